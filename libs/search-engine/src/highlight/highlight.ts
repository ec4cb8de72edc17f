import { tokens, type Token } from '../text/words';

/** How a folded document word matches the query: which query word, and whether as a prefix. */
export interface WordMatch {
  query: number;
  prefix: number | null;
}

export interface QueryMatches {
  /** The query words as typed (Algolia's matchedWords). */
  words: string[];
  /** Folded document word → match. */
  byWord: Map<string, WordMatch>;
}

export interface HighlightTags {
  pre: string;
  post: string;
  ellipsis: string;
}

export interface HighlightLeaf {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetLeaf {
  value: string;
  matchLevel: HighlightLeaf['matchLevel'];
}

/** Tokens of text seen recently: record texts repeat across hits and queries. */
const tokenCache = new Map<string, Token[]>();
const TOKEN_CACHE_LIMIT = 10_000;

function cachedTokens(text: string): Token[] {
  let found = tokenCache.get(text);
  if (found === undefined) {
    found = tokens(text);
    if (tokenCache.size >= TOKEN_CACHE_LIMIT) tokenCache.clear();
    tokenCache.set(text, found);
  }
  return found;
}

function matchLevel(matched: Set<number>, total: number): HighlightLeaf['matchLevel'] {
  if (matched.size === 0) return 'none';
  return matched.size === total ? 'full' : 'partial';
}

/** Wraps the matched words (or the matched prefix of a word) of one text. */
export function highlightText(text: string, matches: QueryMatches, tags: HighlightTags): HighlightLeaf {
  if (matches.byWord.size === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  const list = cachedTokens(text);
  const matched = new Set<number>();
  let out = '';
  let cursor = 0;
  let highlightedChars = 0;
  let letters = 0;
  for (const token of list) {
    letters += token.end - token.start;
    const match = matches.byWord.get(token.folded);
    if (!match) continue;
    matched.add(match.query);
    // A prefix match lights up the typed part, when folding kept the word's length.
    const end = match.prefix !== null && token.folded.length === token.end - token.start ? token.start + match.prefix : token.end;
    out += text.slice(cursor, token.start) + tags.pre + text.slice(token.start, end) + tags.post;
    cursor = end;
    highlightedChars += end - token.start;
  }
  if (matched.size === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  out += text.slice(cursor);
  return {
    value: out,
    matchLevel: matchLevel(matched, matches.words.length),
    matchedWords: [...matched].sort((a, b) => a - b).map((i) => matches.words[i]),
    fullyHighlighted: highlightedChars === letters,
  };
}

/** About `size` words around the first match (or the start), with ellipses where text was cut. */
export function snippetText(text: string, size: number, matches: QueryMatches, tags: HighlightTags): SnippetLeaf {
  const list = cachedTokens(text);
  if (list.length <= size) {
    const { value, matchLevel: level } = highlightText(text, matches, tags);
    return { value, matchLevel: level };
  }
  const first = list.findIndex((token) => matches.byWord.has(token.folded));
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - Math.floor(size / 2), list.length - size));
  const endToken = Math.min(list.length, start + size);
  const from = start === 0 ? 0 : list[start].start;
  const to = endToken === list.length ? text.length : list[endToken - 1].end;
  const { value, matchLevel: level } = highlightText(text.slice(from, to), matches, tags);
  return { value: `${start > 0 ? tags.ellipsis : ''}${value}${endToken < list.length ? tags.ellipsis : ''}`, matchLevel: level };
}
