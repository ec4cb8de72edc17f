import type { InfoBookmarkState, InfoDetail, InfoListQuery, InfoSearchBody, InfoSummary, ListMeta, Locale } from '@sam/contracts';
import { baseApi } from './base';

export interface InfoList {
  data: InfoSummary[];
  meta: ListMeta;
}

/** An info by id or slug (either language), in one locale. */
export interface InfoRef {
  slug: string;
  locale: Locale;
}

/** Spec §7 Infos: list, search, detail, related and bookmark (PUT belongs to the dashboard). */
export const infosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInfos: build.query<InfoList, InfoListQuery>({
      query: (params) => ({ url: '/api/infos', params }),
    }),

    searchInfos: build.query<InfoList, InfoSearchBody>({
      query: (body) => ({ url: '/api/infos/search', method: 'POST', body }),
    }),

    getInfo: build.query<InfoDetail, InfoRef>({
      query: ({ slug, locale }) => ({ url: `/api/infos/${encodeURIComponent(slug)}`, params: { locale } }),
      transformResponse: (response: { data: InfoDetail }) => response.data,
      providesTags: (result) => (result ? [{ type: 'Info', id: result.id }] : []),
    }),

    getRelatedInfos: build.query<InfoSummary[], InfoRef>({
      query: ({ slug, locale }) => ({ url: `/api/infos/${encodeURIComponent(slug)}/related`, params: { locale } }),
      transformResponse: (response: { data: InfoSummary[] }) => response.data,
    }),

    /** Sets the bookmark (by slug_fr): optimistic on a cached info, undone on failure. */
    setInfoBookmark: build.mutation<InfoBookmarkState, InfoRef & { bookmarked: boolean }>({
      query: ({ slug, bookmarked }) => ({ url: `/api/infos/${encodeURIComponent(slug)}/bookmark`, method: 'POST', body: { bookmarked } }),
      async onQueryStarted({ slug, locale, bookmarked }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          infosApi.util.updateQueryData('getInfo', { slug, locale }, (draft) => {
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

export const { useListInfosQuery, useSearchInfosQuery, useGetInfoQuery, useGetRelatedInfosQuery, useSetInfoBookmarkMutation } = infosApi;
