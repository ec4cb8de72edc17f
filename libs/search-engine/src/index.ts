// The embedded Algolia-protocol engine (docs/decisions/0005-search-engine.md): server only.
export { SearchIndex } from './engine/search-index';
export type { BaseRecord } from './engine/store';
export type { IndexSettings } from './settings';
export { decodeSearchRequest, type DecodedRequest } from './protocol/params';
export { SearchRequestError } from './protocol/errors';
export { SEARCH_LIMITS, ensureWithinRequestLimits } from './protocol/limits';
export type { FacetSearchResponse, IndexInfo, SearchResponse } from './protocol/responses';
export { DEFAULT_MAX_VALUES_PER_FACET } from './facets/counts';
export { parseFacetFilter, type FilterNode } from './filters/parse';
export { fold, stemKeys, tokens, words, type Token } from './text/words';
export { allowedTypos, editDistance, type TypoOptions } from './text/typos';
