import type { Locale } from '@sam/i18n-routes';
import { portalConfig } from './config.server';

export class ApiResponseError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * Server-side call to the API for a loader: forwards the visitor's cookies (so the session
 * is the visitor's own) and the page locale.
 */
export async function apiFetch<T>(request: Request, path: string, locale: Locale, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale };
  const cookie = request.headers.get('cookie');
  if (cookie) headers['Cookie'] = cookie;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(new URL(path, portalConfig.apiInternalUrl), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiResponseError(response.status, payload?.message ?? response.statusText);
  }
  return (await response.json()) as T;
}
