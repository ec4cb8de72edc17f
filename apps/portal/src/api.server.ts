import { data } from 'react-router';
import { isRawBody, urlOf, type AnyEndpoint, type RequestArgs, type ResponseOf } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { portalConfig } from './config.server';

export class ApiResponseError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * The visitor's address chain as the proxy in front of the portal gave it, passed on so the API's
 * per-address limits count the visitor, not the portal (the API believes it only with TRUST_PROXY).
 */
export function forwardedFor(request: Request): Record<string, string> {
  const chain = request.headers.get('x-forwarded-for');
  return chain ? { 'X-Forwarded-For': chain } : {};
}

/** The API's session cookie (apps/api/src/plugins/session.ts); server.mjs tells signed-in visitors apart by it too. */
export const SESSION_COOKIE = 'sam_session';

/** Whether the request carries a session: without one the visitor is anonymous, with nothing to ask the API about. */
export const hasSessionCookie = (request: Request): boolean => (request.headers.get('cookie') ?? '').split(/;\s*/).some((pair) => pair.startsWith(`${SESSION_COOKIE}=`));

/** How long a visitor is asked to wait when the API gives no Retry-After (it gives 5 s for a database restart). */
const DEFAULT_RETRY_AFTER_SECONDS = '5';

/**
 * The API cannot serve the page right now (its database restarting or read-only, the API itself
 * restarting or unreachable): the visitor gets the error page with a 503 and Retry-After, and the
 * log one line instead of a stack trace: an outage is an expected state, not a bug (issue 16 item 4).
 */
function unavailable(endpoint: AnyEndpoint, why: string, retryAfter: string | null) {
  console.warn(`portal: the API could not answer ${endpoint.id}: ${why}`);
  return data(null, { status: 503, headers: { 'Retry-After': retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS } });
}

const reason = (error: unknown) => {
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
};

/**
 * Server-side call to the API for a loader, described by its contract: forwards the visitor's
 * cookies (so the session is the visitor's own) and the page locale, and validates the answer
 * with the contract's schema, so a loader never renders a shape it did not expect.
 */
export async function callApi<E extends AnyEndpoint>(request: Request, endpoint: E, args: RequestArgs<E>, locale: Locale): Promise<ResponseOf<E>> {
  const body = (args as { body?: unknown }).body;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': locale, ...forwardedFor(request) };
  const cookie = request.headers.get('cookie');
  if (cookie) headers['Cookie'] = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(new URL(urlOf(endpoint, args), portalConfig.apiInternalUrl), {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw unavailable(endpoint, reason(error), null);
  }
  if (response.status === 503) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw unavailable(endpoint, `503 ${payload?.message ?? response.statusText}`, response.headers.get('retry-after'));
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiResponseError(response.status, payload?.message ?? response.statusText);
  }
  const schema = endpoint.response;
  if (schema === null) return undefined as ResponseOf<E>;
  if (isRawBody(schema)) return (await response.blob()) as ResponseOf<E>;
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiResponseError(502, `${endpoint.id}: the API answered a shape its contract does not describe`);
  return parsed.data as ResponseOf<E>;
}

