import { z } from 'zod';
import * as categorised from './categorised-lists';

/** Spec §3 Annonce / Offre statuses; only published ones are public. */
export const ANNONCE_STATUSES = ['published', 'draft', 'archived'] as const;
export type AnnonceStatus = (typeof ANNONCE_STATUSES)[number];

/** A category given by its numeric id or by its slug (in either language). */
export const annonceCategoryRefSchema = categorised.categoryRefSchema;

/** POST /api/annonces/search: filters and page (§7 Annonces). */
export const annonceSearchSchema = z.object(categorised.searchFields);
export type AnnonceSearch = z.input<typeof annonceSearchSchema>;

export const annonceLocaleQuerySchema = categorised.localeQuerySchema;

/** {slug} or numeric {id} in the path. */
export const annonceRefParamsSchema = categorised.slugOrIdParamsSchema;
export const annonceCategoryIdParamsSchema = categorised.idParamsSchema;

/** POST /api/annonces/{slug}/bookmark: true or false sets the state; absent toggles it. */
export const annonceBookmarkBodySchema = categorised.bookmarkBodySchema;
export const annonceBookmarkStateSchema = categorised.bookmarkStateSchema;
export type AnnonceBookmarkState = z.infer<typeof annonceBookmarkStateSchema>;

export const annonceCategorySchema = z.object({
  ...categorised.categoryBaseFields,
  /** Published, unexpired items of the category. */
  count: z.number().int().min(0),
});
export type AnnonceCategory = z.infer<typeof annonceCategorySchema>;

/** One classified-ad card. */
export const annonceSummarySchema = z.object({
  ...categorised.cardHeadFields,
  excerpt: z.string(),
  /** Euro cents; null or 0 means free. */
  price_cents: z.number().int().min(0).nullable(),
  commune: categorised.communeRefSchema.nullable(),
  published_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  category: categorised.categoryRefOutSchema.nullable(),
});
export type AnnonceSummary = z.infer<typeof annonceSummarySchema>;

/** §3 Annonce as GET /api/annonces/{id-or-slug} answers it. */
export const annonceDetailSchema = annonceSummarySchema.extend({
  body: z.string(),
  contact_email: z.string().nullable(),
  phone: z.string().nullable(),
  prestataire: categorised.prestataireLinkSchema.nullable(),
  /** For the logged-in user; false for a visitor. */
  bookmarked: z.boolean(),
  updated_at: z.string(),
});
export type AnnonceDetail = z.infer<typeof annonceDetailSchema>;

/** POST /api/offres/search (§7 Offres). */
export const offreSearchSchema = z.object({
  ...categorised.searchFields,
  /** Also offers not valid today (expired or not yet started). */
  all: z.boolean().optional(),
});
export type OffreSearch = z.input<typeof offreSearchSchema>;
export const offreIdParamsSchema = categorised.idParamsSchema;

export const offreCategorySchema = annonceCategorySchema;
export type OffreCategory = AnnonceCategory;

/** §3 Offre: a member benefit with validity, promo code, site link and attachment. */
export const offreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  /** Valid today. */
  valid: z.boolean(),
  promo_code: z.string().nullable(),
  site_url: z.string().nullable(),
  attachment_path: z.string().nullable(),
  category: categorised.categoryRefOutSchema.nullable(),
  prestataire: categorised.prestataireLinkSchema.nullable(),
});
export type Offre = z.infer<typeof offreSchema>;
