import type { z } from 'zod';

/**
 * One description per HTTP endpoint (issue 12): the API registers its route from it (request
 * validation, response serialisation, access), the OpenAPI document is generated from it, the
 * RTK Query endpoints build their requests from it and the portal's server client validates
 * what it receives with it. See docs/decisions/0012-endpoint-contracts.md.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call (checked by the API before the handler runs, shown in the reference):
 * - public: anyone; the handler still sees the user when there is one;
 * - user: logged in, by session cookie or API token (401 otherwise);
 * - verified: logged in with a confirmed email address (403 errors.email_unverified);
 * - session: logged in by session cookie, not by API token (credentials, tokens, deletion);
 * - admin: role admin or root (403).
 */
export type Access = 'public' | 'user' | 'verified' | 'session' | 'admin';

/** A success body that is not JSON (a file, a calendar, a redirect): the handler sends it itself. */
export interface RawBody {
  readonly raw: true;
  readonly contentType: string;
  readonly description: string;
}
export const rawBody = (contentType: string, description: string): RawBody => ({ raw: true, contentType, description });

/** 204 No Content. */
export const NO_CONTENT = null;

export type ResponseSpec = z.ZodType | RawBody | null;

export interface EndpointSpec<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends ResponseSpec = ResponseSpec,
> {
  /** Unique operation id, `group.name` (the OpenAPI operationId). */
  readonly id: string;
  readonly method: HttpMethod;
  /** OpenAPI style: `/api/events/{slug}`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  /** Reference section(s). */
  readonly tags: readonly string[];
  readonly access: Access;
  /** false on read-only POSTs (searches), which need no CSRF token. Default: true for every write. */
  readonly csrf?: boolean;
  readonly params?: P;
  readonly query?: Q;
  /** JSON body; a missing body is validated as `{}` so each required field gets its own error. */
  readonly body?: B;
  /** The request body is not JSON (an upload): documented, read by the handler itself. */
  readonly consumes?: 'multipart/form-data';
  readonly response: R;
  /** Success status; default 200 (204 when `response` is NO_CONTENT). */
  readonly status?: 200 | 201 | 202 | 204 | 302;
  /** Error statuses the endpoint answers besides 422 for bad input, for the reference. */
  readonly errors?: readonly number[];
  /**
   * What a path parameter that fails validation means: `not_found` (§8, the default: a malformed
   * id is a missing page, like an unknown one) or `invalid` (422 field errors).
   */
  readonly badParams?: 'not_found' | 'invalid';
  /** Hidden from the public reference (development helpers). */
  readonly internal?: boolean;
}

export type AnyEndpoint = EndpointSpec<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, ResponseSpec>;

/** Keeps the literal types of a definition (schemas, method, response) for the helpers below. */
export function defineEndpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends ResponseSpec = null,
>(spec: EndpointSpec<P, Q, B, R>): EndpointSpec<P, Q, B, R> {
  return spec;
}

/** The schema an endpoint declares for a part (never when it declares none). */
type Part<S> = NonNullable<S> extends z.ZodType ? NonNullable<S> : never;
type InputOf<S> = [Part<S>] extends [never] ? never : z.input<Part<S>>;
type OutputOf<S> = [Part<S>] extends [never] ? undefined : z.output<Part<S>>;
type Arg<Name extends string, S> = [Part<S>] extends [never] ? { [K in Name]?: never } : { [K in Name]: InputOf<S> };

/** What a client sends: only the parts the endpoint declares, typed by their schemas' input. */
export type RequestArgs<E extends AnyEndpoint> = Arg<'params', E['params']> & Arg<'query', E['query']> & Arg<'body', E['body']>;

/** What a client receives on success (the schema's output). */
export type ResponseOf<E extends AnyEndpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : E['response'] extends null ? void : Blob;

/** What the API handler must return for a JSON endpoint (the schema's input, serialised on the way out). */
export type HandlerResultOf<E extends AnyEndpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : void;

/** What the API handler receives after validation. */
export type ParamsOf<E extends AnyEndpoint> = OutputOf<E['params']>;
export type QueryOf<E extends AnyEndpoint> = OutputOf<E['query']>;
export type BodyOf<E extends AnyEndpoint> = OutputOf<E['body']>;

export const isRawBody = (response: ResponseSpec): response is RawBody => response !== null && typeof response === 'object' && 'raw' in response;

/** The Fastify form of a path: `/api/events/{slug}` → `/api/events/:slug`. */
export const routePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{name}` segments from params (URI-encoded); a missing value is a programming error. */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Query parameters as URL search params (arrays repeated, undefined left out). */
export function searchParamsOf(query: Record<string, unknown> | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search;
}

/** The URL (path and query string) of a call, relative to the API base. */
export function urlOf<E extends AnyEndpoint>(endpoint: E, args: RequestArgs<E>): string {
  const { params, query } = args as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const search = searchParamsOf(query).toString();
  return pathWith(endpoint.path, params) + (search ? `?${search}` : '');
}
