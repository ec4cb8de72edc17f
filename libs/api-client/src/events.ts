import type { EventBookmarkState, EventCategory, EventDetail, EventSearch, EventSubscriptionState, EventSummary, ListMeta, Locale } from '@sam/contracts';
import { baseApi } from './base';
import { bookmarkMutation, type DetailPatch } from './bookmark-mutation';

export interface EventList {
  data: EventSummary[];
  meta: ListMeta;
}

export interface EventRef {
  slug: string;
  locale: Locale;
}

const LIST = { type: 'Event', id: 'LIST' } as const;

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

    /** Sets the bookmark (§4 "toggled by name"): optimistic, undone on failure. */
    setEventBookmark: bookmarkMutation<EventBookmarkState>(build, 'events', (ref, bookmarked): DetailPatch =>
      eventsApi.util.updateQueryData('getEvent', ref, (draft) => {
        draft.bookmarked = bookmarked;
      }),
    ),
  }),
});

export const {
  useSearchEventsQuery,
  useGetEventQuery,
  useGetEventCategoriesQuery,
  useToggleEventSubscriptionMutation,
  useSetEventBookmarkMutation,
} = eventsApi;
