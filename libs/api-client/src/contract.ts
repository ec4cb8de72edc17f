import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { urlOf, type AnyEndpoint, type RequestArgs } from '@sam/contracts';

export interface CallOptions {
  /**
   * Send a PUT/PATCH/DELETE as a POST carrying `_method` in the body (§7 "POST … with _method
   * PUT", Laravel style), as the spec writes some calls; the API answers both forms.
   */
  methodOverride?: boolean;
}

/**
 * The request of an RTK Query endpoint, built from its contract (path, method, query string,
 * body), so the URL is written once, in libs/contracts: `query: (id) => callOf(e, { params: { id } })`.
 */
export function callOf<E extends AnyEndpoint>(endpoint: E, args: RequestArgs<E>, { methodOverride = false }: CallOptions = {}): FetchArgs {
  const { body } = args as { body?: unknown };
  const url = urlOf(endpoint, args);
  if (methodOverride && endpoint.method !== 'GET' && endpoint.method !== 'POST') {
    return { url, method: 'POST', body: { ...(body as object | undefined), _method: endpoint.method } };
  }
  return { url, method: endpoint.method, ...(body === undefined ? {} : { body }) };
}
