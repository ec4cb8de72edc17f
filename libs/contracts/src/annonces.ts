import { z } from 'zod';
import { formBooleanSchema } from './account';
import * as categorised from './categorised-lists';
import { listOf, LOCALES } from './common';
import { MAX_ROW_ID } from './row-id';

/** Spec §3 Annonce / Offre statuses; only published ones are public. */
export const ANNONCE_STATUSES = ['published', 'draft', 'archived'] as const;
export type AnnonceStatus = (typeof ANNONCE_STATUSES)[number];

/** A category given by its numeric id or by its slug (in either language). */
export const annonceCategoryRefSchema = categorised.categoryRefSchema;

/** POST /api/annonces/search: filters and page (§7 Annonces). */
export const annonceSearchSchema = z.object({
  ...categorised.searchFields,
  /** The dashboard's list: the ads the logged-in user manages, whatever their status (401 when logged out). */
  mine: z.boolean().optional(),
});
export type AnnonceSearch = z.input<typeof annonceSearchSchema>;

export const annonceLocaleQuerySchema = categorised.localeQuerySchema;

/** GET /api/annonces/{id-or-slug}: `edit=1` gives the ad as its manager edits it, whatever its status. */
export const annonceRefQuerySchema = categorised.localeQuerySchema.extend({ edit: formBooleanSchema.optional() });

/** {slug} or numeric {id} in the path. */
export const annonceRefParamsSchema = categorised.slugOrIdParamsSchema;
export const annonceCategoryIdParamsSchema = categorised.idParamsSchema;

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

// --- writing ads (§7 POST /api/annonces, PUT and DELETE /api/annonces/{id}; docs/decisions/0007-annonce-writes.md) ---

const REQUIRED = 'validation.required';
const INVALID = 'validation.invalid';
const TOO_LONG = 'validation.too_long';
const missing = (input: unknown) => input === undefined || input === null || input === '';
/** Missing value → 'validation.required'; anything else that fails → the given key. */
const requiredOr = (message: string) => (issue: { input?: unknown }) => (missing(issue.input) ? REQUIRED : message);

/** What an ad may say and cost, and how long it may stay online. */
export const ANNONCE_TITLE_MIN = 3;
export const ANNONCE_TITLE_MAX = 200;
export const ANNONCE_BODY_MAX = 5000;
export const ANNONCE_PRICE_MAX_EUROS = 100_000;
export const ANNONCE_MAX_DAYS = 90;
/** The statuses a user may give an ad ('archived' is the association's). */
export const ANNONCE_WRITE_STATUSES = ['draft', 'published'] as const;

/** Control characters other than tab and line breaks (PostgreSQL refuses NUL in text). */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;
const LINE_BREAK = /[\r\n]/;

const BRUSSELS = 'Europe/Brussels';
const DAY_MS = 86_400_000;
const brusselsParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRUSSELS,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const partsAt = (time: number) => Object.fromEntries(brusselsParts.formatToParts(time).map((p) => [p.type, p.value])) as Record<string, string>;
/** How far Brussels wall-clock time is ahead of UTC at `time`, in ms. */
const brusselsOffset = (time: number) => {
  const p = partsAt(time);
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(time / 1000) * 1000;
};

/** The calendar day ('YYYY-MM-DD') in Brussels at an instant (ISO text or ms). */
export function annonceDay(instant: string | number): string {
  const p = partsAt(typeof instant === 'number' ? instant : Date.parse(instant));
  return `${p.year}-${p.month}-${p.day}`;
}

/** The last millisecond of a Brussels calendar day, as an ISO instant (the portal shows expiry days in Brussels time). */
export function annonceEndOfDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const nextMidnightUtc = Date.UTC(year, month - 1, date + 1);
  const nextMidnight = nextMidnightUtc - brusselsOffset(nextMidnightUtc - brusselsOffset(nextMidnightUtc));
  return new Date(nextMidnight - 1).toISOString();
}

/** The days an expiry may be picked from at `now`: today (Brussels) to ANNONCE_MAX_DAYS days later. */
export function annonceExpiryBounds(now = Date.now()): { min: string; max: string } {
  return { min: annonceDay(now), max: annonceDay(Date.parse(`${annonceDay(now)}T12:00:00Z`) + ANNONCE_MAX_DAYS * DAY_MS) };
}

/** Required plain text, trimmed, without control characters (`singleLine`: no line breaks either). */
const plainText = (max: number, { min = 1, minMessage = REQUIRED, singleLine = false } = {}) =>
  z
    .string({ error: requiredOr(INVALID) })
    .trim()
    .min(1, { message: REQUIRED })
    // (not `abort`: an explicitly aborted field would stop the contact check below from running)
    .refine((text) => text.length === 0 || text.length >= min, { message: minMessage })
    .max(max, { message: TOO_LONG })
    .refine((text) => !CONTROL_CHARACTERS.test(text) && !(singleLine && LINE_BREAK.test(text)), { message: INVALID });

/** An id as a number or as a form's text; '' and null mean none. */
const idInput = z.union([z.number(), z.string().trim()], { error: INVALID }).nullish();
const toId = (value: z.output<typeof idInput>, ctx: z.RefinementCtx): number | null => {
  if (missing(value)) return null;
  const id = typeof value === 'string' ? (/^\d{1,15}$/.test(value) ? Number(value) : NaN) : value!;
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) ctx.addIssue({ code: 'custom', message: INVALID });
  return id;
};
const requiredIdSchema = idInput.transform((value, ctx) => {
  const id = toId(value, ctx);
  if (id === null) ctx.addIssue({ code: 'custom', message: REQUIRED });
  return id as number;
});
const optionalIdSchema = idInput.transform(toId);

