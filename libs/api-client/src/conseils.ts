import type { ConseilBookmarkState, ConseilDetail, ConseilListQuery, ConseilSummary, ListMeta, Locale } from '@sam/contracts';
import { baseApi } from './base';

export interface ConseilList {
  data: ConseilSummary[];
  meta: ListMeta;
}

/** A guide by id or slug (either language), in one locale. */
export interface ConseilRef {
  slug: string;
  locale: Locale;
}

/** Spec §7 Conseils: list, detail with tags, besoins and contents, bookmark (PUT belongs to the dashboard). */
export const conseilsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listConseils: build.query<ConseilList, ConseilListQuery>({
      query: (params) => ({ url: '/api/conseils', params }),
    }),

    getConseil: build.query<ConseilDetail, ConseilRef>({
      query: ({ slug, locale }) => ({ url: `/api/conseils/${encodeURIComponent(slug)}`, params: { locale } }),
      transformResponse: (response: { data: ConseilDetail }) => response.data,
      providesTags: (result) => (result ? [{ type: 'Conseil', id: result.id }] : []),
    }),

    /** Sets the bookmark (by slug_fr): optimistic on a cached guide, undone on failure. */
    setConseilBookmark: build.mutation<ConseilBookmarkState, ConseilRef & { bookmarked: boolean }>({
      query: ({ slug, bookmarked }) => ({ url: `/api/conseils/${encodeURIComponent(slug)}/bookmark`, method: 'POST', body: { bookmarked } }),
      async onQueryStarted({ slug, locale, bookmarked }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          conseilsApi.util.updateQueryData('getConseil', { slug, locale }, (draft) => {
            draft.bookmarked = bookmarked;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // The user's bookmark list (GET /api/user) changed.
      invalidatesTags: (_result, error) => (error ? [] : ['User', 'Bookmark']),
    }),
  }),
});

export const { useListConseilsQuery, useGetConseilQuery, useSetConseilBookmarkMutation } = conseilsApi;
