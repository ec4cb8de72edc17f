import { allowedTypos, editDistance } from './typos';

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('medicale', 'medicale', 2)).toBe(0);
    expect(editDistance('medicael', 'medicale', 2)).toBe(1);
    expect(editDistance('medcale', 'medicale', 2)).toBe(1);
    expect(editDistance('medicole', 'medicale', 2)).toBe(1);
    expect(editDistance('mdicole', 'medicale', 2)).toBe(2);
    expect(editDistance('hopital', 'medicale', 2)).toBe(3); // stops past the bound
  });

  it('allows typos by word length like Algolia, none on numbers', () => {
    const options = { enabled: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 };
    expect(allowedTypos('soin', options)).toBe(1);
    expect(allowedTypos('aid', options)).toBe(0);
    expect(allowedTypos('medicale', options)).toBe(2);
    expect(allowedTypos('12345678', options)).toBe(0);
    expect(allowedTypos('medicale', { ...options, enabled: false })).toBe(0);
  });
});
