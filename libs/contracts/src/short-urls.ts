import { z } from 'zod';

/** §2/§7 short links: a code (6–8 base62 characters) standing for a path of the portal. */
export const shortCodeSchema = z.string().regex(/^[0-9A-Za-z]{6,8}$/);

/** POST /api/urls: the address to shorten (absolute on the portal origin, or a /fr|/nl path). */
export const shortUrlCreateSchema = z.object({
  url: z.string().trim().min(1).max(2000),
});
export type ShortUrlCreate = z.infer<typeof shortUrlCreateSchema>;

/** POST /api/urls/search: by code and/or id; `hit` counts one visit of the link found. */
export const shortUrlSearchSchema = z.object({
  code: shortCodeSchema.optional(),
  id: z.coerce.number().int().min(1).optional(),
  hit: z.boolean().optional(),
});
export type ShortUrlSearch = z.infer<typeof shortUrlSearchSchema>;

export const shortUrlSchema = z.object({
  id: z.number().int(),
  short_code: z.string(),
  url: z.string(),
  hits: z.number().int(),
});
export type ShortUrl = z.infer<typeof shortUrlSchema>;

/** GET /api/sitemap/prestataires: the public provider pages (slug and main sector slugs). */
export const sitemapPrestataireSchema = z.object({
  slug: z.string(),
  sector_fr: z.string().nullable(),
  sector_nl: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type SitemapPrestataire = z.infer<typeof sitemapPrestataireSchema>;
