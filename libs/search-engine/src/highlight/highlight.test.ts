import { highlightText, snippetText, type QueryMatches, type WordMatch } from './highlight';

const TAGS = { pre: '<em>', post: '</em>', ellipsis: '…' };

/** The query words as typed, and folded document words → the query word they match. */
function matchesOf(words: string[], byWord: Record<string, WordMatch>): QueryMatches {
  return { words, byWord: new Map(Object.entries(byWord)) };
}

describe('highlightText', () => {
  const maisonMed = matchesOf(['maison', 'med'], { maison: { query: 0, prefix: null }, medicale: { query: 1, prefix: 3 } });

  it('wraps whole words, and only the typed part of a prefix match', () => {
    expect(highlightText('Maison médicale du Parc', maisonMed, TAGS)).toEqual({
      value: '<em>Maison</em> <em>méd</em>icale du Parc',
      matchLevel: 'full',
      matchedWords: ['maison', 'med'],
      fullyHighlighted: false,
    });
  });

  it('says which query words matched: none, some or all', () => {
    expect(highlightText('Rue Haute', maisonMed, TAGS)).toEqual({ value: 'Rue Haute', matchLevel: 'none', matchedWords: [] });
    expect(highlightText('Maison', maisonMed, TAGS)).toEqual({ value: '<em>Maison</em>', matchLevel: 'partial', matchedWords: ['maison'], fullyHighlighted: true });
    expect(highlightText('Maison', matchesOf([], {}), TAGS)).toEqual({ value: 'Maison', matchLevel: 'none', matchedWords: [] });
  });

  it('lights up the whole word when folding changed its length, and uses the asked tags', () => {
    const oeuvre = matchesOf(['oe'], { oeuvre: { query: 0, prefix: 2 } });
    expect(highlightText('Œuvre sociale', oeuvre, { ...TAGS, pre: '<b>', post: '</b>' }).value).toBe('<b>Œuvre</b> sociale');
  });
});

describe('snippetText', () => {
  const text = Array.from({ length: 20 }, (_, i) => `m${i}`).join(' ');
  const matching = (word: string) => matchesOf([word], { [word]: { query: 0, prefix: null } });

  it('keeps about `size` words around the first match, with ellipses where the text was cut', () => {
    expect(snippetText(text, 4, matching('m10'), TAGS)).toEqual({ value: '…m8 m9 <em>m10</em> m11…', matchLevel: 'full' });
    expect(snippetText(text, 4, matching('m19'), TAGS)).toEqual({ value: '…m16 m17 m18 <em>m19</em>', matchLevel: 'full' });
    expect(snippetText(text, 4, matching('m1'), TAGS)).toEqual({ value: 'm0 <em>m1</em> m2 m3…', matchLevel: 'full' });
  });

  it('starts at the beginning without a match, and keeps a short text whole', () => {
    expect(snippetText(text, 3, matching('absent'), { ...TAGS, ellipsis: '...' })).toEqual({ value: 'm0 m1 m2...', matchLevel: 'none' });
    expect(snippetText('Maison de repos', 10, matching('repos'), TAGS)).toEqual({ value: 'Maison de <em>repos</em>', matchLevel: 'full' });
  });
});
