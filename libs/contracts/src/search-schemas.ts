import { z } from 'zod';
import { localeSchema } from './common';

/**
 * The schemas of the search routes (tag suggestions, Algolia search parameters). Kept apart from
 * ./search's record types, index names and filters, which browsers load without zod.
 */

export const tagSuggestionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_fr: z.string(),
  name_nl: z.string(),
});

/** `POST /api/tags/algolia` body: tag names matching `query` (accents and case ignored), best first. */
export const tagSuggestionsRequestSchema = z.object({
  query: z.string().trim().max(100),
  locale: localeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const tagSuggestionsResponseSchema = z.object({ hits: z.array(tagSuggestionSchema) });

// --- Algolia search parameters (the embedded engine's wire protocol) ---------------------------

/** Values of a urlencoded `params` string arrive as text: these read them like JSON fields. */
const numberish = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const booleanish = (value: unknown) => (value === 'true' || value === 1 ? true : value === 'false' || value === 0 ? false : value);
const commaList = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',').map((s) => s.trim())) : value);
const numberList = (value: unknown) => (typeof value === 'string' ? value.split(',').map((s) => numberish(s.trim())) : value);

const int = (min: number, max: number) => z.preprocess(numberish, z.number().int().min(min).max(max));
const bool = z.preprocess(booleanish, z.boolean());
/** '*', ['*'], 'a,b' or ['a', 'b']. */
const attributeList = z.preprocess(
  (value) => {
    const list = commaList(value);
    return Array.isArray(list) && list.includes('*') ? '*' : list;
  },
  z.union([z.literal('*'), z.array(z.string().min(1).max(200)).max(200)]),
);
const stringList = z.preprocess(commaList, z.array(z.string().max(200)).max(200));
/** A string, or an AND-array of strings and OR-arrays of strings. */
const filterList = z.union([z.string().max(10_000), z.array(z.union([z.string().max(1000), z.array(z.string().max(1000)).max(1000)])).max(1000)]);
/** One flat [lat1, lng1, lat2, lng2, …] polygon, a list of them, or the same as "lat,lng,…" text. */
const polygons = z.preprocess(
  (value) => {
    const list = numberList(value);
    if (Array.isArray(list) && list.length > 0 && !Array.isArray(list[0])) return [list];
    return list;
  },
  z.array(z.array(z.preprocess(numberish, z.number().finite())).min(6).max(20_000)).min(1).max(100),
);
const boxes = z.preprocess(
  (value) => {
    const list = numberList(value);
    if (Array.isArray(list) && list.length > 0 && !Array.isArray(list[0])) {
      const flat = list as unknown[];
      return Array.from({ length: Math.ceil(flat.length / 4) }, (_, i) => flat.slice(i * 4, i * 4 + 4));
    }
    return list;
  },
  z.array(z.array(z.preprocess(numberish, z.number().finite())).length(4)).min(1).max(100),
);
/** Accepted and ignored: analytics, personalisation and other settings that do not change results. */
const ignored = z.unknown();
/** Accepted only with the value that changes nothing. */
const onlyEmpty = z.union([z.literal(''), z.array(z.unknown()).length(0)]);

/**
 * Parameters of one search (Algolia names). Unknown parameters are rejected (400), so a client
 * never mistakes an unsupported feature for an empty result.
 */
export const searchParamsSchema = z.strictObject({
  query: z.string().max(512).optional(),
  page: int(0, 10_000).optional(),
  hitsPerPage: int(0, 1000).optional(),
  offset: int(0, 10_000).optional(),
  length: int(0, 1000).optional(),
  facets: stringList.optional(),
  maxValuesPerFacet: int(1, 1000).optional(),
  sortFacetValuesBy: z.enum(['count', 'alpha']).optional(),
  facetFilters: filterList.optional(),
  filters: z.string().max(10_000).optional(),
  numericFilters: filterList.optional(),
  insidePolygon: polygons.optional(),
  insideBoundingBox: boxes.optional(),
  aroundLatLng: z.string().regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/, 'expected "lat, lng"').optional(),
  aroundRadius: z.preprocess(numberish, z.union([z.literal('all'), z.number().int().min(1)])).optional(),
  aroundPrecision: ignored.optional(),
  minimumAroundRadius: ignored.optional(),
  attributesToRetrieve: attributeList.optional(),
  attributesToHighlight: attributeList.optional(),
  attributesToSnippet: attributeList.optional(),
  highlightPreTag: z.string().max(100).optional(),
  highlightPostTag: z.string().max(100).optional(),
  snippetEllipsisText: z.string().max(20).optional(),
  restrictHighlightAndSnippetArrays: bool.optional(),
  restrictSearchableAttributes: stringList.optional(),
  typoTolerance: z.preprocess(booleanish, z.union([z.boolean(), z.enum(['min', 'strict'])])).optional(),
  minWordSizefor1Typo: int(1, 100).optional(),
  minWordSizefor2Typos: int(1, 100).optional(),
  queryType: z.enum(['prefixLast', 'prefixAll', 'prefixNone']).optional(),
  responseFields: attributeList.optional(),
  /** Searching facet values (multi-query `type: 'facet'`). */
  facetQuery: z.string().max(200).optional(),
  maxFacetHits: int(1, 100).optional(),
  ruleContexts: ignored.optional(),
  analytics: ignored.optional(),
  analyticsTags: ignored.optional(),
  clickAnalytics: ignored.optional(),
  enableABTest: ignored.optional(),
  enablePersonalization: ignored.optional(),
  personalizationImpact: ignored.optional(),
  userToken: ignored.optional(),
  enableRules: ignored.optional(),
  getRankingInfo: ignored.optional(),
  facetingAfterDistinct: ignored.optional(),
  distinct: ignored.optional(),
  percentileComputation: ignored.optional(),
  synonyms: ignored.optional(),
  replaceSynonymsInHighlight: ignored.optional(),
  ignorePlurals: ignored.optional(),
  removeStopWords: ignored.optional(),
  queryLanguages: ignored.optional(),
  naturalLanguages: ignored.optional(),
  exactOnSingleWordQuery: ignored.optional(),
  alternativesAsExact: ignored.optional(),
  sumOrFiltersScores: ignored.optional(),
  allowTyposOnNumericTokens: ignored.optional(),
  tagFilters: onlyEmpty.optional(),
  /** Rank, not narrow: 'attr:value' entries (optionally '<score=N>'), docs matching them first. */
  optionalFilters: filterList.optional(),
  advancedSyntax: z.preprocess(booleanish, z.literal(false)).optional(),
  aroundLatLngViaIP: z.preprocess(booleanish, z.literal(false)).optional(),
  removeWordsIfNoResults: z.literal('none').optional(),
});
export type SearchParams = z.output<typeof searchParamsSchema>;
