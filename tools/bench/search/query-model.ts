import { MAP_AREA_HITS_PER_PAGE, PROVIDER_HIT_ATTRIBUTES, SEARCH_HITS_PER_PAGE, type SearchLocale } from '@sam/contracts';
import { parseFacetFilter as parseEngineFacetFilter } from '@sam/search-engine';

/** The query classes of issue #5's benchmark, in the order they are reported. */
export const QUERY_CLASSES = [
  { id: 'text', label: 'text only' },
  { id: 'text_facets', label: 'text + 4 filters + 6 facets' },
  { id: 'need_province', label: 'need (hierarchical) + province' },
  { id: 'commune_polygon', label: 'commune polygon + facets' },
  { id: 'map_area', label: 'map area, 100 hits' },
  { id: 'empty_all_facets', label: 'empty query, all facets' },
] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number]['id'];

/**
 * One benchmark query, independent of who answers it: the engine gets it as Algolia search
 * parameters (toSearchParams), the SQL lanes translate it (sql.ts).
 */
export interface BenchQuery {
  /** Class and position in the mix, e.g. `text_facets#12`. */
  id: string;
  cls: QueryClass;
  locale: SearchLocale;
  /** What the visitor typed; '' for none. */
  query: string;
  /** The words of `query`, lower-case as they appear in the data (the SQL lanes match them exactly). */
  words: string[];
  /** Algolia facetFilters: an AND of OR-groups of `attribute:value`. */
  facetFilters: string[][];
  facets: string[];
  /** Algolia insidePolygon: one flat [lat, lng, lat, lng, …] list per polygon (their union). */
  insidePolygon?: number[][];
  /** Algolia insideBoundingBox: [[neLat, neLng, swLat, swLng]], as InstantSearch's geo search sends it. */
  insideBoundingBox?: [number, number, number, number][];
  hitsPerPage: number;
  maxValuesPerFacet?: number;
}

export { DEFAULT_MAX_VALUES_PER_FACET } from '@sam/search-engine';
export { MAP_AREA_HITS_PER_PAGE, SEARCH_HITS_PER_PAGE };

/**
 * The Algolia search parameters of a query (what algoliasearch's searchSingleIndex posts). Like the
 * portal's directory tab (list and map), it asks for the attributes drawn and no highlighting.
 */
export function toSearchParams(q: BenchQuery): Record<string, unknown> {
  const params: Record<string, unknown> = { query: q.query, hitsPerPage: q.hitsPerPage, page: 0, attributesToRetrieve: PROVIDER_HIT_ATTRIBUTES, attributesToHighlight: [] };
  if (q.facets.length > 0) params.facets = q.facets;
  if (q.facetFilters.length > 0) params.facetFilters = q.facetFilters;
  if (q.insidePolygon) params.insidePolygon = q.insidePolygon;
  if (q.insideBoundingBox) params.insideBoundingBox = q.insideBoundingBox;
  if (q.maxValuesPerFacet !== undefined) params.maxValuesPerFacet = q.maxValuesPerFacet;
  return params;
}

/** A facetFilters entry as the engine reads it: `attribute:value`, negated by a leading '-' (or 'attribute:-value'). */
export function parseFacetFilter(filter: string): { attribute: string; value: string; negated: boolean } {
  const node = parseEngineFacetFilter(filter);
  if (node.kind === 'facet') return { attribute: node.attribute, value: node.value, negated: false };
  if (node.kind === 'not' && node.child.kind === 'facet') return { attribute: node.child.attribute, value: node.child.value, negated: true };
  throw new Error(`unexpected facet filter: ${filter}`);
}

/** A key that is equal for queries the engine must answer alike (the SQL lanes answer each once). */
export function queryKey(q: BenchQuery): string {
  return JSON.stringify(toSearchParams(q));
}
