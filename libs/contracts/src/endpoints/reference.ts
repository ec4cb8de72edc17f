import { z } from 'zod';
import { defineEndpoint, rawBody } from '../http/endpoint';

const tags = ['Reference'];

/** The API describes itself: the OpenAPI 3.1 document generated from every contract, and a page to try it. */
export const referenceEndpoints = {
  openapi: defineEndpoint({
    id: 'reference.openapi',
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document',
    tags,
    access: 'public',
    response: z.record(z.string(), z.unknown()),
  }),
  page: defineEndpoint({
    id: 'reference.page',
    method: 'GET',
    path: '/api/docs',
    summary: 'Interactive reference of this API (HTML)',
    tags,
    access: 'public',
    response: rawBody('text/html', 'The reference page'),
  }),
  asset: defineEndpoint({
    id: 'reference.asset',
    method: 'GET',
    path: '/api/docs/assets/{file}',
    summary: 'Script and style of the reference page',
    tags,
    access: 'public',
    internal: true,
    params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.(?:js|css)$/) }),
    response: rawBody('application/javascript', 'A static file of the reference page'),
    errors: [404],
  }),
} as const;
