import { z } from 'zod';
import * as categorised from './categorised-lists';
import { listOf, LOCALES, localeSchema, slugSchema } from './common';
import { MAX_ROW_ID } from './row-id';
import { optionalTextSchema, optionalWebUrlSchema, requiredTextSchema } from './contact';

/** Spec §3 Event statuses; only published events are public. */
export const EVENT_STATUSES = ['published', 'draft', 'archived'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** A calendar date (YYYY-MM-DD) or a full ISO-8601 instant. */
const dateInputSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/, { message: 'validation.date' })
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'validation.date' });

/** A category given by its numeric id or by its slug (in either language). */
export const eventCategoryRefSchema = categorised.categoryRefSchema;

/** POST /api/events/search (and POST /api/events with params, §7): filters and page. */
export const eventSearchSchema = z.object({
  ...categorised.searchFields,
  from: dateInputSchema.optional(),
  to: dateInputSchema.optional(),
  /** Past events instead of upcoming ones (most recent first). */
  past: z.boolean().optional(),
  /**
   * The logged-in user's own events (created by them or linked to a listing they own), whatever
   * their status and dates, latest start first; `past` is then ignored. 401 for a visitor.
   */
  mine: z.boolean().optional(),
});
export type EventSearch = z.input<typeof eventSearchSchema>;

export const eventLocaleQuerySchema = categorised.localeQuerySchema;

/** {slug} or numeric {id} in the path (§7 GET /api/events/{slug-or-id}). */
export const eventRefParamsSchema = categorised.slugOrIdParamsSchema;
export const eventSlugParamsSchema = z.object({ slug: slugSchema });
export const eventCategoryIdParamsSchema = categorised.idParamsSchema;

export const eventCategorySchema = z.object({
  ...categorised.categoryBaseFields,
  /** Upcoming published events of the category. */
  upcoming_count: z.number().int().min(0),
});
export type EventCategory = z.infer<typeof eventCategorySchema>;

