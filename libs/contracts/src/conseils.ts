import { z } from 'zod';
import { DEFAULT_PAGE, localeSchema, slugSchema } from './common';
import { besoinRefSchema } from './besoins';

/** Advice guides per page of GET /api/conseils (the spec names no size; as events). */
export const CONSEILS_PAGE_SIZE = 30;

/** GET /api/conseils (§7 Conseils, "with locale"). */
export const conseilListQuerySchema = z.object({
  locale: localeSchema.default('fr'),
  page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE),
});
export type ConseilListQuery = z.input<typeof conseilListQuerySchema>;

export const conseilLocaleQuerySchema = z.object({ locale: localeSchema.default('fr') });

/** {id} in the path: a numeric id or the slug in either language (§3: identified by slug_fr). */
export const conseilRefParamsSchema = z.object({ id: z.union([z.string().regex(/^\d{1,9}$/).transform(Number), slugSchema]) });

/** POST /api/conseils/{slug_fr}/bookmark: true or false sets the state; absent toggles it. */
export const conseilBookmarkBodySchema = z.object({ bookmarked: z.boolean().optional() });
export const conseilBookmarkStateSchema = z.object({ bookmarked: z.boolean() });
export type ConseilBookmarkState = z.infer<typeof conseilBookmarkStateSchema>;

export const conseilTagSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type ConseilTag = z.infer<typeof conseilTagSchema>;

/** One advice-guide card in the requested language (with both slugs for the twin page). */
export const conseilSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  slug_fr: z.string(),
  slug_nl: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  tags: z.array(conseilTagSchema),
});
export type ConseilSummary = z.infer<typeof conseilSummarySchema>;

/** One section of a guide: an optional heading and a Markdown body. */
export const conseilContentSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  heading: z.string().nullable(),
  body: z.string(),
});
export type ConseilContent = z.infer<typeof conseilContentSchema>;

/** §3 Conseil with its tags, besoins and contents, as GET /api/conseils/{id} answers it. */
export const conseilDetailSchema = conseilSummarySchema.extend({
  contents: z.array(conseilContentSchema),
  besoins: z.array(besoinRefSchema),
  /** For the logged-in user; false for a visitor. */
  bookmarked: z.boolean(),
});
export type ConseilDetail = z.infer<typeof conseilDetailSchema>;
