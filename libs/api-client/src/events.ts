import type {
  EventCategory,
  EventDetail,
  EventEditable,
  EventSearch,
  EventSubscriptionState,
  EventSummary,
  EventWrite,
  ListMeta,
  Locale,
  OwnEventSummary,
} from '@sam/contracts';
import { baseApi } from './base';

export interface EventList {
  data: EventSummary[];
  meta: ListMeta;
}

export interface OwnEventList {
  data: OwnEventSummary[];
  meta: ListMeta;
}

/** The dashboard's list of the user's own events: a page, in the page's language. */
export interface OwnEventsQuery {
  locale: Locale;
  page: number;
}

export interface EventRef {
  slug: string;
  locale: Locale;
}

const LIST = { type: 'Event', id: 'LIST' } as const;
/** The user's own events (dashboard); every write changes it. */
const MINE = { type: 'Event', id: 'MINE' } as const;
/** The editable copy of one event (its slug), apart from the public view's tag. */
const editing = (slug: string) => ({ type: 'Event' as const, id: `edit:${slug}` });

/** Spec §7 events (v1 prefix): agenda list, detail, categories, subscribe and bookmark. */
export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchEvents: build.query<EventList, EventSearch>({
      query: (body) => ({ url: '/api/events/search', method: 'POST', body }),
      providesTags: (result) => [...(result?.data ?? []).map((e) => ({ type: 'Event' as const, id: e.slug })), LIST],
    }),

    getEvent: build.query<EventDetail, EventRef>({
      query: ({ slug, locale }) => ({ url: `/api/events/${encodeURIComponent(slug)}`, params: { locale } }),
      transformResponse: (response: { data: EventDetail }) => response.data,
      providesTags: (_result, _error, { slug }) => [{ type: 'Event', id: slug }],
    }),

    getEventCategories: build.query<EventCategory[], Locale>({
      query: (locale) => ({ url: '/api/events/categories', params: { locale } }),
      transformResponse: (response: { data: EventCategory[] }) => response.data,
      providesTags: [LIST],
    }),

    /** Toggles the user's subscription; a cached event flips at once and flips back on failure. */
    toggleEventSubscription: build.mutation<EventSubscriptionState, EventRef>({
      query: ({ slug }) => ({ url: `/api/events/${encodeURIComponent(slug)}/subscribe`, method: 'POST' }),
      async onQueryStarted({ slug, locale }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          eventsApi.util.updateQueryData('getEvent', { slug, locale }, (draft) => {
            draft.subscribers = Math.max(0, draft.subscribers + (draft.subscribed ? -1 : 1));
            draft.subscribed = !draft.subscribed;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            eventsApi.util.updateQueryData('getEvent', { slug, locale }, (draft) => {
              draft.subscribed = data.subscribed;
              draft.subscribers = data.subscribers;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),

    /** POST /api/events/search with mine: the user's events, drafts and past ones included (dashboard mon-agenda). */
    listMyEvents: build.query<OwnEventList, OwnEventsQuery>({
      query: ({ locale, page }) => ({ url: '/api/events/search', method: 'POST', body: { locale, page, mine: true } }),
      providesTags: [MINE],
    }),

    /** The event as its editors fill the form with (GET /api/events/{slug}?edit=1, any status). */
    getEventForEditing: build.query<EventEditable, string>({
      query: (slug) => ({ url: `/api/events/${encodeURIComponent(slug)}`, params: { edit: 1 } }),
      transformResponse: (response: { data: EventEditable }) => response.data,
      providesTags: (_result, _error, slug) => [editing(slug)],
    }),

    createEvent: build.mutation<EventEditable, EventWrite>({
      query: (body) => ({ url: '/api/events', method: 'POST', body }),
      transformResponse: (response: { data: EventEditable }) => response.data,
      invalidatesTags: [MINE, LIST],
    }),

    updateEvent: build.mutation<EventEditable, { slug: string; event: EventWrite }>({
      query: ({ slug, event }) => ({ url: `/api/events/${encodeURIComponent(slug)}`, method: 'PUT', body: event }),
      transformResponse: (response: { data: EventEditable }) => response.data,
      invalidatesTags: (_result, _error, { slug }) => [MINE, LIST, editing(slug), { type: 'Event', id: slug }],
    }),

    deleteEvent: build.mutation<void, string>({
      query: (slug) => ({ url: `/api/events/${encodeURIComponent(slug)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, slug) => [MINE, LIST, editing(slug), { type: 'Event', id: slug }],
    }),
  }),
});

export const {
  useSearchEventsQuery,
  useGetEventQuery,
  useGetEventCategoriesQuery,
  useToggleEventSubscriptionMutation,
  useListMyEventsQuery,
  useGetEventForEditingQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
} = eventsApi;
