import { prestataireFacets, SEARCH_INDEX_NAMES, type SearchLocale } from '@sam/contracts';
import { createSearchClient } from './features/search/search-client';
import { serverSearchConfig } from './config.server';
import { forwardedFor } from './api.server';

/**
 * How long a count is reused: every page of the same kind shows the same numbers, and under load one
 * question per locale every few seconds replaced one per page view (which the engine, busy with the
 * visitors' own searches, answered late enough for the client to give up: "Unreachable hosts").
 * Pages are kept as long (server.mjs, PORTAL_PAGE_CACHE_SECONDS; 0: asked each time).
 */
const COUNT_CACHE_MS = 1000 * Number(process.env['PORTAL_PAGE_CACHE_SECONDS'] ?? 5);

const counts = new Map<string, { at: number; value: Promise<unknown>; good?: unknown }>();

/**
 * `count()` once per key and COUNT_CACHE_MS, shared by the callers meanwhile. A failed refresh
 * (`failed`) answers the last count that succeeded, if any, until the next try; a first failure is
 * not kept.
 */
function reused<T>(key: string, count: () => Promise<T>, failed: (value: T) => boolean): Promise<T> {
  if (COUNT_CACHE_MS === 0) return count();
  const kept = counts.get(key);
  if (kept && Date.now() - kept.at < COUNT_CACHE_MS) return kept.value as Promise<T>;
  const entry: { at: number; value: Promise<unknown>; good?: unknown } = { at: Date.now(), value: Promise.resolve(), good: kept?.good };
  const value = count().then((result) => {
    if (!failed(result)) {
      entry.good = result;
      return result;
    }
    if (entry.good !== undefined) return entry.good as T;
    if (counts.get(key) === entry) counts.delete(key);
    return result;
  });
  entry.value = value;
  counts.set(key, entry);
  return value;
}

/** The server waits longer than a browser would (5 s to read): a count is worth waiting for under load, and it is asked rarely. */
const SERVER_TIMEOUTS = { connect: 2_000, read: 15_000, write: 15_000 };

/** More needs than Algolia's default 100 facet values (its ceiling is 1,000). */
const MAX_NEEDS = 1000;

/**
 * Addresses per need, keyed by the need's facet value ('Parent' or 'Parent > Child'), counted by
 * the search index itself: the guided search then shows the numbers the search page's need menu
 * and results show for the same need (docs/decisions/0021-one-count-per-thing.md). Empty when the
 * engine cannot be reached (the cards then say nothing is known rather than a wrong number).
 */
export function needAddressCounts(request: Request, locale: SearchLocale): Promise<Record<string, number>> {
  return reused(`needs:${locale}`, () => countNeedAddresses(request, locale), (found) => Object.keys(found).length === 0);
}

async function countNeedAddresses(request: Request, locale: SearchLocale): Promise<Record<string, number>> {
  const facets = prestataireFacets(locale);
  try {
    const client = createSearchClient(serverSearchConfig(), locale, forwardedFor(request), SERVER_TIMEOUTS);
    const { results } = await client.search({
      requests: [{ indexName: SEARCH_INDEX_NAMES.prestataire_addresses, hitsPerPage: 0, facets: [facets.needLvl0, facets.needLvl1], maxValuesPerFacet: MAX_NEEDS }],
    });
    const found = results[0] as { facets?: Record<string, Record<string, number>> };
    return { ...found.facets?.[facets.needLvl0], ...found.facets?.[facets.needLvl1] };
  } catch (error) {
    console.error('need counts:', error instanceof Error ? error.message : error);
    return {};
  }
}

/** Addresses in the directory (records of the search index): the search page's count without filters; null when unknown. */
export function indexAddressCount(request: Request, locale: SearchLocale): Promise<number | null> {
  return reused(`addresses:${locale}`, () => countAddresses(request, locale), (found) => found === null);
}

async function countAddresses(request: Request, locale: SearchLocale): Promise<number | null> {
  try {
    const client = createSearchClient(serverSearchConfig(), locale, forwardedFor(request), SERVER_TIMEOUTS);
    const { results } = await client.search({ requests: [{ indexName: SEARCH_INDEX_NAMES.prestataire_addresses, hitsPerPage: 0 }] });
    return (results[0] as { nbHits?: number }).nbHits ?? null;
  } catch (error) {
    console.error('address count:', error instanceof Error ? error.message : error);
    return null;
  }
}
