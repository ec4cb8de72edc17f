import { z } from 'zod';
import { DEFAULT_PAGE, localeSchema, slugSchema } from './common';

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
export const eventCategoryRefSchema = z.union([z.coerce.number().int().min(1), slugSchema]);

/** POST /api/events/search (and POST /api/events with params, §7): filters and page. */
export const eventSearchSchema = z.object({
  locale: localeSchema.default('fr'),
  page: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE),
  category: eventCategoryRefSchema.optional(),
  q: z.string().trim().max(200).optional(),
  from: dateInputSchema.optional(),
  to: dateInputSchema.optional(),
  /** Past events instead of upcoming ones (most recent first). */
  past: z.boolean().optional(),
});
export type EventSearch = z.input<typeof eventSearchSchema>;

export const eventLocaleQuerySchema = z.object({ locale: localeSchema.default('fr') });

/** {slug} or numeric {id} in the path (§7 GET /api/events/{slug-or-id}). */
export const eventRefParamsSchema = z.object({ slug: z.union([z.string().regex(/^\d+$/).transform(Number), slugSchema]) });
export const eventSlugParamsSchema = z.object({ slug: slugSchema });
export const eventCategoryIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/** POST /api/events/{slug}/bookmark: true or false sets the state; absent toggles it (§4 bookmarks). */
export const eventBookmarkBodySchema = z.object({ bookmarked: z.boolean().optional() });

export const eventCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  slug_fr: z.string(),
  slug_nl: z.string(),
  titre_fr: z.string(),
  titre_nl: z.string(),
  position: z.number().int(),
  /** Upcoming published events of the category. */
  upcoming_count: z.number().int().min(0),
});
export type EventCategory = z.infer<typeof eventCategorySchema>;

const eventCategoryRefOutSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
const communeRefSchema = z.object({ id: z.string(), name: z.string() });

/** One agenda card: what the list shows. */
export const eventSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  locale: localeSchema,
  place: z.string().nullable(),
  commune: communeRefSchema.nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  category: eventCategoryRefOutSchema.nullable(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** §3 Event with its relations, as GET /api/events/{slug-or-id} answers it. */
export const eventDetailSchema = eventSummarySchema.extend({
  description: z.string(),
  contact_person: z.string().nullable(),
  website: z.string().nullable(),
  organiser: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  subscribers: z.number().int().min(0),
  /** For the logged-in user; false for a visitor. */
  subscribed: z.boolean(),
  bookmarked: z.boolean(),
  updated_at: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventSubscriptionStateSchema = z.object({ subscribed: z.boolean(), subscribers: z.number().int().min(0) });
export type EventSubscriptionState = z.infer<typeof eventSubscriptionStateSchema>;
export const eventBookmarkStateSchema = z.object({ bookmarked: z.boolean() });
export type EventBookmarkState = z.infer<typeof eventBookmarkStateSchema>;
