import { z } from 'zod';
import { apiErrorSchema, isRawBody, type AnyEndpoint } from '@sam/contracts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (the dialect of OpenAPI 3.1) of one side of a zod schema. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ERROR_TEXT: Record<number, string> = {
  401: 'Not logged in',
  403: 'Not allowed for this user',
  404: 'Not found',
  409: 'Conflicts with the current state',
  413: 'Too large',
  415: 'Unsupported media type',
  419: 'CSRF token missing or stale (fetch /sanctum/csrf-cookie and send X-XSRF-TOKEN)',
  422: 'Invalid input: `errors` lists the messages per field',
  429: 'Too many requests (Retry-After tells when to try again)',
};

const ACCESS_TEXT: Record<AnyEndpoint['access'], string> = {
  public: 'Public.',
  user: 'Logged in (session cookie or API token).',
  verified: 'Logged in with a confirmed email address.',
  session: 'Logged in by session cookie (not with an API token).',
  admin: 'Administrators.',
};

function parametersOf(endpoint: AnyEndpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({ name, in: where, required: where === 'path' || (object.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

function errorStatuses(endpoint: AnyEndpoint): number[] {
  const statuses = new Set(endpoint.errors ?? []);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access !== 'public' && endpoint.access !== 'user') statuses.add(403);
  if (endpoint.body || endpoint.query || endpoint.badParams === 'invalid') statuses.add(422);
  if (endpoint.params && endpoint.badParams !== 'invalid') statuses.add(404);
  if (endpoint.method !== 'GET' && endpoint.csrf !== false) statuses.add(419);
  return [...statuses].sort((a, b) => a - b);
}

function successOf(endpoint: AnyEndpoint): [string, JsonSchema] {
  const { response } = endpoint;
  if (response === null) return [String(endpoint.status ?? 204), { description: 'Done, no content' }];
  if (isRawBody(response)) {
    return [String(endpoint.status ?? 200), { description: response.description, content: { [response.contentType]: {} } }];
  }
  return [String(endpoint.status ?? 200), { description: 'Success', content: { 'application/json': { schema: jsonSchema(response, 'output') } } }];
}

function operationOf(endpoint: AnyEndpoint): JsonSchema {
  const [status, success] = successOf(endpoint);
  const responses: Record<string, JsonSchema> = { [status]: success };
  for (const code of errorStatuses(endpoint)) {
    responses[String(code)] = { description: ERROR_TEXT[code] ?? 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
  }
  const operation: JsonSchema = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: [endpoint.description, ACCESS_TEXT[endpoint.access]].filter(Boolean).join('\n\n'),
    tags: [...endpoint.tags],
    parameters: parametersOf(endpoint),
    responses,
  };
  if (endpoint.body) operation.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } };
  if (endpoint.consumes) operation.requestBody = { required: true, content: { [endpoint.consumes]: { schema: { type: 'object' } } } };
  if (endpoint.access !== 'public') operation.security = endpoint.access === 'session' ? [{ session: [] }] : [{ session: [] }, { bearer: [] }];
  return operation;
}

/** The OpenAPI 3.1 document of every public contract (generated once per process, on first request). */
export function openApiDocument(endpoints: readonly AnyEndpoint[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    if (endpoint.internal) continue;
    (paths[endpoint.path] ??= {})[endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  const tags = [...new Set(endpoints.filter((e) => !e.internal).flatMap((e) => e.tags))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'SAM API',
      version: '1.0.0',
      description:
        'The public API of the SAM portal: the directory of care and support providers in Belgium, its agenda, ads and information pages, and the back office of providers. ' +
        'Answers in French or Dutch after `Accept-Language` or the `locale` parameter. Writes need a session (cookie, with the `X-XSRF-TOKEN` header echoing the `XSRF-TOKEN` cookie that `GET /sanctum/csrf-cookie` sets) or an API token (`Authorization: Bearer <id>|<secret>`, created in the dashboard). ' +
        'Search also speaks the Algolia REST protocol under `/1/indexes`.',
    },
    servers: [{ url: serverUrl }],
    tags,
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sam_session', description: 'Session cookie set by POST /login' },
        bearer: { type: 'http', scheme: 'bearer', description: 'API token `<id>|<secret>` from the dashboard tokens page' },
      },
    },
  };
}
