import { allowedTypos, editDistance, fold, stemKeys, tokens, type TypoOptions } from '@sam/search-engine';

/**
 * Words for the text queries. The engine searches many attributes, folds accents, stems fr and
 * nl, tolerates typos and matches the last word as a prefix; the SQL lanes match whole words of
 * title + description exactly. Both agree on a word found only in titles and descriptions that
 * has none of those neighbours anywhere in the indexed text, so only such "isolated" words are
 * queried: the facet counts can then be compared exactly while the queries stay common words.
 */

/** The words of a text as the engine splits them, lower-case but not folded (the SQL lanes match words as written). */
export const tokenize = (text: string): string[] => tokens(text).map((token) => text.slice(token.start, token.end).toLowerCase());

/** Algolia's default typo tolerance (one typo from 4 letters, two from 8), as the engine applies it. */
const DEFAULT_TYPOS: TypoOptions = { enabled: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 };

export interface WordStats {
  /** Lower-case spellings in the text that fold to this word. */
  forms: Set<string>;
  /** Records (addresses) whose text holds the word. */
  records: number;
}

/** Folded word → spellings and record count, from each listing's text and its number of records. */
export function buildVocabulary(texts: Iterable<{ text: string; records: number }>): Map<string, WordStats> {
  const vocabulary = new Map<string, WordStats>();
  for (const { text, records } of texts) {
    const seen = new Set<string>();
    for (const token of tokenize(text)) {
      const folded = fold(token);
      let stats = vocabulary.get(folded);
      if (!stats) vocabulary.set(folded, (stats = { forms: new Set(), records: 0 }));
      stats.forms.add(token);
      if (!seen.has(folded)) {
        seen.add(folded);
        stats.records += records;
      }
    }
  }
  return vocabulary;
}

// Frequent function words of both languages: an engine may drop them, the SQL lanes would not.
const STOP_WORDS = new Set(
  (
    'avec dans pour nous vous votre notre leurs elles entre depuis chez sont cette selon aussi sans sous toute tous toutes ' +
    'autre autres apres avant pendant leur plus moins tres quand comme ainsi ' +
    'voor zijn onze jouw jullie naar over onder tegen tussen door zonder binnen buiten worden wordt kunnen hebben heeft ' +
    'deze dien alle meer minder zeer ook welke andere'
  ).split(' '),
);

export interface IsolatedWordOptions {
  /** Folded words of the other searchable attributes: never chosen, but neighbours all the same. */
  elsewhere?: ReadonlySet<string>;
  minLength?: number;
  /** Fewest records a word must be in. */
  minRecords?: number;
  limit?: number;
}

/**
 * The most frequent words with one spelling, no other indexed word they are a prefix of, none
 * within their typo budget and none sharing their fr or nl stem; most frequent first.
 */
export function isolatedWords(vocabulary: Map<string, WordStats>, options: IsolatedWordOptions = {}): string[] {
  const { minLength = 5, minRecords = 1, limit = Infinity } = options;
  const elsewhere = options.elsewhere ?? new Set<string>();
  const words = [...new Set([...vocabulary.keys(), ...elsewhere])];
  const stems = new Map<string, number>();
  for (const word of words) for (const stem of stemKeys(word)) stems.set(stem, (stems.get(stem) ?? 0) + 1);
  const candidates = [...vocabulary.entries()]
    .filter(([word, stats]) => word.length >= minLength && /^[a-z]+$/.test(word) && stats.records >= minRecords && !STOP_WORDS.has(word) && !elsewhere.has(word))
    .filter(([, stats]) => stats.forms.size === 1)
    .sort((x, y) => y[1].records - x[1].records || (x[0] < y[0] ? -1 : 1));
  const chosen: string[] = [];
  for (const [word, stats] of candidates) {
    if (chosen.length >= limit) break;
    if (stemKeys(word).some((stem) => (stems.get(stem) ?? 0) > 1)) continue;
    const budget = allowedTypos(word, DEFAULT_TYPOS);
    const crowded = words.some((other) => other !== word && (other.startsWith(word) || editDistance(word, other, budget) <= budget));
    if (!crowded) chosen.push([...stats.forms][0]);
  }
  return chosen;
}
