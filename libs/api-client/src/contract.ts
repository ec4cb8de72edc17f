import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { urlOf, type AnyEndpoint, type RequestArgs } from '@sam/contracts';

/**
 * The request of an RTK Query endpoint, built from its contract (path, method, query string,
 * body), so the URL is written once, in libs/contracts: `query: (id) => callOf(e, { params: { id } })`.
 */
export function callOf<E extends AnyEndpoint>(endpoint: E, args: RequestArgs<E>): FetchArgs {
  const { body } = args as { body?: unknown };
  return { url: urlOf(endpoint, args), method: endpoint.method, ...(body === undefined ? {} : { body }) };
}
