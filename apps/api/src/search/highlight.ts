import { split } from './paths';
import { tokens, type Token } from './text';

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

type Tree = HighlightLeaf | SnippetLeaf | Tree[] | { [key: string]: Tree };

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

/**
 * The paths to highlight as a trie ('sectors.titre.fr' and 'sectors.titre.nl' share 'sectors' →
 * 'titre'), so a record is walked once. A node with `path` set takes every string under it.
 */
interface PathTrie {
  path?: string;
  children: Map<string, PathTrie>;
}

const trieCache = new Map<string, PathTrie>();
const TRIE_CACHE_LIMIT = 200;

function trieOf(paths: readonly string[]): PathTrie {
  const cacheKey = paths.join('\u0000');
  let root = trieCache.get(cacheKey);
  if (root) return root;
  root = { children: new Map() };
  for (const path of paths) {
    let node = root;
    for (const part of split(path)) {
      let child = node.children.get(part);
      if (!child) node.children.set(part, (child = { children: new Map() }));
      node = child;
    }
    node.path = path;
  }
  if (trieCache.size >= TRIE_CACHE_LIMIT) trieCache.clear();
  trieCache.set(cacheKey, root);
  return root;
}

/** Every string under `value`, in the record's own nesting. */
function allStrings(value: unknown, path: string, leaf: (path: string, text: string) => Tree): Tree | undefined {
  if (typeof value === 'string') return leaf(path, value);
  if (Array.isArray(value)) {
    const items = value.map((item) => allStrings(item, path, leaf));
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? leaf(path, '')) : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const out: Record<string, Tree> = {};
  for (const [key, inner] of Object.entries(value)) {
    const tree = allStrings(inner, path, leaf);
    if (tree !== undefined) out[key] = tree;
  }
  return out;
}

function walk(value: unknown, node: PathTrie, leaf: (path: string, text: string) => Tree): Tree | undefined {
  if (node.path !== undefined) return allStrings(value, node.path, leaf);
  if (Array.isArray(value)) {
    const items = value.map((item) => walk(item, node, leaf));
    return items.some((item) => item !== undefined) ? (items.map((item) => item ?? {}) as Tree[]) : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  let out: Record<string, Tree> | undefined;
  for (const [key, child] of node.children) {
    if (!Object.prototype.hasOwnProperty.call(record, key)) continue;
    const tree = walk(record[key], child, leaf);
    if (tree !== undefined) (out ??= {})[key] = tree;
  }
  return out;
}

/**
 * `_highlightResult` (or `_snippetResult`) of a record for the given paths: the same nesting as
 * the record ('sectors.titre.fr' → sectors[i].titre.fr), one leaf per string.
 */
export function resultTree(record: Record<string, unknown>, paths: readonly string[], leaf: (path: string, text: string) => Tree): Record<string, Tree> {
  const tree = walk(record, trieOf(paths), leaf);
  return tree !== undefined && !Array.isArray(tree) ? (tree as Record<string, Tree>) : {};
}
