import { listOf } from '../common';
import { defineEndpoint } from '../http/endpoint';
import { prestataireSearchBodySchema, prestataireSearchHitSchema, prestataireSlugParamsSchema } from '../prestataire';
import { prestataireEditQuerySchema, prestataireOrEditCopyResponseSchema } from '../prestataire-write';

const tags = ['Providers'];

/** §7 providers, the public reads: a listing's page (or its edit copy) and the interim search. Writes are listings.ts. */
export const prestatairesEndpoints = {
  get: defineEndpoint({
    id: 'prestataires.get',
    method: 'GET',
    path: '/api/prestataires/{slug}',
    summary: 'One public listing with its addresses, activities, media, events and places; with edit=1, its edit copy',
    description:
      'A hidden listing is a missing page (404) to everyone but its owners and the team. With `edit=1` the answer is the edit copy ' +
      '(docs/decisions/0010-provider-listing-writes.md), for its owners and the team only (401, 403 on a public listing, 404 on a hidden one).',
    tags,
    access: 'public',
    params: prestataireSlugParamsSchema,
    query: prestataireEditQuerySchema,
    response: prestataireOrEditCopyResponseSchema,
    errors: [401, 403, 404],
  }),
  search: defineEndpoint({
    id: 'prestataires.search',
    method: 'POST',
    path: '/api/prestataires/search',
    summary: 'Search the public listings by text, one page of 20',
    tags,
    access: 'public',
    csrf: false,
    body: prestataireSearchBodySchema,
    response: listOf(prestataireSearchHitSchema),
  }),
} as const;
