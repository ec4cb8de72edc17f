import type { ConseilBookmarkState, ConseilDetail, ConseilListQuery, ConseilSummary, ListMeta, Locale } from '@sam/contracts';
import { baseApi } from './base';
import { bookmarkMutation, type DetailPatch } from './bookmark-mutation';

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
    setConseilBookmark: bookmarkMutation<ConseilBookmarkState>(build, 'conseils', (ref, bookmarked): DetailPatch =>
      conseilsApi.util.updateQueryData('getConseil', ref, (draft) => {
        draft.bookmarked = bookmarked;
      }),
    ),
  }),
});

export const { useListConseilsQuery, useGetConseilQuery, useSetConseilBookmarkMutation } = conseilsApi;
