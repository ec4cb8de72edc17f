import { isNumeric } from './words';

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions),
 * or max + 1 as soon as it is certain to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, current[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prevPrev[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return prev[n];
}

/** Typo budget of a query word (Algolia's defaults: 1 typo from 4 letters, 2 from 8; none on numbers). */
export interface TypoOptions {
  enabled: boolean;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
}

export function allowedTypos(word: string, options: TypoOptions): number {
  if (!options.enabled || isNumeric(word)) return 0;
  if (word.length >= options.minWordSizefor2Typos) return 2;
  if (word.length >= options.minWordSizefor1Typo) return 1;
  return 0;
}
