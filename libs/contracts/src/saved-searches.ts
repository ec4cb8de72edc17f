import { z } from 'zod';
import { positiveIntSchema } from './account';
import { localeSchema, timestampSchema } from './common';
import { INVALID, requiredOr, requiredPlainText } from './plain-text';

/**
 * Saved searches with alerts (issue 17, docs/decisions/0030-saved-search-alerts.md): a logged-in
 * visitor keeps the search page's address (query, refinements, tab, zone) under a name, and may
 * ask for a daily or weekly mail listing what newly matches.
 */

/** The search page's tabs (the ids of SEARCH_TABS in @sam/i18n-routes). */
export const SAVED_SEARCH_TABS = ['directory', 'useful-links', 'agenda', 'articles', 'good-tips'] as const;
export const savedSearchTabSchema = z.enum(SAVED_SEARCH_TABS, { error: INVALID });
export type SavedSearchTab = z.infer<typeof savedSearchTabSchema>;

export const ALERT_FREQUENCIES = ['none', 'daily', 'weekly'] as const;
export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES, { error: INVALID });
export type AlertFrequency = z.infer<typeof alertFrequencySchema>;

export const SAVED_SEARCH_NAME_MAX = 80;
/** A user keeps at most this many searches (each may send a mail). */
export const SAVED_SEARCHES_PER_USER = 50;
const QUERY_MAX = 4000;

/**
 * What a saved search filters on, read from the search page's query string (the same keys as the
 * page's address, libs/search-map url-state.ts): text, need, the list refinements, my bookmarks,
 * the zone (an area `layer:id` or a drawn polygon) and past events.
 */
export interface SavedSearchCriteria {
  q?: string;
  besoin?: string;
  lists: Partial<Record<SavedSearchListKey, string[]>>;
  favoris: boolean;
  zone?: { layer: string; id: string };
  polygone?: number[];
  passes: boolean;
}
export const SAVED_SEARCH_LIST_KEYS = ['secteur', 'province', 'arrondissement', 'commune', 'quartier', 'tarif', 'association', 'pays', 'type', 'categorie', 'langue'] as const;
export type SavedSearchListKey = (typeof SAVED_SEARCH_LIST_KEYS)[number];

const ZONE = /^(provinces|arrondissements|communes|quartiers|localites):([0-9A-Za-z-]{1,12})$/;
const TEXT_MAX = 200;
const VALUES_MAX = 50;

/** The criteria of a query string; unknown parameters (page, carte, adresse…) do not filter. */
export function savedSearchCriteria(query: string): SavedSearchCriteria {
  const params = new URLSearchParams(query);
  const text = (key: string) => params.get(key)?.trim().slice(0, TEXT_MAX) || undefined;
  const lists: SavedSearchCriteria['lists'] = {};
  for (const key of SAVED_SEARCH_LIST_KEYS) {
    const values = [...new Set(params.getAll(key).map((v) => v.trim().slice(0, TEXT_MAX)).filter(Boolean))].slice(0, VALUES_MAX);
    if (values.length > 0) lists[key] = values;
  }
  const zone = ZONE.exec(params.get('zone') ?? '');
  const points = (params.get('polygone') ?? '').split(',').map(Number);
  const polygonOk = points.length >= 6 && points.length <= 200 && points.length % 2 === 0 && points.every(Number.isFinite);
  return {
    q: text('q'),
    besoin: text('besoin'),
    lists,
    favoris: params.get('favoris') === '1',
    zone: zone ? { layer: zone[1], id: zone[2] } : undefined,
    polygone: !zone && polygonOk ? points : undefined,
    passes: params.get('passes') === '1',
  };
}

/** The search page's query string, without '?' or '#', the page number dropped. */
export const savedSearchQuerySchema = z
  .string({ error: requiredOr(INVALID) })
  .trim()
  .max(QUERY_MAX, { message: 'validation.too_long' })
  .refine((query) => !/[#?\s]/.test(query), { message: INVALID })
  .transform((query) => {
    const params = new URLSearchParams(query);
    params.delete('page');
    return params.toString();
  });

/** POST /api/saved-searches. */
export const savedSearchCreateSchema = z.object({
  name: requiredPlainText(SAVED_SEARCH_NAME_MAX, { singleLine: true }),
  tab: savedSearchTabSchema,
  /** The page's locale: facet values in the query are named in it. */
  locale: localeSchema,
  query: savedSearchQuerySchema,
  frequency: alertFrequencySchema.default('none'),
});
export type SavedSearchCreateInput = z.input<typeof savedSearchCreateSchema>;

/** PUT /api/saved-searches/{id}: rename and/or change the alert. */
export const savedSearchUpdateSchema = z
  .object({
    name: requiredPlainText(SAVED_SEARCH_NAME_MAX, { singleLine: true }).optional(),
    frequency: alertFrequencySchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.frequency !== undefined, { message: 'validation.required', path: ['name'] });
export type SavedSearchUpdateInput = z.input<typeof savedSearchUpdateSchema>;

export const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  tab: savedSearchTabSchema,
  locale: localeSchema,
  query: z.string(),
  frequency: alertFrequencySchema,
  created_at: timestampSchema,
  /** Items created or published after this are what the next alert lists. */
  alerted_until: timestampSchema,
  next_run_at: timestampSchema.nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** The signed token of an alert's unsubscribe link: 64 hex characters. */
export const savedSearchTokenSchema = z.string({ error: INVALID }).regex(/^[a-f0-9]{64}$/, { message: INVALID });

/** POST /api/saved-searches/unsubscribe?id=…&token=…: the parameters of an alert's link. */
export const savedSearchUnsubscribeQuerySchema = z.object({ id: positiveIntSchema, token: savedSearchTokenSchema });
export type SavedSearchUnsubscribeParams = z.input<typeof savedSearchUnsubscribeQuerySchema>;

export const savedSearchUnsubscribeResultSchema = z.object({ data: z.object({ name: z.string(), frequency: z.literal('none') }) });

/** POST /dev/saved-search-alerts/run (development and e2e only): runs the due alerts as at `now`. */
export const savedSearchAlertRunSchema = z.object({ now: z.iso.datetime({ message: INVALID }).optional() });
export const savedSearchAlertRunResultSchema = z.object({ data: z.object({ ran: z.boolean(), searches: z.number(), mails: z.number() }) });
