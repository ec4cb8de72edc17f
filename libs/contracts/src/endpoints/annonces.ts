import { z } from 'zod';
import {
  annonceCategoryIdParamsSchema,
  annonceCategorySchema,
  annonceDetailSchema,
  annonceListSchema,
  annonceLocaleQuerySchema,
  annonceRefParamsSchema,
  annonceRefQuerySchema,
  annonceSearchSchema,
  annonceWriteSchema,
  managedAnnonceListSchema,
  managedAnnonceSchema,
} from '../annonces';
import { defineEndpoint, NO_CONTENT } from '../http/endpoint';

const tags = ['Classified ads'];

/**
 * §7 Annonces (classified ads): public reads, and the writes of the people who manage an ad (its
 * author, the owners of its listing, admin and root; docs/decisions/0007-annonce-writes.md).
 * Bookmarks are in the bookmarks group.
 */
export const annoncesEndpoints = {
  search: defineEndpoint({
    id: 'annonces.search',
    method: 'POST',
    path: '/api/annonces/search',
    summary: 'Search the published ads (category, text), one page of 30',
    description: 'With `mine: true` (logged in) the ads the user manages, whatever their status, newest first.',
    tags,
    access: 'public',
    csrf: false,
    body: annonceSearchSchema,
    // The user's own ads (mine: true), or the public cards.
    response: z.union([managedAnnonceListSchema, annonceListSchema]),
    errors: [401],
  }),
  create: defineEndpoint({
    id: 'annonces.create',
    method: 'POST',
    path: '/api/annonces',
    summary: 'Publish an ad (or keep it as a draft); at most 20 a day per user',
    tags,
    access: 'verified',
    body: annonceWriteSchema,
    response: z.object({ data: managedAnnonceSchema }),
    status: 201,
    errors: [429],
  }),
  update: defineEndpoint({
    id: 'annonces.update',
    method: 'PUT',
    path: '/api/annonces/{slug}',
    summary: 'Replace an ad',
    tags,
    access: 'verified',
    params: annonceRefParamsSchema,
    body: annonceWriteSchema,
    response: z.object({ data: managedAnnonceSchema }),
  }),
  delete: defineEndpoint({
    id: 'annonces.delete',
    method: 'DELETE',
    path: '/api/annonces/{slug}',
    summary: 'Delete an ad with its bookmarks',
    tags,
    access: 'verified',
    params: annonceRefParamsSchema,
    response: NO_CONTENT,
  }),
  listCategories: defineEndpoint({
    id: 'annonces.listCategories',
    method: 'GET',
    path: '/api/annonces/categories',
    summary: 'The ad categories with their number of published ads',
    tags,
    access: 'public',
    query: annonceLocaleQuerySchema,
    response: z.object({ data: z.array(annonceCategorySchema) }),
  }),
  getCategory: defineEndpoint({
    id: 'annonces.getCategory',
    method: 'GET',
    path: '/api/annonces/categories/{id}',
    summary: 'One ad category',
    tags,
    access: 'public',
    params: annonceCategoryIdParamsSchema,
    query: annonceLocaleQuerySchema,
    response: z.object({ data: annonceCategorySchema }),
  }),
  get: defineEndpoint({
    id: 'annonces.get',
    method: 'GET',
    path: '/api/annonces/{slug}',
    summary: 'One published ad by slug or id; with edit=1, the ad as the people who manage it edit it',
    description: 'With `edit=1` (its author, the owners of its listing, admin and root) the managed ad, whatever its status.',
    tags,
    access: 'public',
    params: annonceRefParamsSchema,
    query: annonceRefQuerySchema,
    // The public page, or the managed ad when edit=1.
    response: z.object({ data: z.union([annonceDetailSchema, managedAnnonceSchema]) }),
    errors: [401, 403],
  }),
} as const;