/**
 * A Belgian phone number as people type it ('02/123.45.67', '0470 12 34 56', '+32 (0)4 221 22 33'):
 * 0, +32 or 0032, then 8 digits, or 9 for a mobile (4xx).
 */
export function isBelgianPhone(text: string): boolean {
  const digits = text.replace(/\(0\)/g, '').replace(/[\s./()-]/g, '');
  return /^(?:\+32|0032|0)(?:[1-9]\d{7}|4\d{8})$/.test(digits);
}

const optionalEmailSchema = z
  .string({ error: INVALID })
  .trim()
  .toLowerCase()
  .max(190, { message: TOO_LONG })
  .nullish()
  .transform((value) => value || null)
  .pipe(z.email({ message: 'validation.email' }).nullable());

const optionalPhoneSchema = z
  .string({ error: INVALID })
  .trim()
  .max(40, { message: TOO_LONG })
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isBelgianPhone(value), { message: 'validation.phone.be' });

/**
 * A price in euros as typed ('25', '12,50', '1 250 €') or as a number; empty means free. The
 * answer stays in euros (a valid input again, so a form can send what it checked); the API
 * stores it as cents.
 */
const priceSchema = z
  .union([z.number(), z.string()], { error: 'validation.price' })
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return null;
    const text = typeof value === 'number' ? null : value.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
    if (text === '') return null;
    const euros = text === null ? value : /^\d{1,9}(?:\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
    const cents = Number(euros) * 100;
    if (!Number.isFinite(cents) || cents < 0 || Math.abs(cents - Math.round(cents)) > 1e-6) {
      ctx.addIssue({ code: 'custom', message: 'validation.price' });
      return null;
    }
    return Math.round(cents) / 100;
  })
  .refine((euros) => euros === null || euros <= ANNONCE_PRICE_MAX_EUROS, { message: 'validation.price.max' });

/** 'YYYY-MM-DD' (the end of that day in Brussels) or an ISO date-time; in the future, at most ANNONCE_MAX_DAYS days ahead. */
export const annonceExpiresAtSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: requiredOr('validation.date') })
  .transform((value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? annonceEndOfDay(value) : new Date(value).toISOString()))
  .refine((iso) => Date.parse(iso) > Date.now(), { message: 'validation.expires_at.future' })
  .refine((iso) => Date.parse(iso) <= Date.parse(annonceEndOfDay(annonceExpiryBounds().max)), { message: 'validation.annonce.expires_at.max' });

/**
 * POST /api/annonces and PUT /api/annonces/{id}: the whole ad, checked the same way by the API
 * and by the dashboard's form. `prestataire_id` must name one of the user's own listings (checked
 * by the API); a way to reach the author (e-mail and/or phone) is required.
 */
export const annonceWriteSchema = z
  .object({
    title: plainText(ANNONCE_TITLE_MAX, { min: ANNONCE_TITLE_MIN, minMessage: 'validation.annonce.title.min', singleLine: true }),
    /** Plain text: the portal shows it as paragraphs split on blank lines, never as HTML. */
    body: plainText(ANNONCE_BODY_MAX),
    locale: z.enum(LOCALES, { error: requiredOr(INVALID) }),
    category_id: requiredIdSchema,
    prestataire_id: optionalIdSchema,
    contact_email: optionalEmailSchema,
    phone: optionalPhoneSchema,
    price: priceSchema,
    /** NIS code of the commune. */
    commune_id: z.string({ error: requiredOr(INVALID) }).trim().min(1, { message: REQUIRED }).regex(/^(?:\d{5})?$/, { message: INVALID }),
    expires_at: annonceExpiresAtSchema,
    status: z.enum(ANNONCE_WRITE_STATUSES, { error: requiredOr(INVALID) }),
  })
  // Also checked while other fields fail, so the form names every problem at once.
  .refine((ad) => Boolean(ad.contact_email) || Boolean(ad.phone), { message: 'validation.annonce.contact', path: ['contact_email'], when: () => true });
export type AnnonceWriteInput = z.input<typeof annonceWriteSchema>;
export type AnnonceWrite = z.output<typeof annonceWriteSchema>;

/** An ad as the people who manage it see it (author, owners of its listing, admin/root): any status. */
export const managedAnnonceSchema = z.object({
  ...categorised.cardHeadFields,
  body: z.string(),
  category_id: z.number().int().nullable(),
  prestataire: categorised.prestataireLinkSchema.nullable(),
  contact_email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Euro cents; null or 0 means free. */
  price_cents: z.number().int().min(0).nullable(),
  commune_id: z.string().nullable(),
  status: z.enum(ANNONCE_STATUSES),
  published_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** On the portal right now: published, started and not expired. */
  visible: z.boolean(),
});
export type ManagedAnnonce = z.infer<typeof managedAnnonceSchema>;

/** A page of the public ads (POST /api/annonces/search). */
export const annonceListSchema = listOf(annonceSummarySchema);

/** POST /api/annonces/search with `mine: true`. */
export const managedAnnonceListSchema = listOf(managedAnnonceSchema);
export type ManagedAnnonceList = z.infer<typeof managedAnnonceListSchema>;

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
export const offreListSchema = listOf(offreSchema);
