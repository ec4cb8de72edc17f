/** The engine's answers, in Algolia's wire format. */

export interface SearchResponse {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  exhaustiveFacetsCount: true;
  exhaustiveNbHits: true;
  exhaustiveTypo: true;
  exhaustive: { facetsCount: true; nbHits: true; typo: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  aroundLatLng?: string;
  [key: string]: unknown;
}

export interface FacetSearchResponse {
  facetHits: { value: string; highlighted: string; count: number }[];
  exhaustiveFacetsCount: true;
  exhaustive: { facetsCount: true };
  processingTimeMS: number;
}

/** GET /1/indexes: one item (Algolia's fields, plus the build time). */
export interface IndexInfo {
  name: string;
  entries: number;
  createdAt: string;
  updatedAt: string;
  buildTimeMs: number;
}

/** processingTimeMS to the hundredth of a millisecond. */
export const roundMs = (ms: number) => Math.round(ms * 100) / 100;
