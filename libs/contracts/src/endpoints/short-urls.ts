import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { shortUrlCreateSchema, shortUrlSchema, shortUrlSearchSchema, sitemapPrestataireSchema } from '../short-urls';

const tags = ['Short links'];

/** §7 "Tags and short URLs": short links of the portal's pages, and the providers of the sitemap. */
export const shortUrlsEndpoints = {
  create: defineEndpoint({
    id: 'shortUrls.create',
    method: 'POST',
    path: '/api/urls',
    summary: "The short link of a portal page: the page's existing one (200), or a new one (201)",
    description: 'New links are limited per IP (30 an hour); asking again for an existing one is free.',
    tags,
    access: 'public',
    body: shortUrlCreateSchema,
    response: shortUrlSchema,
    errors: [429],
  }),
  search: defineEndpoint({
    id: 'shortUrls.search',
    method: 'POST',
    path: '/api/urls/search',
    summary: 'Look short links up by code and/or id; hit counts one visit of the link found',
    tags,
    access: 'public',
    csrf: false,
    body: shortUrlSearchSchema,
    response: z.object({ data: z.array(shortUrlSchema) }),
  }),
  sitemapPrestataires: defineEndpoint({
    id: 'shortUrls.sitemapPrestataires',
    method: 'GET',
    path: '/api/sitemap/prestataires',
    summary: 'The public provider pages for the sitemap (slug, main sector slugs, last change)',
    tags: ['Sitemap'],
    access: 'public',
    response: z.object({ data: z.array(sitemapPrestataireSchema) }),
  }),
} as const;
