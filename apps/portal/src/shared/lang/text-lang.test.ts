import { textLang } from './text-lang';

describe('textLang', () => {
  it('marks text in the other language only', () => {
    expect(textLang('nl', 'fr')).toBe('nl');
    expect(textLang('fr', 'nl')).toBe('fr');
    expect(textLang('fr', 'fr')).toBeUndefined();
    expect(textLang('nl', 'nl')).toBeUndefined();
  });

  it('says nothing of an unknown or missing language', () => {
    expect(textLang(null, 'fr')).toBeUndefined();
    expect(textLang(undefined, 'nl')).toBeUndefined();
    expect(textLang('en', 'fr')).toBeUndefined();
  });
});
