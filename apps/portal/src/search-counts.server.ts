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

/**
 * How long a page waits for a count it does not have yet. A count is worth a line of text, not the
 * page: the engine's client reads for up to 15 s (SERVER_TIMEOUTS) before it gives up, and every
 * page of that kind waited on the same question (under load, some waited past autocannon's 30 s).
 * After this the page renders with the last good count, or says nothing is known; the question
 * goes on and serves the pages after it.
 */
const COUNT_WAIT_MS = 3_000;

/**
 * `count()` once per key and `keepMs`, shared by the callers meanwhile; each caller waits for it at
 * most `waitMs`. A failed refresh (`failed`) answers the last count that succeeded, if any, until
 * the next try; a first failure is not kept. With `keepMs` 0 every call asks and waits (the e2e run).
 */
export function countCache({ keepMs, waitMs }: { keepMs: number; waitMs: number }) {
  const counts = new Map<string, { at: number; value: Promise<unknown>; good?: unknown }>();
  return function reused<T>(key: string, count: () => Promise<T>, failed: (value: T) => boolean, unknown: T): Promise<T> {
    if (keepMs === 0) return count();
    let entry = counts.get(key);
    if (!entry || Date.now() - entry.at >= keepMs) {
      const fresh: { at: number; value: Promise<unknown>; good?: unknown } = { at: Date.now(), value: Promise.resolve(), good: entry?.good };
      fresh.value = count().then((result) => {
        if (!failed(result)) {
          fresh.good = result;
          return result;
        }
        if (fresh.good !== undefined) return fresh.good as T;
        if (counts.get(key) === fresh) counts.delete(key);
        return result;
      });
      counts.set(key, fresh);
      entry = fresh;
    }
    const current = entry;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve((current.good as T | undefined) ?? unknown), waitMs);
      timer.unref?.();
    });
    return Promise.race([current.value as Promise<T>, late]).finally(() => clearTimeout(timer));
  };
}

const reused = countCache({ keepMs: COUNT_CACHE_MS, waitMs: COUNT_WAIT_MS });

/**
 * What went wrong with a search, try by try: the client's "Unreachable hosts" alone does not say
 * whether the engine was slow (timed out), refused (network) or failed (5xx).
 */
export function searchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const tries = (error as { stackTrace?: { response?: { status?: number; isTimedOut?: boolean } }[] }).stackTrace ?? [];
  const described = tries.map(({ response }) => (response?.isTimedOut ? 'timed out' : response?.status ? `HTTP ${response.status}` : 'no connection'));
  return described.length > 0 ? `${error.name}: ${described.join(', ')}` : error.message;
}

/**
 * The question waits longer than a browser would (5 s to read): asked rarely, it fills the cache for
 * later pages even when a page stopped waiting (COUNT_WAIT_MS). The connect timeout is as long:
 * Algolia's Node requester stops that timer at the answer's headers, not at the connection, so 2 s
 * gave up on a busy engine that was about to answer (`address count: RetryError: timed out` once
 * or more in every single-process `npm run load`).
 */
const SERVER_TIMEOUTS = { connect: 15_000, read: 15_000, write: 15_000 };

/** More needs than Algolia's default 100 facet values (its ceiling is 1,000). */
const MAX_NEEDS = 1000;

/**
 * Addresses per need, keyed by the need's facet value ('Parent' or 'Parent > Child'), counted by
 * the search index itself: the guided search then shows the numbers the search page's need menu
 * and results show for the same need (docs/decisions/0021-one-count-per-thing.md). Empty when the
 * engine cannot be reached (the cards then say nothing is known rather than a wrong number).
 */
export function needAddressCounts(request: Request, locale: SearchLocale): Promise<Record<string, number>> {
  return reused(`needs:${locale}`, () => countNeedAddresses(request, locale), (found) => Object.keys(found).length === 0, {});
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
    console.error('need counts:', searchFailure(error));
    return {};
  }
}

/** Addresses in the directory (records of the search index): the search page's count without filters; null when unknown. */
export function indexAddressCount(request: Request, locale: SearchLocale): Promise<number | null> {
  return reused(`addresses:${locale}`, () => countAddresses(request, locale), (found) => found === null, null);
}

async function countAddresses(request: Request, locale: SearchLocale): Promise<number | null> {
  try {
    const client = createSearchClient(serverSearchConfig(), locale, forwardedFor(request), SERVER_TIMEOUTS);
    const { results } = await client.search({ requests: [{ indexName: SEARCH_INDEX_NAMES.prestataire_addresses, hitsPerPage: 0 }] });
    return (results[0] as { nbHits?: number }).nbHits ?? null;
  } catch (error) {
    console.error('address count:', searchFailure(error));
    return null;
  }
}
