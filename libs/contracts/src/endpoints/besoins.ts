import { z } from 'zod';
import { listOf } from '../common';
import { defineEndpoint } from '../http/endpoint';
import { besoinDetailSchema, besoinLocaleQuerySchema, besoinRefParamsSchema, besoinSearchBodySchema, besoinSummarySchema } from '../besoins';

const tags = ['Needs'];

/** §7 Besoins: the needs tree of the guided search (me-laisser-guider). */
export const besoinsEndpoints = {
  search: defineEndpoint({
    id: 'besoins.search',
    method: 'POST',
    path: '/api/besoins/search',
    summary: 'Search the needs (words, parent, level), one page of 100',
    tags,
    access: 'public',
    csrf: false,
    body: besoinSearchBodySchema,
    response: listOf(besoinSummarySchema),
  }),
  get: defineEndpoint({
    id: 'besoins.get',
    method: 'GET',
    path: '/api/besoins/{id}',
    summary: 'One need by id or slug (either language) with its parent, children and advice guides',
    tags,
    access: 'public',
    params: besoinRefParamsSchema,
    query: besoinLocaleQuerySchema,
    response: z.object({ data: besoinDetailSchema }),
    errors: [404],
  }),
} as const;
