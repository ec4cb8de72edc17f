import type { SearchParams } from '@sam/contracts';
import type { BaseRecord, IndexStore } from '../engine/store';
import { highlightText, snippetText, type HighlightTags, type QueryMatches } from '../highlight/highlight';
import { resultTree } from '../highlight/result-tree';
import { project, split } from '../paths';
import { SearchRequestError } from '../protocol/errors';

const DEFAULT_SNIPPET_WORDS = 10;

/** One hit of a page: the retrieved attributes, `_highlightResult` and `_snippetResult`. */
export function renderHit<R extends BaseRecord>(store: IndexStore<R>, doc: number, params: SearchParams, matches: QueryMatches, tags: HighlightTags): Record<string, unknown> {
  const { unretrievable } = store;
  const record = store.docs[doc] as R & Record<string, unknown>;
  const hit = project(record, params.attributesToRetrieve ?? '*', unretrievable);
  hit.objectID = record.objectID;
  const highlight = params.attributesToHighlight === '*' ? Object.keys(record).filter((key) => !unretrievable.has(key)) : params.attributesToHighlight ?? store.settings.attributesToHighlight;
  if (highlight.length > 0) {
    hit._highlightResult = resultTree(record, highlight.filter((path) => !unretrievable.has(split(path)[0])), (_path, text) => highlightText(text, matches, tags));
  }
  const snippets = params.attributesToSnippet === '*' ? Object.keys(record).filter((key) => !unretrievable.has(key)) : params.attributesToSnippet ?? [];
  if (snippets.length > 0) {
    const sizes = new Map(snippets.map((entry) => {
      const [path, size] = entry.split(':');
      return [path, size ? Number(size) : DEFAULT_SNIPPET_WORDS] as const;
    }));
    for (const size of sizes.values()) if (!Number.isInteger(size) || size < 1) throw new SearchRequestError('attributesToSnippet: expected attribute or attribute:wordCount');
    hit._snippetResult = resultTree(record, [...sizes.keys()].filter((path) => !unretrievable.has(split(path)[0])), (path, text) => snippetText(text, sizes.get(path) ?? DEFAULT_SNIPPET_WORDS, matches, tags));
  }
  return hit;
}
