import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isRawBody,
  routePath,
  type Access,
  type AnyEndpoint,
  type BodyOf,
  type HandlerResultOf,
  type ParamsOf,
  type QueryOf,
} from '@sam/contracts';
import { forbidden, HttpError, notFound, unauthenticated } from '../http-error';
import { unsafeTextPaths } from '../security/unsafe-text';
import type { SessionUser } from '../users/repository';
import { hasRole } from './session';
import { parse } from './validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route was registered from (the coverage test and the reference read it). */
    endpoint?: AnyEndpoint;
  }
}

/** The caller as the endpoint's access rule guarantees it: typed, never `request.user!`. */
export type UserFor<E extends AnyEndpoint> = E['access'] extends 'public' ? SessionUser | null : SessionUser;

export interface RouteContext<E extends AnyEndpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  user: UserFor<E>;
}

/**
 * A JSON endpoint returns its body (serialised through the contract), or the reply it already sent
 * (a conditional GET's 304); a raw one sends its reply.
 */
export type RouteResult<E extends AnyEndpoint> = E['response'] extends null
  ? void
  : E['response'] extends { raw: true }
    ? FastifyReply
    : HandlerResultOf<E> | SerializedBody | FastifyReply;

/**
 * A body already checked against its contract and written as JSON (serializedBody), sent as is:
 * an answer kept for many readers is checked and stringified once, not on every request.
 */
export class SerializedBody {
  constructor(readonly json: string) {}
}

/** `result` checked and stripped by `endpoint`'s response contract, then written as JSON once. */
export function serializedBody<E extends AnyEndpoint>(endpoint: E, result: HandlerResultOf<E>): SerializedBody {
  const schema = endpoint.response;
  if (schema === null || isRawBody(schema)) throw new Error(`${endpoint.id} has no JSON response to serialise`);
  const parsed = schema.safeParse(result);
  if (!parsed.success) throw new Error(`response of ${endpoint.id} does not match its contract: ${JSON.stringify(parsed.error.issues.slice(0, 10))}`);
  return new SerializedBody(JSON.stringify(parsed.data));
}

export type RouteHandler<E extends AnyEndpoint> = (context: RouteContext<E>) => RouteResult<E> | Promise<RouteResult<E>>;

/** The access rule of a contract, checked before anything is read from the request. */
export function authorize(access: Access, request: FastifyRequest): SessionUser | null {
  if (access === 'public') return request.user;
  const user = request.user;
  if (!user) throw unauthenticated();
  if (access === 'verified' && user.email_verified_at === null) throw new HttpError(403, 'errors.email_unverified');
  if (access === 'session' && request.apiToken) throw new HttpError(403, 'errors.session_required');
  if (access === 'admin' && !hasRole(user, 'admin', 'root')) throw forbidden();
  return user;
}

/** One place refuses control characters, lone surrogates and bidi overrides in any text sent (issue 14). */
function unsafeTextErrors(...values: unknown[]): Record<string, string[]> | null {
  const paths = values.flatMap((value) => unsafeTextPaths(value));
  return paths.length > 0 ? Object.fromEntries(paths.map((path) => [path, ['validation.characters']])) : null;
}

/** Query and body through the contract; unsafe text is reported with the schema's own errors, in one 422. */
function readInput(endpoint: AnyEndpoint, request: FastifyRequest): { query: unknown; body: unknown } {
  const unsafe = unsafeTextErrors(endpoint.query ? request.query : undefined, endpoint.body ? request.body : undefined);
  try {
    const query = endpoint.query ? parse(endpoint.query, request.query ?? {}, request) : undefined;
    const body = endpoint.body ? parse(endpoint.body, request.body ?? {}, request) : undefined;
    if (unsafe) throw new HttpError(422, 'validation.failed', { errors: unsafe });
    return { query, body };
  } catch (error) {
    if (!unsafe || !(error instanceof HttpError) || error.statusCode !== 422 || error.options.errors === unsafe) throw error;
    throw new HttpError(422, 'validation.failed', { errors: { ...error.options.errors, ...unsafe } });
  }
}

function readParams(endpoint: AnyEndpoint, request: FastifyRequest): unknown {
  if (!endpoint.params) return undefined;
  if (endpoint.badParams === 'invalid') return parse(endpoint.params, request.params, request);
  const result = endpoint.params.safeParse(request.params);
  if (!result.success) throw notFound(); // §8: a malformed id is a missing page, like an unknown one
  return result.data;
}

/**
 * Only what the contract declares leaves the API (unknown keys are stripped). A body that does not
 * match its contract is our bug: logged with the issues, answered 500 rather than sent wrong.
 */
function serialize(endpoint: AnyEndpoint, result: unknown, request: FastifyRequest): unknown {
  const schema = endpoint.response;
  if (schema === null || isRawBody(schema)) return result;
  const parsed = schema.safeParse(result);
  if (parsed.success) return parsed.data;
  request.log.error({ endpoint: endpoint.id, issues: parsed.error.issues.slice(0, 10) }, 'response does not match its contract');
  throw new Error(`response of ${endpoint.id} does not match its contract`);
}

/**
 * Registers the route a contract describes: access, then params (404 when malformed), query and
 * body validated with the contract's zod schemas (422 with localised field errors), then the
 * handler with typed values and user, then the response serialised through the contract.
 */
/** Who may touch the resource the path names: runs before the query and body are read. */
export type Guard<E extends AnyEndpoint> = (context: { request: FastifyRequest; params: ParamsOf<E>; user: UserFor<E> }) => Promise<unknown> | unknown;

export interface RouteOptions<E extends AnyEndpoint = AnyEndpoint> {
  /** Largest request body this route reads, in bytes (Fastify's default otherwise: 1 MiB). */
  bodyLimit?: number;
  /**
   * The resource's own authorization (an owner check): a stranger gets the 403/404 it deserves
   * before any 422 about the body, so bad input never tells anything about someone else's item.
   */
  guard?: Guard<E>;
}

export function route<E extends AnyEndpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>, options: RouteOptions<E> = {}): void {
  app.route({
    method: endpoint.method,
    url: routePath(endpoint.path),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    config: { csrf: endpoint.csrf ?? true, endpoint },
    handler: async (request, reply) => {
      const user = authorize(endpoint.access, request);
      const params = readParams(endpoint, request);
      await options.guard?.({ request, params: params as ParamsOf<E>, user: user as UserFor<E> });
      const { query, body } = readInput(endpoint, request);
      const context = { request, reply, params, query, body, user } as RouteContext<E>;
      const result: unknown = await handler(context);
      // Raw bodies, and a conditional GET the handler answered 304 Not Modified itself.
      if (isRawBody(endpoint.response) || reply.sent) return reply;
      if (endpoint.response === null) return reply.code(endpoint.status ?? 204).send();
      if (endpoint.status && reply.statusCode === 200) reply.code(endpoint.status);
      if (result instanceof SerializedBody) return reply.type('application/json; charset=utf-8').send(result.json);
      return serialize(endpoint, result, request);
    },
  });
}

/** Registers several routes of one module: `routes(app, faqEndpoints, { searchQuestions: … })`. */
export function routes<G extends Record<string, AnyEndpoint>>(
  app: FastifyInstance,
  group: G,
  handlers: { [K in keyof G]: RouteHandler<G[K]> },
  { guards, ...options }: Omit<RouteOptions, 'guard'> & { guards?: { [K in keyof G]?: Guard<G[K]> } } = {},
): void {
  for (const name of Object.keys(group) as (keyof G)[]) route(app, group[name], handlers[name], { ...options, guard: guards?.[name] });
}
