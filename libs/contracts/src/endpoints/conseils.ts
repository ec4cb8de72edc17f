import { z } from 'zod';
import { listOf } from '../common';
import { defineEndpoint } from '../http/endpoint';
import {
  conseilDetailQuerySchema,
  conseilDetailSchema,
  conseilEditableSchema,
  conseilListQuerySchema,
  conseilRefParamsSchema,
  conseilSummarySchema,
  conseilWriteSchema,
} from '../conseils';

const tags = ['Advice guides'];

/** §7 Conseils: public reads, and the SAM editors' edit copy and PUT (docs/decisions/0009-editorial-writes.md). */
export const conseilsEndpoints = {
  list: defineEndpoint({
    id: 'conseils.list',
    method: 'GET',
    path: '/api/conseils',
    summary: 'The published advice guides with their tags, newest first, one page of 30',
    tags,
    access: 'public',
    query: conseilListQuerySchema,
    response: listOf(conseilSummarySchema),
  }),
  get: defineEndpoint({
    id: 'conseils.get',
    method: 'GET',
    path: '/api/conseils/{id}',
    summary: 'One published guide by id or slug (either language) with its sections, tags and needs; with edit=1, the edit copy',
    description: 'With `edit=1` (admin and root only) the answer is the edit copy, both languages, published or not.',
    tags,
    access: 'public',
    params: conseilRefParamsSchema,
    query: conseilDetailQuerySchema,
    // The public page, or the edit copy when edit=1.
    response: z.object({ data: z.union([conseilDetailSchema, conseilEditableSchema]) }),
    errors: [401, 403, 404],
  }),
  update: defineEndpoint({
    id: 'conseils.update',
    method: 'PUT',
    path: '/api/conseils/{id}',
    summary: 'Replace a guide, its sections, tags and needs, both languages (§7: sent as POST with _method PUT)',
    tags,
    access: 'admin',
    params: conseilRefParamsSchema,
    body: conseilWriteSchema,
    response: z.object({ data: conseilEditableSchema }),
    errors: [404],
  }),
} as const;
