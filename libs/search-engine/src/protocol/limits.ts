import { SearchRequestError } from './errors';

/**
 * What one request may ask of the engine (issue 14): the protocol has no login, so these bound
 * the work and the answer of any request, whatever it asks. Algolia's own caps where it has one.
 */
export const SEARCH_LIMITS = {
  /** Sub-queries of one multi-query request (InstantSearch sends one per refined disjunctive facet, plus one per tab). */
  queriesPerRequest: 50,
  /** Hits of all sub-queries of one request together (hitsPerPage alone is capped at 1000 by the schema). */
  hitsPerRequest: 1000,
  /** Nesting of any value sent as a parameter (arrays of arrays…). */
  valueDepth: 8,
  /** Size of one answer once serialised. */
  responseBytes: 8 * 1024 * 1024,
  /** Size of a request body. */
  bodyBytes: 64 * 1024,
} as const;

/** Depth of a JSON value, iteratively (a recursive walk of a hostile value would overflow itself). */
export function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > SEARCH_LIMITS.valueDepth) return deepest;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

export function ensureShallow(value: unknown, label: string): void {
  if (depthOf(value) > SEARCH_LIMITS.valueDepth) throw new SearchRequestError(`${label}: nested more than ${SEARCH_LIMITS.valueDepth} levels deep`);
}

/** Refuses a multi-query that asks for too many queries or hits before any is run. */
export function ensureWithinRequestLimits(hitsPerQuery: readonly number[]): void {
  if (hitsPerQuery.length > SEARCH_LIMITS.queriesPerRequest) {
    throw new SearchRequestError(`Too many requests in one call: ${hitsPerQuery.length} (at most ${SEARCH_LIMITS.queriesPerRequest})`);
  }
  const hits = hitsPerQuery.reduce((sum, n) => sum + n, 0);
  if (hits > SEARCH_LIMITS.hitsPerRequest) {
    throw new SearchRequestError(`Too many hits asked in one call: ${hits} (at most ${SEARCH_LIMITS.hitsPerRequest} over all requests; use pagination)`);
  }
}
