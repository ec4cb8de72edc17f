import type { InfoBookmarkState, InfoDetail, InfoListQuery, InfoSearchBody, InfoSummary, ListMeta, Locale } from '@sam/contracts';
import { baseApi } from './base';
import { bookmarkMutation, type DetailPatch } from './bookmark-mutation';

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
    setInfoBookmark: bookmarkMutation<InfoBookmarkState>(build, 'infos', (ref, bookmarked): DetailPatch =>
      infosApi.util.updateQueryData('getInfo', ref, (draft) => {
        draft.bookmarked = bookmarked;
      }),
    ),
  }),
});

export const { useListInfosQuery, useSearchInfosQuery, useGetInfoQuery, useGetRelatedInfosQuery, useSetInfoBookmarkMutation } = infosApi;
