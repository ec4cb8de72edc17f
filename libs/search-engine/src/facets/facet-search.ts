import { performance } from 'node:perf_hooks';
import type { SearchParams } from '@sam/contracts';
import type { BaseRecord, IndexStore } from '../engine/store';
import { SearchRequestError } from '../protocol/errors';
import { roundMs, type FacetSearchResponse } from '../protocol/responses';
import { matchQuery } from '../query/match';
import type { WordResolver } from '../query/words';
import { tokens, words } from '../text/words';

const DEFAULT_MAX_FACET_HITS = 10;

/** Facet values of `facet` containing words starting with `facetQuery`, counted over the search's results. */
export function searchFacetValues<R extends BaseRecord>(store: IndexStore<R>, resolver: WordResolver, facet: string, params: SearchParams): FacetSearchResponse {
  const started = performance.now();
  const field = store.facets.get(facet);
  if (!field || field.filterOnly) throw new SearchRequestError(`Cannot search in '${facet}': it is not a facet`);
  const { result, isAll } = matchQuery(store, resolver, params);
  const wanted = words(params.facetQuery ?? '');
  const pre = params.highlightPreTag ?? '<em>';
  const post = params.highlightPostTag ?? '</em>';
  const hits: FacetSearchResponse['facetHits'] = [];
  for (const [value, bitmap] of field.values) {
    const valueTokens = tokens(value);
    const lit = new Map<number, number>();
    const ok = wanted.every((word) => {
      const token = valueTokens.find((t) => t.folded.startsWith(word));
      if (token) lit.set(token.start, Math.max(lit.get(token.start) ?? 0, token.folded.length === token.end - token.start ? word.length : token.end - token.start));
      return token !== undefined;
    });
    if (!ok) continue;
    const n = isAll ? bitmap.size : bitmap.andCardinality(result);
    if (n === 0) continue;
    let highlighted = '';
    let cursor = 0;
    for (const [at, length] of [...lit].sort((a, b) => a[0] - b[0])) {
      highlighted += value.slice(cursor, at) + pre + value.slice(at, at + length) + post;
      cursor = at + length;
    }
    hits.push({ value, highlighted: highlighted + value.slice(cursor), count: n });
  }
  hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  return {
    facetHits: hits.slice(0, params.maxFacetHits ?? DEFAULT_MAX_FACET_HITS),
    exhaustiveFacetsCount: true,
    exhaustive: { facetsCount: true },
    processingTimeMS: roundMs(performance.now() - started),
  };
}
