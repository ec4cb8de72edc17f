import { languageFirstFilters, type SearchLocale } from '@sam/contracts';

type Entry = Record<string, unknown> & { indexName?: string; type?: string; params?: Record<string, unknown> };
/** A multi-query as algoliasearch v5 takes it: `{ requests }` (entries with flat parameters) or a legacy array. */
export type MultiQuery = { requests: Entry[] } | Entry[];

/**
 * Each hits query without query text asks for the page's language first (optionalFilters from
 * languageFirstFilters); InstantSearch sends entries with their parameters flat (v5) or under
 * `params` (legacy shape): both are handled. A query that sets its own optionalFilters is left as is.
 */
export function withLanguageFirst<T extends MultiQuery>(requests: T, locale: SearchLocale): T {
  const add = (entry: Entry): Entry => {
    if (entry.type === 'facet' || typeof entry.indexName !== 'string') return entry;
    const nested = entry.params !== null && typeof entry.params === 'object';
    const params = nested ? (entry.params as Record<string, unknown>) : entry;
    if (params.optionalFilters !== undefined) return entry;
    const optionalFilters = languageFirstFilters(entry.indexName, typeof params.query === 'string' ? params.query : undefined, locale);
    if (!optionalFilters) return entry;
    return nested ? { ...entry, params: { ...params, optionalFilters } } : { ...entry, optionalFilters };
  };
  if (Array.isArray(requests)) return requests.map(add) as T;
  return { ...requests, requests: requests.requests.map(add) };
}
