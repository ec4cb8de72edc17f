import { z } from 'zod';
import { formBooleanSchema } from './account';
import { DEFAULT_PAGE, localeSchema, slugSchema } from './common';
import { besoinRefSchema } from './besoins';
import {
  EDITORIAL_HEADING_MAX,
  editorialEditableFields,
  editorialOptionalLineSchema,
  editorialWriteFields,
  linkedIdsSchema,
  markdownBodySchema,
  requiredOrInvalid,
} from './editorial';

/** Advice guides per page of GET /api/conseils (the spec names no size; as events). */
export const CONSEILS_PAGE_SIZE = 30;

/** GET /api/conseils (§7 Conseils, "with locale"). */
export const conseilListQuerySchema = z.object({
  locale: localeSchema.default('fr'),
  page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE),
});
export type ConseilListQuery = z.input<typeof conseilListQuerySchema>;

export const conseilLocaleQuerySchema = z.object({ locale: localeSchema.default('fr') });

/** GET /api/conseils/{id}: `edit=1` gives the SAM editors (admin, root) the edit copy, published or not. */
export const conseilDetailQuerySchema = conseilLocaleQuerySchema.extend({ edit: formBooleanSchema.optional() });

/** {id} in the path: a numeric id or the slug in either language (§3: identified by slug_fr). */
export const conseilRefParamsSchema = z.object({ id: z.union([z.string().regex(/^\d{1,9}$/).transform(Number), slugSchema]) });

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

// --- the SAM editors' write (§7 PUT /api/conseils/{id}, sent with _method PUT; docs/decisions/0009-editorial-writes.md) ---

/** A guide's sections, and the Markdown body of one section per language. */
export const CONSEIL_SECTIONS_MAX = 30;
export const CONSEIL_SECTION_BODY_MAX = 10_000;

/** One section as written: the page numbers sections in the order given. */
export const conseilSectionWriteSchema = z.object({
  /** None: the page shows "Part n". */
  heading_fr: editorialOptionalLineSchema(EDITORIAL_HEADING_MAX),
  heading_nl: editorialOptionalLineSchema(EDITORIAL_HEADING_MAX),
  body_fr: markdownBodySchema(CONSEIL_SECTION_BODY_MAX),
  body_nl: markdownBodySchema(CONSEIL_SECTION_BODY_MAX),
});

/**
 * The body of PUT /api/conseils/{id}: the whole guide again, both languages, its sections in
 * order, its tags and besoins. The API further checks that the slugs are free and the ids exist.
 */
export const conseilWriteSchema = z.object({
  ...editorialWriteFields,
  contents: z
    .array(conseilSectionWriteSchema, { error: requiredOrInvalid })
    .min(1, { message: 'validation.conseil.contents' })
    .max(CONSEIL_SECTIONS_MAX, { message: 'validation.too_many' }),
  tag_ids: linkedIdsSchema,
  besoin_ids: linkedIdsSchema,
});
export type ConseilWriteInput = z.input<typeof conseilWriteSchema>;
export type ConseilWrite = z.output<typeof conseilWriteSchema>;

/** The edit copy (GET /api/conseils/{id}?edit=1) and the answer of PUT: every stored field, both languages. */
export const conseilEditableSchema = z.object({
  ...editorialEditableFields,
  contents: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      heading_fr: z.string().nullable(),
      heading_nl: z.string().nullable(),
      body_fr: z.string(),
      body_nl: z.string(),
    }),
  ),
  tag_ids: z.array(z.number().int()),
  besoin_ids: z.array(z.number().int()),
});
export type ConseilEditable = z.infer<typeof conseilEditableSchema>;
