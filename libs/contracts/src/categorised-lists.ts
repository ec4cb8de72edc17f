import { z } from 'zod';
import { DEFAULT_PAGE, localeSchema, slugSchema } from './common';
import { MAX_ROW_ID } from './row-id';

/**
 * Schema pieces of the categorised public lists (annonces, offres, events). Each list exports
 * them under its own names, so its contract reads whole in its own file.
 */

/** A category given by its numeric id or by its slug (in either language). */
export const categoryRefSchema = z.union([z.coerce.number().int().min(1).max(MAX_ROW_ID), slugSchema]);

/** The filters and page every categorised search takes. */
export const searchFields = {
  locale: localeSchema.default('fr'),
  page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE),
  category: categoryRefSchema.optional(),
  q: z.string().trim().max(200).optional(),
};

export const localeQuerySchema = z.object({ locale: localeSchema.default('fr') });

/** {slug} or numeric {id} in the path; a numeric {id} alone. */
export const slugOrIdParamsSchema = z.object({ slug: z.union([z.string().regex(/^\d{1,9}$/).transform(Number), slugSchema]) });
export const idParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(MAX_ROW_ID) });

/** A category named in the asked locale and in both languages; each list adds its own count. */
export const categoryBaseFields = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  slug_fr: z.string(),
  slug_nl: z.string(),
  titre_fr: z.string(),
  titre_nl: z.string(),
  position: z.number().int(),
};

/** The fields an annonce or event card starts with. */
export const cardHeadFields = { id: z.number().int(), slug: z.string(), title: z.string(), locale: localeSchema };

/** An item's category and commune, named in the asked locale. */
export const categoryRefOutSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export const communeRefSchema = z.object({ id: z.string(), name: z.string() });

/** The public provider listing an item links to. */
export const prestataireLinkSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
