import { z } from 'zod';
import { formBooleanSchema } from './account';
import { DEFAULT_PAGE, localeSchema, slugSchema } from './common';
import { optionalWebUrlSchema } from './contact';
import { editorialEditableFields, editorialWriteFields, isCleanText, linkedIdsSchema, markdownBodySchema } from './editorial';

/** Useful-information pages a list page shows (§3 Info; the spec names no size). */
export const INFOS_PAGE_SIZE = 20;

/**
 * The categories of useful information. The `infos.category` column holds the key; pages and
 * the search index show the title of the page's language and filter by its slug.
 */
export const INFO_CATEGORIES = [
  { key: 'allocations', slug_fr: 'allocations-et-aides', slug_nl: 'tegemoetkomingen-en-steun', title_fr: 'Allocations et aides financières', title_nl: 'Tegemoetkomingen en financiële steun' },
  { key: 'aidants-proches', slug_fr: 'aidants-proches', slug_nl: 'mantelzorg', title_fr: 'Aidants proches', title_nl: 'Mantelzorg' },
  { key: 'mobilite', slug_fr: 'mobilite-et-transport', slug_nl: 'mobiliteit-en-vervoer', title_fr: 'Mobilité et transport', title_nl: 'Mobiliteit en vervoer' },
  { key: 'sante', slug_fr: 'sante-et-soins', slug_nl: 'gezondheid-en-zorg', title_fr: 'Santé et soins', title_nl: 'Gezondheid en zorg' },
  { key: 'droits', slug_fr: 'droits-et-protection', slug_nl: 'rechten-en-bescherming', title_fr: 'Droits et protection juridique', title_nl: 'Rechten en rechtsbescherming' },
  { key: 'logement', slug_fr: 'logement-et-aides-techniques', slug_nl: 'wonen-en-hulpmiddelen', title_fr: 'Logement et aides techniques', title_nl: 'Wonen en hulpmiddelen' },
  { key: 'organismes', slug_fr: 'organismes-et-administrations', slug_nl: 'instanties-en-administraties', title_fr: 'Organismes et administrations', title_nl: 'Instanties en administraties' },
  { key: 'emploi', slug_fr: 'emploi-et-enseignement', slug_nl: 'werk-en-onderwijs', title_fr: 'Emploi et enseignement', title_nl: 'Werk en onderwijs' },
] as const;
export type InfoCategoryDef = (typeof INFO_CATEGORIES)[number];
export type InfoCategoryKey = InfoCategoryDef['key'];

/** A category by its key or by its slug in either language (a shared link survives a language switch). */
export function findInfoCategory(ref: string): InfoCategoryDef | undefined {
  return INFO_CATEGORIES.find((c) => c.key === ref || c.slug_fr === ref || c.slug_nl === ref);
}

const pageSchema = z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE);

/** GET /api/infos: one page, optionally of one category (key or slug). */
export const infoListQuerySchema = z.object({
  locale: localeSchema.default('fr'),
  page: pageSchema,
  category: slugSchema.optional(),
});
export type InfoListQuery = z.input<typeof infoListQuerySchema>;

/** POST /api/infos/search: words looked up in title, summary and body, accents and case aside. */
export const infoSearchBodySchema = z.object({
  locale: localeSchema.default('fr'),
  page: pageSchema,
  query: z.string().trim().max(200).optional(),
  category: slugSchema.optional(),
});
export type InfoSearchBody = z.input<typeof infoSearchBodySchema>;

export const infoLocaleQuerySchema = z.object({ locale: localeSchema.default('fr') });

/** GET /api/infos/{id}: `edit=1` gives the SAM editors (admin, root) the edit copy, published or not. */
export const infoDetailQuerySchema = infoLocaleQuerySchema.extend({ edit: formBooleanSchema.optional() });

/** {id} in the path: a numeric id (PostgreSQL integer range) or the slug in either language. */
export const infoRefParamsSchema = z.object({ id: z.union([z.string().regex(/^\d{1,9}$/).transform(Number), slugSchema]) });

/** A category in the requested language. */
export const infoCategorySchema = z.object({ key: z.string(), slug: z.string(), title: z.string() });
export type InfoCategory = z.infer<typeof infoCategorySchema>;

/** One useful-information card, in the requested language (with both slugs for the twin page). */
export const infoSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  slug_fr: z.string(),
  slug_nl: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  category: infoCategorySchema.nullable(),
  /** The official page of the scheme or body, when there is one. */
  url: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type InfoSummary = z.infer<typeof infoSummarySchema>;

/** §3 Info as GET /api/infos/{id} answers it: the Markdown body and the visitor's bookmark. */
export const infoDetailSchema = infoSummarySchema.extend({
  body: z.string(),
  /** For the logged-in user; false for a visitor. */
  bookmarked: z.boolean(),
});
export type InfoDetail = z.infer<typeof infoDetailSchema>;

// --- the SAM editors' write (§7 PUT /api/infos/{id}; docs/decisions/0009-editorial-writes.md) ---

/** An info's Markdown body, per language (a long page is some 2 000 characters). */
export const INFO_BODY_MAX = 20_000;

/**
 * The body of PUT /api/infos/{id}: the whole info again, both languages. The API further checks
 * that the slugs are free (in either language, on any other info) and the related infos exist.
 */
export const infoWriteSchema = z.object({
  ...editorialWriteFields,
  body_fr: markdownBodySchema(INFO_BODY_MAX),
  body_nl: markdownBodySchema(INFO_BODY_MAX),
  /** A key of INFO_CATEGORIES; '' and null mean none. */
  category: z
    .string({ error: 'validation.info.category' })
    .nullish()
    .transform((key) => key || null)
    .refine((key) => key === null || INFO_CATEGORIES.some((c) => c.key === key), { message: 'validation.info.category' }),
  /** The official page of the scheme or body (http or https), or none. */
  url: optionalWebUrlSchema
    .refine(isCleanText, { message: 'validation.url' })
    .nullable()
    .transform((url) => url ?? null),
  /** Infos linked to this one; a link shows on both pages. */
  related_ids: linkedIdsSchema,
});
export type InfoWriteInput = z.input<typeof infoWriteSchema>;
export type InfoWrite = z.output<typeof infoWriteSchema>;

/** The edit copy (GET /api/infos/{id}?edit=1) and the answer of PUT: every stored field, both languages. */
export const infoEditableSchema = z.object({
  ...editorialEditableFields,
  body_fr: z.string(),
  body_nl: z.string(),
  category: z.string().nullable(),
  url: z.string().nullable(),
  related_ids: z.array(z.number().int()),
});
export type InfoEditable = z.infer<typeof infoEditableSchema>;
