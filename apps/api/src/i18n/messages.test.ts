import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accessibilityMessages, listingFieldMessages, validationMessages } from '@sam/i18n-routes';
import { serverAreas as fr } from './fr';
import { serverMessages, translateServerMessage } from './index';
import { serverAreas as nl } from './nl';

/** Test support: it names endpoint ids such as 'auth.register', which are not message keys. */
const TEST_SUPPORT_DIRS = new Set(['testing', 'bad-input']);

/** Every non-test source file of the API. */
function sources(dir = join(__dirname, '..')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return TEST_SUPPORT_DIRS.has(entry.name) ? [] : sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('the server catalogue', () => {
  it.each(Object.keys(fr))('area %s has the same keys in fr and nl, none empty', (area) => {
    const [french, dutch] = [fr[area as keyof typeof fr], nl[area as keyof typeof nl]];
    expect(Object.keys(dutch).sort()).toEqual(Object.keys(french).sort());
    for (const text of [...Object.values(french), ...Object.values(dutch)]) expect(text.trim()).not.toBe('');
  });

  it('defines each key once, beside the validation messages, field labels and accessibility facts it shares with the browser apps', () => {
    const all = [
      ...Object.values(fr).flatMap((area) => Object.keys(area)),
      ...Object.keys(validationMessages.fr),
      ...Object.keys(listingFieldMessages.fr),
      ...Object.keys(accessibilityMessages.fr),
    ];
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
    expect(Object.keys(serverMessages.fr).sort()).toEqual([...all].sort());
    expect(Object.keys(serverMessages.nl).sort()).toEqual([...all].sort());
  });

  it('has every text key the API names literally (mails, errors, validation)', () => {
    const named = new Set(sources().flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'((?:mail|errors|validation|auth)\.[\w.-]+)'/g)].map((m) => m[1])));
    expect([...named].filter((key) => !(key in serverMessages.fr))).toEqual([]);
  });

  it('translates error and validation keys into the request’s language, and leaves other messages alone', () => {
    expect(translateServerMessage('errors.not_found', 'nl')).toBe(serverMessages.nl['errors.not_found']);
    expect(translateServerMessage('validation.required', 'fr')).toBe(validationMessages.fr['validation.required']);
    expect(translateServerMessage('validation.email.taken', 'nl')).toBe(serverMessages.nl['validation.email.taken']);
    expect(translateServerMessage('body must be object', 'fr')).toBe('body must be object');
  });

  it('follows French typography: no ordinary space before : ? ! ; nor inside « » (decision 0015)', () => {
    const wrong = Object.entries(serverMessages.fr).filter(([, text]) => / [:?!;»]|« /.test(text));
    expect(wrong).toEqual([]);
  });
});
