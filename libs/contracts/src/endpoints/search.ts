import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';

const tags = ['Search (Algolia protocol)'];
const description =
  'The Algolia REST protocol over the embedded engine, so algoliasearch v5 and InstantSearch work unchanged. The search key is public and these routes only read: no session, no CSRF token. Browsers may post `text/plain` JSON. Errors are Algolia-shaped: `{ message, status }`.';

/** Algolia search parameters: either one `params` query string or the parameters as fields. */
const searchParamsSchema = z.looseObject({
  params: z.string().optional().describe('URL-encoded parameters, e.g. `query=aide&hitsPerPage=20&facetFilters=...`'),
  query: z.string().optional(),
  page: z.number().int().min(0).optional(),
  hitsPerPage: z.number().int().min(0).optional(),
  filters: z.string().optional(),
  facets: z.union([z.string(), z.array(z.string())]).optional(),
  facetFilters: z.unknown().optional(),
  numericFilters: z.unknown().optional(),
  aroundLatLng: z.string().optional(),
  insideBoundingBox: z.unknown().optional(),
  insidePolygon: z.unknown().optional(),
  attributesToRetrieve: z.union([z.string(), z.array(z.string())]).optional(),
});

const indexParams = z.object({ indexName: z.string().min(1).max(100) });

const searchResultSchema = z.looseObject({
  hits: z.array(z.record(z.string(), z.unknown())),
  nbHits: z.number().int(),
  page: z.number().int(),
  nbPages: z.number().int(),
  hitsPerPage: z.number().int(),
  facets: z.record(z.string(), z.record(z.string(), z.number())).optional(),
  query: z.string(),
  params: z.string(),
  processingTimeMS: z.number(),
});

const facetHitsSchema = z.looseObject({
  facetHits: z.array(z.object({ value: z.string(), highlighted: z.string(), count: z.number().int() })),
  exhaustiveFacetsCount: z.boolean(),
  processingTimeMS: z.number(),
});

/** §7 search: the five indices through the Algolia protocol (docs/decisions/0005-search-engine.md). */
export const searchEndpoints = {
  multipleQueries: defineEndpoint({
    id: 'search.multipleQueries',
    method: 'POST',
    path: '/1/indexes/{indexName}/queries',
    summary: 'Several searches in one call (InstantSearch); `indexName` is `*`',
    description,
    tags,
    access: 'public',
    csrf: false,
    params: indexParams,
    body: z.looseObject({
      requests: z.array(searchParamsSchema.extend({ indexName: z.string(), type: z.enum(['default', 'facet']).optional(), facet: z.string().optional() })),
      strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
    }),
    response: z.object({ results: z.array(z.union([searchResultSchema, facetHitsSchema])) }),
    errors: [400, 404],
  }),
  query: defineEndpoint({
    id: 'search.query',
    method: 'POST',
    path: '/1/indexes/{indexName}/query',
    summary: 'Search one index',
    description,
    tags,
    access: 'public',
    csrf: false,
    params: indexParams,
    body: searchParamsSchema,
    response: searchResultSchema,
    errors: [400, 404],
  }),
  searchFacetValues: defineEndpoint({
    id: 'search.searchFacetValues',
    method: 'POST',
    path: '/1/indexes/{indexName}/facets/{facetName}/query',
    summary: 'Search the values of one facet',
    description,
    tags,
    access: 'public',
    csrf: false,
    params: indexParams.extend({ facetName: z.string().min(1).max(200) }),
    body: searchParamsSchema.extend({ facetQuery: z.string().optional() }),
    response: facetHitsSchema,
    errors: [400, 404],
  }),
  listIndices: defineEndpoint({
    id: 'search.listIndices',
    method: 'GET',
    path: '/1/indexes',
    summary: 'The indices, their sizes and update times',
    description,
    tags,
    access: 'public',
    response: z.object({ items: z.array(z.looseObject({ name: z.string(), entries: z.number().int() })), nbPages: z.number().int() }),
  }),
  getObject: defineEndpoint({
    id: 'search.getObject',
    method: 'GET',
    path: '/1/indexes/{indexName}/{objectID}',
    summary: 'One record of an index',
    description,
    tags,
    access: 'public',
    params: indexParams.extend({ objectID: z.string().min(1).max(200) }),
    query: z.looseObject({ attributesToRetrieve: z.string().optional() }),
    response: z.record(z.string(), z.unknown()),
    errors: [404],
  }),
} as const;
