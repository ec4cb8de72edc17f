import { z } from 'zod';
import { slugSchema } from './common';
import { eventMomentToIso } from './events';

/**
 * Fields the SAM editors write on infos and conseils (§7 PUT /api/infos/{id}, PUT
 * /api/conseils/{id}), in fr and nl. Titles, summaries and headings are plain text the pages
 * escape; bodies are Markdown that the portal's editor renderer shows with raw HTML as text and
 * unsafe links reduced to their text, so the API keeps them as typed. Messages are catalogue keys.
 */

export const EDITORIAL_TITLE_MAX = 200;
export const EDITORIAL_SUMMARY_MAX = 500;
export const EDITORIAL_HEADING_MAX = 200;
/** Ids a write may link (related infos, tags, besoins). */
export const EDITORIAL_LINKS_MAX = 50;

const REQUIRED = 'validation.required';
const INVALID = 'validation.invalid';
const TOO_LONG = 'validation.too_long';

/** Control characters other than tab and line breaks (PostgreSQL refuses NUL), and lone surrogates. */
const UNWANTED = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;
const LINE_BREAK = /[\r\n]/;
export const isCleanText = (text: string | undefined) => text === undefined || !UNWANTED.test(text);

export const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? REQUIRED : INVALID);

/** A slug of the page in one language: the URL's last segment, never all digits (those are ids). */
export const editorialSlugSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .min(1, { message: REQUIRED })
  .max(190, { message: TOO_LONG })
  .refine((slug) => slugSchema.safeParse(slug).success, { message: 'validation.slug', abort: true })
  .refine((slug) => !/^\d+$/.test(slug), { message: 'validation.slug.numeric' });

/** A required title or heading on one line. */
export const editorialLineSchema = (max: number) =>
  z
    .string({ error: requiredOrInvalid })
    .trim()
    .min(1, { message: REQUIRED })
    .max(max, { message: TOO_LONG })
    .refine((text) => isCleanText(text) && !LINE_BREAK.test(text), { message: INVALID });

/** An optional heading on one line; '' and null mean none. */
export const editorialOptionalLineSchema = (max: number) =>
  z
    .string({ error: INVALID })
    .trim()
    .max(max, { message: TOO_LONG })
    .refine((text) => isCleanText(text) && !LINE_BREAK.test(text), { message: INVALID })
    .nullish()
    .transform((text) => text || null);

/** Optional plain text shown as one paragraph: runs of spaces and line breaks become one space; '' and null mean none. */
export const editorialOptionalTextSchema = (max: number) =>
  z
    .string({ error: INVALID })
    .refine(isCleanText, { message: INVALID, abort: true })
    .overwrite((text) => text.replace(/\s+/g, ' ').trim())
    .max(max, { message: TOO_LONG })
    .nullish()
    .transform((text) => text || null);

/** A required Markdown body; line endings are stored as \n. */
export const markdownBodySchema = (max: number) =>
  z
    .string({ error: requiredOrInvalid })
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .trim()
    .min(1, { message: REQUIRED })
    .max(max, { message: TOO_LONG })
    .refine(isCleanText, { message: INVALID });

/**
 * When the page goes public: an ISO instant, or a wall-clock time in Belgium as a datetime-local
 * input gives it (stored as UTC). null keeps it unpublished; a future time schedules it.
 */
export const publishedAtSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value === '') return null;
    const iso = eventMomentToIso(value);
    if (iso === null) ctx.addIssue({ code: 'custom', message: 'validation.datetime' });
    return iso;
  });

/** Ids of linked rows: positive integers, each once (repeats are dropped), at most EDITORIAL_LINKS_MAX. */
export const linkedIdsSchema = z
  .array(z.number({ error: INVALID }).int({ message: INVALID }).min(1, { message: INVALID }).max(2_147_483_647, { message: INVALID }), { error: requiredOrInvalid })
  .max(EDITORIAL_LINKS_MAX, { message: 'validation.too_many' })
  .transform((ids) => [...new Set(ids)]);

/** The fields infos and conseils share, in both languages. */
export const editorialWriteFields = {
  slug_fr: editorialSlugSchema,
  slug_nl: editorialSlugSchema,
  title_fr: editorialLineSchema(EDITORIAL_TITLE_MAX),
  title_nl: editorialLineSchema(EDITORIAL_TITLE_MAX),
  summary_fr: editorialOptionalTextSchema(EDITORIAL_SUMMARY_MAX),
  summary_nl: editorialOptionalTextSchema(EDITORIAL_SUMMARY_MAX),
  published_at: publishedAtSchema,
};

/** The same fields as the edit copy gives them back. */
export const editorialEditableFields = {
  id: z.number().int(),
  slug_fr: z.string(),
  slug_nl: z.string(),
  title_fr: z.string(),
  title_nl: z.string(),
  summary_fr: z.string().nullable(),
  summary_nl: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
};
