import type { RoaringBitmap32 } from 'roaring';
import type { SearchParams } from '@sam/contracts';
import { andAll } from '../engine/bitmaps';
import type { BaseRecord, IndexStore } from '../engine/store';
import { evaluateFilter } from '../filters/evaluate';
import { parseFacetFilters, parseFilters, parseNumericFilters } from '../filters/parse';
import { geoFilter, parseLatLng, type LatLng } from '../geo/geo-filter';
import type { QueryMatches } from '../highlight/highlight';
import { SearchRequestError } from '../protocol/errors';
import { allowedTypos, type TypoOptions } from '../text/typos';
import { tokens } from '../text/words';
import type { ResolvedWord, WordResolver } from './words';

/** The docs a query matches, and what ranking and highlighting need. */
export interface QueryMatch {
  result: RoaringBitmap32;
  /** True when nothing narrowed the result: it is every live doc (the store's own bitmap, not a copy). */
  isAll: boolean;
  resolved: ResolvedWord[];
  matches: QueryMatches;
  /** The point of aroundLatLng, when it ranks the result. */
  around: LatLng | null;
}

/**
 * The ranked groups searched: all, or those holding an attribute of restrictSearchableAttributes
 * (attributes that share a rank are indexed together, so they are searched together).
 */
function groupsFor<R extends BaseRecord>(store: IndexStore<R>, restrict: readonly string[] | undefined): boolean[] {
  if (!restrict || restrict.length === 0) return store.textGroups.map(() => true);
  for (const path of restrict) {
    if (!store.searchablePaths.includes(path)) throw new SearchRequestError(`restrictSearchableAttributes: '${path}' is not a searchable attribute`);
  }
  return store.textGroups.map((group) => group.paths.some((path) => restrict.includes(path)));
}

/** Query words, filters and area, intersected: shared by searches and facet-value searches. */
export function matchQuery<R extends BaseRecord>(store: IndexStore<R>, words: WordResolver, params: SearchParams): QueryMatch {
  const queryText = params.query ?? '';
  const queryTokens = tokens(queryText);
  const typo: TypoOptions = {
    enabled: params.typoTolerance !== false,
    minWordSizefor1Typo: params.minWordSizefor1Typo ?? 4,
    minWordSizefor2Typos: params.minWordSizefor2Typos ?? 8,
  };
  const searched = groupsFor(store, params.restrictSearchableAttributes);
  const restrictKey = params.restrictSearchableAttributes?.join(',') ?? '';
  const queryType = params.queryType ?? 'prefixLast';
  const resolved = queryTokens.map((token, i) => {
    const prefix = queryType === 'prefixAll' || (queryType === 'prefixLast' && i === queryTokens.length - 1);
    let maxTypos = allowedTypos(token.folded, typo);
    if (params.typoTolerance === 'min' || params.typoTolerance === 'strict') maxTypos = Math.min(maxTypos, 1);
    return words.resolve(token.folded, i, prefix, maxTypos, searched, restrictKey);
  });

  const sets: RoaringBitmap32[] = resolved.map((word) => word.any);
  const filterTrees = [
    params.facetFilters === undefined ? null : parseFacetFilters(params.facetFilters),
    params.filters === undefined ? null : parseFilters(params.filters),
    params.numericFilters === undefined ? null : parseNumericFilters(params.numericFilters),
  ];
  for (const tree of filterTrees) if (tree) sets.push(evaluateFilter(store, tree));
  const around = params.aroundLatLng && !params.insideBoundingBox && !params.insidePolygon ? parseLatLng(params.aroundLatLng) : null;
  const geo = geoFilter(store.geo, params, around);
  if (geo) sets.push(geo);

  let result: RoaringBitmap32;
  let isAll = false;
  if (sets.length === 0) {
    result = store.live;
    isAll = true;
  } else {
    result = andAll(sets);
    result.andInPlace(store.live);
  }
  const matches: QueryMatches = { words: queryTokens.map((token) => queryText.slice(token.start, token.end)), byWord: new Map() };
  // Earlier query words win when a document word matches several.
  for (let i = resolved.length - 1; i >= 0; i--) for (const [word, match] of resolved[i].matches) matches.byWord.set(word, match);
  return { result, isAll, resolved, matches, around };
}