/** One agenda card: what the list shows. */
export const eventSummarySchema = z.object({
  ...categorised.cardHeadFields,
  place: z.string().nullable(),
  commune: categorised.communeRefSchema.nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  category: categorised.categoryRefOutSchema.nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** §3 Event with its relations, as GET /api/events/{slug-or-id} answers it. */
export const eventDetailSchema = eventSummarySchema.extend({
  description: z.string(),
  contact_person: z.string().nullable(),
  website: z.string().nullable(),
  organiser: categorised.prestataireLinkSchema.nullable(),
  subscribers: z.number().int().min(0),
  /** For the logged-in user; false for a visitor. */
  subscribed: z.boolean(),
  bookmarked: z.boolean(),
  updated_at: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventSubscriptionStateSchema = z.object({ subscribed: z.boolean(), subscribers: z.number().int().min(0) });
export type EventSubscriptionState = z.infer<typeof eventSubscriptionStateSchema>;

// --- writing events (§7 POST /api/events to create, PUT and DELETE /api/events/{slug}) ---

/** The statuses a form may set; 'archived' is the association's own. */
export const EVENT_WRITE_STATUSES = ['draft', 'published'] as const;
export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 200;
/** Plain text: the agenda page shows it as paragraphs separated by blank lines, never as HTML. */
export const EVENT_DESCRIPTION_MAX = 5000;

const REQUIRED = 'validation.required';
const INVALID = 'validation.invalid';
/** Events are dated in Belgian time (§1: a Belgian portal), whatever the browser's or server's zone. */
export const EVENT_TIME_ZONE = 'Europe/Brussels';

const brusselsParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: EVENT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function wallClockInBrussels(utcMs: number): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(brusselsParts.formatToParts(utcMs).map((p) => [p.type, p.value]));
  return { year: +parts.year, month: +parts.month, day: +parts.day, hour: +parts.hour, minute: +parts.minute, second: +parts.second };
}

const offsetInBrussels = (utcMs: number) => {
  const w = wallClockInBrussels(utcMs);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(utcMs / 1000) * 1000;
};

const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * An ISO instant (UTC) from '2026-05-14T18:30' read as Belgian wall-clock time (what
 * <input type="datetime-local"> gives), or from an instant with its offset; null when invalid.
 */
export function eventMomentToIso(value: string): string | null {
  const match = MOMENT.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', fraction = '', zone] = match;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  const check = new Date(wall);
  // Date.UTC rolls 31 April over to 1 May: a date that does not exist is invalid.
  if (check.getUTCFullYear() !== +y || check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return null;
  if (zone) {
    // An offset exists from -12:00 to +14:00 with minutes under 60 ('+99:99' is no time at all).
    const offset = /^([+-])(\d{2}):(\d{2})$/.exec(zone);
    if (offset && (+offset[2] > 14 || +offset[3] > 59)) return null;
    const instant = Date.parse(value);
    return Number.isNaN(instant) ? null : new Date(instant).toISOString();
  }
  const first = wall - offsetInBrussels(wall);
  const utc = wall - offsetInBrussels(first); // the offset at the instant itself (DST changes)
  return new Date(utc + (fraction ? Math.round(Number(fraction) * 1000) : 0)).toISOString();
}

/** The Belgian wall-clock time of an instant as a datetime-local value ('2026-05-14T18:30'). */
export function isoToEventMoment(iso: string): string {
  const w = wallClockInBrussels(Date.parse(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

const requiredOrInvalid = (issue: { input?: unknown }) => (issue.input === undefined || issue.input === '' ? REQUIRED : INVALID);

const momentSchema = z
  .string({ error: requiredOrInvalid })
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    const iso = eventMomentToIso(value);
    if (iso === null) ctx.addIssue({ code: 'custom', message: 'validation.datetime' });
    return iso;
  });

/** A row id picked in a <select> (text) or sent as a number; '' and null mean none. */
const optionalIdSchema = z
  .union([z.number(), z.string(), z.null()], { error: INVALID })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const id = typeof value === 'number' ? value : /^\d{1,15}$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ROW_ID) ctx.addIssue({ code: 'custom', message: INVALID });
    return id;
  });

/** Control characters other than line breaks and tabs (PostgreSQL refuses NUL in text, and none is meant). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const plain = (value: string | undefined) => value === undefined || !CONTROL.test(value);

/** Optional text on one line (names go on one line of the page and of the .ics file); '' and null mean none. */
const optionalLineSchema = (max: number) =>
  optionalTextSchema(max)
    .refine((value) => plain(value) && (value === undefined || !/[\r\n]/.test(value)), { message: INVALID })
    .nullable()
    .transform((value) => value ?? null);

/**
 * The body of POST /api/events (create) and PUT /api/events/{slug} (the whole event again), and
 * the dashboard form's schema, which sends its own output: every optional field takes null too.
 * Messages are catalogue keys (422 field errors and form alike).
 * The API further checks that the category and commune exist and that the listing is the user's.
 */
export const eventWriteSchema = z
  .object({
    title: requiredTextSchema(EVENT_TITLE_MAX, { singleLine: true })
      .refine(plain, { message: INVALID })
      .refine((title) => title.length >= EVENT_TITLE_MIN, { message: 'validation.event.title_short' }),
    description: requiredTextSchema(EVENT_DESCRIPTION_MAX).refine(plain, { message: INVALID }),
    /** The language the event is written in. */
    locale: z.enum(LOCALES, { error: requiredOrInvalid }),
    category_id: optionalIdSchema.pipe(z.number({ error: REQUIRED })),
    /** The organising listing: one of the user's own (admin/root: any). */
    prestataire_id: optionalIdSchema,
    place: optionalLineSchema(255),
    /** NIS code of a Belgian commune. */
    commune_id: z
      .string({ error: INVALID })
      .trim()
      .refine((value) => value === '' || /^\d{5}$/.test(value), { message: 'validation.event.commune' })
      .nullish()
      .transform((value) => value || null),
    starts_at: momentSchema.pipe(z.string({ error: REQUIRED })),
    ends_at: momentSchema.nullish().transform((value) => value ?? null),
    contact_person: optionalLineSchema(190),
    website: optionalWebUrlSchema
      .refine(plain, { message: 'validation.url' })
      .nullable()
      .transform((value) => value ?? null),
    status: z.enum(EVENT_WRITE_STATUSES, { error: requiredOrInvalid }),
  })
  .refine((event) => event.ends_at === null || event.ends_at >= event.starts_at, {
    message: 'validation.event.ends_before_start',
    path: ['ends_at'],
    // Also while other fields are wrong, so the form shows every problem at once.
    when: ({ issues }) => !issues.some((issue) => [undefined, 'starts_at', 'ends_at'].includes(issue.path?.[0] as string | undefined)),
  });
export type EventWriteInput = z.input<typeof eventWriteSchema>;
export type EventWrite = z.output<typeof eventWriteSchema>;

/** GET /api/events/{slug}?edit=1: the event as its editors fill the form with (any status). */
export const eventDetailQuerySchema = categorised.localeQuerySchema.extend({ edit: z.stringbool({ error: INVALID }).optional() });

/** An event as the dashboard edits it: every stored field, and the answer of every write. */
export const eventEditableSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(EVENT_STATUSES),
  title: z.string(),
  description: z.string(),
  locale: localeSchema,
  category_id: z.number().int().nullable(),
  /** The organising listing, named even when it is not public (its editors may see it). */
  prestataire: categorised.prestataireLinkSchema.nullable(),
  place: z.string().nullable(),
  commune_id: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  contact_person: z.string().nullable(),
  website: z.string().nullable(),
  updated_at: z.string(),
});
export type EventEditable = z.infer<typeof eventEditableSchema>;

/** One of the user's own events (POST /api/events/search with mine: true): a card and its status. */
export const ownEventSummarySchema = eventSummarySchema.extend({ status: z.enum(EVENT_STATUSES) });
export type OwnEventSummary = z.infer<typeof ownEventSummarySchema>;

/** A page of the public agenda (POST /api/events/search). */
export const eventListSchema = listOf(eventSummarySchema);
/** A page of the user's own events (POST /api/events/search with mine: true). */
export const ownEventListSchema = listOf(ownEventSummarySchema);

/**
 * The body of POST /api/events (decision 0006): an event to create (a body with a `title`, as PUT
 * takes it) or the filters of a list (as POST /api/events/search takes them). Documented as either;
 * the API tells them apart by the `title` key and validates each form itself, after the checks a
 * create needs first (CSRF token, login, confirmed address), so this schema lets every body through.
 */
export const eventCreateOrSearchBodySchema = z.union([eventWriteSchema, eventSearchSchema]).catch((ctx) => ctx.value as EventWrite);
