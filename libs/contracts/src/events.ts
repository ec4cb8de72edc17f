import { z } from 'zod';
import * as categorised from './categorised-lists';
import { slugSchema } from './common';

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
});
export type EventSearch = z.input<typeof eventSearchSchema>;

export const eventLocaleQuerySchema = categorised.localeQuerySchema;

/** {slug} or numeric {id} in the path (§7 GET /api/events/{slug-or-id}). */
export const eventRefParamsSchema = categorised.slugOrIdParamsSchema;
export const eventSlugParamsSchema = z.object({ slug: slugSchema });
export const eventCategoryIdParamsSchema = categorised.idParamsSchema;

/** POST /api/events/{slug}/bookmark: true or false sets the state; absent toggles it (§4 bookmarks). */
export const eventBookmarkBodySchema = categorised.bookmarkBodySchema;

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
export const eventBookmarkStateSchema = categorised.bookmarkStateSchema;
export type EventBookmarkState = z.infer<typeof eventBookmarkStateSchema>;
