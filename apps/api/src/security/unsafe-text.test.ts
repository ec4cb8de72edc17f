import { hasUnsafeCharacters, unsafeTextPaths } from './unsafe-text';

describe('unsafe text', () => {
  it.each([
    ['NUL', 'Marie\u0000Dupont'],
    ['escape', 'titre\u001b[31m'],
    ['C1 control', 'a\u0085b'],
    ['bidi override', 'facture\u202Efdp.exe'],
    ['bidi isolate', 'x\u2066y'],
    ['lone high surrogate', 'a\uD83Db'],
    ['lone low surrogate', 'a\uDE00b'],
  ])('refuses %s', (_, text) => expect(hasUnsafeCharacters(text)).toBe(true));

  it.each([['accents', 'Élodie Dœuf – « aidante »'], ['Dutch', 'Zoë’s ĳsje'], ['emoji (a surrogate pair)', 'répit 😀'], ['lines and tabs', 'ligne 1\nligne 2\r\n\tfin'], ['Arabic (right to left, no override)', 'مرحبا']])(
    'accepts %s',
    (_, text) => expect(hasUnsafeCharacters(text)).toBe(false),
  );

  it('names the fields, nested ones and keys too, without recursion', () => {
    expect(unsafeTextPaths({ name: 'ok', address: { street: 'rue\u0000', lines: ['a', 'b\u202E'] }, ['k\u0000']: 1 }).sort()).toEqual(['address.lines.1', 'address.street', 'k\u0000']);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeTextPaths(deep)).toHaveLength(1);
  });
});
