import {
  eventsEndpoints,
  type EventCategory,
  type EventDetail,
  type EventEditable,
  type EventSearch,
  type EventSubscriptionState,
  type EventSummary,
  type EventWrite,
  type ListMeta,
  type Locale,
  type OwnEventSummary,
  type ResponseOf,
} from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const { search, createOrSearch, listCategories, get, update, delete: remove, toggleSubscription } = eventsEndpoints;

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

/** Spec §7 events (v1 prefix): agenda list, detail, categories, subscribe; the dashboard's own events and their writes. */
export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchEvents: build.query<EventList, EventSearch>({
      query: (body) => callOf(search, { body }),
      transformResponse: (response: ResponseOf<typeof search>): EventList => response,
      providesTags: (result) => [...(result?.data ?? []).map((e) => ({ type: 'Event' as const, id: e.slug })), LIST],
    }),

    getEvent: build.query<EventDetail, EventRef>({
      query: ({ slug, locale }) => callOf(get, { params: { slug }, query: { locale } }),
      // Without edit, the public page.
      transformResponse: (response: ResponseOf<typeof get>) => response.data as EventDetail,
      providesTags: (_result, _error, { slug }) => [{ type: 'Event', id: slug }],
    }),

    getEventCategories: build.query<EventCategory[], Locale>({
      query: (locale) => callOf(listCategories, { query: { locale } }),
      transformResponse: (response: ResponseOf<typeof listCategories>) => response.data,
      providesTags: [LIST],
    }),

    /** Toggles the user's subscription; a cached event flips at once and flips back on failure. */
    toggleEventSubscription: build.mutation<EventSubscriptionState, EventRef>({
      query: ({ slug }) => callOf(toggleSubscription, { params: { slug } }),
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
      query: ({ locale, page }) => callOf(search, { body: { locale, page, mine: true } }),
      // With mine, every card carries its status.
      transformResponse: (response: ResponseOf<typeof search>) => response as OwnEventList,
      providesTags: [MINE],
    }),

    /** The event as its editors fill the form with (GET /api/events/{slug}?edit=1, any status). */
    getEventForEditing: build.query<EventEditable, string>({
      query: (slug) => callOf(get, { params: { slug }, query: { edit: '1' } }),
      transformResponse: (response: ResponseOf<typeof get>) => response.data as EventEditable,
      providesTags: (_result, _error, slug) => [editing(slug)],
    }),

    createEvent: build.mutation<EventEditable, EventWrite>({
      query: (body) => callOf(createOrSearch, { body }),
      // A body with a title is a create (decision 0006): 201 with the stored event.
      transformResponse: (response: ResponseOf<typeof createOrSearch>) => (response as { data: EventEditable }).data,
      invalidatesTags: [MINE, LIST],
    }),

    updateEvent: build.mutation<EventEditable, { slug: string; event: EventWrite }>({
      query: ({ slug, event }) => callOf(update, { params: { slug }, body: event }),
      transformResponse: (response: ResponseOf<typeof update>) => response.data,
      invalidatesTags: (_result, _error, { slug }) => [MINE, LIST, editing(slug), { type: 'Event', id: slug }],
    }),

    deleteEvent: build.mutation<void, string>({
      query: (slug) => callOf(remove, { params: { slug } }),
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
