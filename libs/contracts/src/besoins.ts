import { z } from 'zod';
import { DEFAULT_PAGE, localeSchema, slugSchema } from './common';

/** Needs per page of POST /api/besoins/search: the whole two-level tree fits in one. */
export const BESOINS_PAGE_SIZE = 100;

/** Separator of the hierarchical need facet ('level1 > level2', spec §3 search facets). */
export const BESOIN_PATH_SEPARATOR = ' > ';

/**
 * POST /api/besoins/search (§7 Besoins): needs whose title or description holds every word of
 * `query`, optionally under one parent (`parent_id`; null: the level-1 needs) or at one level.
 */
export const besoinSearchBodySchema = z.object({
  locale: localeSchema.default('fr'),
  page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE),
  query: z.string().trim().max(200).optional(),
  parent_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  level: z.union([z.literal(1), z.literal(2)]).optional(),
});
export type BesoinSearchBody = z.input<typeof besoinSearchBodySchema>;

export const besoinLocaleQuerySchema = z.object({ locale: localeSchema.default('fr') });

/** {id} in the path: a numeric id or the slug in either language. */
export const besoinRefParamsSchema = z.object({ id: z.union([z.string().regex(/^\d{1,9}$/).transform(Number), slugSchema]) });

/** A need as a link: its slugs, its title and its path in the hierarchy, in the requested language. */
export const besoinRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  slug_fr: z.string(),
  slug_nl: z.string(),
  title: z.string(),
  /** 'Parent title > Child title' (level 2) or the title (level 1): the search page's need facet value. */
  path: z.string(),
});
export type BesoinRef = z.infer<typeof besoinRefSchema>;

/** §3 Besoin in one language, with the number of public listings answering it. */
export const besoinSummarySchema = besoinRefSchema.extend({
  parent_id: z.number().int().nullable(),
  level: z.union([z.literal(1), z.literal(2)]),
  description: z.string().nullable(),
  position: z.number().int(),
  /** Active, visible listings with this need (for a level-1 need: with any of its children). */
  providers_count: z.number().int().min(0),
  children_count: z.number().int().min(0),
});
export type BesoinSummary = z.infer<typeof besoinSummarySchema>;

/** GET /api/besoins/{id}: the need with its parent, its children and the advice guides about it. */
export const besoinDetailSchema = besoinSummarySchema.extend({
  parent: besoinSummarySchema.nullable(),
  children: z.array(besoinSummarySchema),
  conseils: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string(), summary: z.string().nullable() })),
});
export type BesoinDetail = z.infer<typeof besoinDetailSchema>;
