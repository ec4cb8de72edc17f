import { stemmer as frenchStem } from '@orama/stemmers/french';
import { stemmer as dutchStem } from '@orama/stemmers/dutch';

/**
 * Words as the engine sees them (docs/decisions/0005-search-engine.md): folded (case, accents,
 * ligatures) and grouped by their French and Dutch Snowball stems.
 */

/** Letters and digits; apostrophes, hyphens and the rest separate words ("L'équipe" → l, equipe). */
const WORD = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ĳ: 'ij' };

const foldCache = new Map<string, string>();
const FOLD_CACHE_LIMIT = 200_000;

/** Lower case without accents or ligatures: 'Médicale' → 'medicale', 'Œuvre' → 'oeuvre'. */
export function fold(word: string): string {
  let folded = foldCache.get(word);
  if (folded !== undefined) return folded;
  folded = word
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/[œæßĳ]/g, (c) => LIGATURES[c] ?? c);
  if (foldCache.size >= FOLD_CACHE_LIMIT) foldCache.clear();
  foldCache.set(word, folded);
  return folded;
}

/** The folded words of a text, in order (duplicates kept). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD)) out.push(fold(match[0]));
  return out;
}

export interface Token {
  start: number;
  end: number;
  folded: string;
}

/** Words with their offsets in the original text (for highlighting). */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    out.push({ start, end: start + match[0].length, folded: fold(match[0]) });
  }
  return out;
}

export const isNumeric = (word: string) => /^\d+$/.test(word);

/** Stem keys of a folded word: its French and its Dutch stem (numbers stay as they are). */
export function stemKeys(word: string): string[] {
  if (isNumeric(word)) return [`=${word}`];
  const fr = `f:${frenchStem(word)}`;
  const nl = `n:${dutchStem(word)}`;
  return [fr, nl];
}
