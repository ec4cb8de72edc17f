import { stemmer as stemDutch } from '@orama/stemmers/dutch';
import { stemmer as stemFrench } from '@orama/stemmers/french';

/**
 * Words for the text queries. The engine searches many attributes, folds accents, stems fr and
 * nl, tolerates typos and matches the last word as a prefix; the SQL lanes match whole words of
 * title + description exactly. Both agree on a word found only in titles and descriptions that
 * has none of those neighbours anywhere in the indexed text, so only such "isolated" words are
 * queried: the facet counts can then be compared exactly while the queries stay common words.
 */

export const tokenize = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ĳ: 'ij' };

/** Lower case without accents or ligatures, as the engine folds (apps/api/src/search/text.ts). */
export const fold = (word: string): string =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œæßĳ]/g, (c) => LIGATURES[c] ?? c);

/** Algolia's default typo tolerance: one typo from 4 letters, two from 8. */
export const typoBudget = (word: string): number => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** True when the optimal-string-alignment distance (a swap counts as one typo) is at most max. */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return false;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] <= max;
}

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
  for (const word of words) {
    for (const stem of [`fr:${stemFrench(word)}`, `nl:${stemDutch(word)}`]) stems.set(stem, (stems.get(stem) ?? 0) + 1);
  }
  const candidates = [...vocabulary.entries()]
    .filter(([word, stats]) => word.length >= minLength && /^[a-z]+$/.test(word) && stats.records >= minRecords && !STOP_WORDS.has(word) && !elsewhere.has(word))
    .filter(([, stats]) => stats.forms.size === 1)
    .sort((x, y) => y[1].records - x[1].records || (x[0] < y[0] ? -1 : 1));
  const chosen: string[] = [];
  for (const [word, stats] of candidates) {
    if (chosen.length >= limit) break;
    if ((stems.get(`fr:${stemFrench(word)}`) ?? 0) > 1 || (stems.get(`nl:${stemDutch(word)}`) ?? 0) > 1) continue;
    const budget = typoBudget(word);
    const crowded = words.some((other) => other !== word && (other.startsWith(word) || withinDistance(word, other, budget)));
    if (!crowded) chosen.push([...stats.forms][0]);
  }
  return chosen;
}
