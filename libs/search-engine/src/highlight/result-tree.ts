import { split } from '../paths';
import type { HighlightLeaf, SnippetLeaf } from './highlight';

/** `_highlightResult` / `_snippetResult` nest like the record, one leaf per string. */
export type Tree = HighlightLeaf | SnippetLeaf | Tree[] | { [key: string]: Tree };

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
