import { Vocabulary } from './vocabulary';

describe('vocabulary', () => {
  const vocabulary = new Vocabulary();
  for (const word of ['medicale', 'medical', 'medecin', 'maison', 'maisons', 'pale', 'palle', 'soins', 'soin', 'verpleegkundigen', 'verpleegkundige', 'kinesitherapie']) vocabulary.intern(word);
  const named = (ids: number[]) => ids.map((id) => vocabulary.words[id]).sort();

  it('matches a word and the words sharing its stem, without merging distinct words', () => {
    expect(named(vocabulary.exact('maisons'))).toEqual(['maison', 'maisons']);
    expect(named(vocabulary.exact('soin'))).toEqual(['soin', 'soins']);
    expect(named(vocabulary.exact('verpleegkundigen'))).toEqual(['verpleegkundige', 'verpleegkundigen']);
    expect(named(vocabulary.exact('pale'))).toEqual(['pale']); // FlexSearch's default charset encodes 'palle' as 'pale' too
  });

  it('expands prefixes', () => {
    expect(named(vocabulary.prefixed('med'))).toEqual(['medecin', 'medical', 'medicale']);
    expect(named(vocabulary.prefixed('kin'))).toEqual(['kinesitherapie']);
  });

  it('finds words one or two typos away', () => {
    expect(vocabulary.typos('medicael', 1).map((m) => vocabulary.words[m.id]).sort()).toEqual(['medical', 'medicale']);
    expect(vocabulary.typos('kinesiterapie', 1)).toEqual([{ id: vocabulary.idOf('kinesitherapie'), typos: 1 }]);
    expect(vocabulary.typos('kinesitarapie', 2)).toEqual([{ id: vocabulary.idOf('kinesitherapie'), typos: 2 }]);
    expect(vocabulary.typos('maisom', 0)).toEqual([]);
  });
});
