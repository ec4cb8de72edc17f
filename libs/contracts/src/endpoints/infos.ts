import { z } from 'zod';
import { listOf } from '../common';
import { defineEndpoint } from '../http/endpoint';
import {
  infoDetailQuerySchema,
  infoDetailSchema,
  infoEditableSchema,
  infoListQuerySchema,
  infoLocaleQuerySchema,
  infoRefParamsSchema,
  infoSearchBodySchema,
  infoSummarySchema,
  infoWriteSchema,
} from '../infos';

const tags = ['Useful information'];

/** §7 Infos: public reads, and the SAM editors' edit copy and PUT (docs/decisions/0009-editorial-writes.md). */
export const infosEndpoints = {
  list: defineEndpoint({
    id: 'infos.list',
    method: 'GET',
    path: '/api/infos',
    summary: 'The published infos, newest first, one page of 20, optionally of one category',
    tags,
    access: 'public',
    query: infoListQuerySchema,
    response: listOf(infoSummarySchema),
  }),
  search: defineEndpoint({
    id: 'infos.search',
    method: 'POST',
    path: '/api/infos/search',
    summary: 'Search the published infos (words in title, summary and body, accents and case aside)',
    tags,
    access: 'public',
    csrf: false,
    body: infoSearchBodySchema,
    response: listOf(infoSummarySchema),
  }),
  get: defineEndpoint({
    id: 'infos.get',
    method: 'GET',
    path: '/api/infos/{id}',
    summary: 'One published info by id or slug (either language); with edit=1, the edit copy',
    description: 'With `edit=1` (admin and root only) the answer is the edit copy, both languages, published or not.',
    tags,
    access: 'public',
    params: infoRefParamsSchema,
    query: infoDetailQuerySchema,
    // The public page, or the edit copy when edit=1.
    response: z.object({ data: z.union([infoDetailSchema, infoEditableSchema]) }),
    errors: [401, 403, 404],
  }),
  update: defineEndpoint({
    id: 'infos.update',
    method: 'PUT',
    path: '/api/infos/{id}',
    summary: 'Replace an info, both languages (also as POST with _method PUT)',
    tags,
    access: 'admin',
    params: infoRefParamsSchema,
    body: infoWriteSchema,
    response: z.object({ data: infoEditableSchema }),
    errors: [404],
  }),
  related: defineEndpoint({
    id: 'infos.related',
    method: 'GET',
    path: '/api/infos/{id}/related',
    summary: 'The published infos linked to one, either way, in alphabetical order',
    tags,
    access: 'public',
    params: infoRefParamsSchema,
    query: infoLocaleQuerySchema,
    response: z.object({ data: z.array(infoSummarySchema) }),
    errors: [404],
  }),
} as const;
