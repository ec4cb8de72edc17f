import { z } from 'zod';
import { annonceCategoryIdParamsSchema, annonceLocaleQuerySchema, offreCategorySchema, offreIdParamsSchema, offreListSchema, offreSchema, offreSearchSchema } from '../annonces';
import { defineEndpoint } from '../http/endpoint';

const tags = ['Member offers'];

/**
 * §7 Offres (member benefits): read-only, the SAM team enters them. The promo code goes only to a
 * user who runs a listing or holds the provider role, and to the team (null for anyone else).
 */
export const offresEndpoints = {
  search: defineEndpoint({
    id: 'offres.search',
    method: 'POST',
    path: '/api/offres/search',
    summary: 'Search the offers valid today (or all of them), one page of 30',
    tags,
    access: 'public',
    csrf: false,
    body: offreSearchSchema,
    response: offreListSchema,
  }),
  listCategories: defineEndpoint({
    id: 'offres.listCategories',
    method: 'GET',
    path: '/api/offres/categories',
    summary: 'The offer categories with their number of valid offers',
    tags,
    access: 'public',
    query: annonceLocaleQuerySchema,
    response: z.object({ data: z.array(offreCategorySchema) }),
  }),
  getCategory: defineEndpoint({
    id: 'offres.getCategory',
    method: 'GET',
    path: '/api/offres/categories/{id}',
    summary: 'One offer category',
    tags,
    access: 'public',
    params: annonceCategoryIdParamsSchema,
    query: annonceLocaleQuerySchema,
    response: z.object({ data: offreCategorySchema }),
  }),
  get: defineEndpoint({
    id: 'offres.get',
    method: 'GET',
    path: '/api/offres/{id}',
    summary: 'One offer',
    tags,
    access: 'public',
    params: offreIdParamsSchema,
    query: annonceLocaleQuerySchema,
    response: z.object({ data: offreSchema }),
  }),
} as const;
