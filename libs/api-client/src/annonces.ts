import type { AnnonceBookmarkState, AnnonceCategory, AnnonceDetail, AnnonceSearch, AnnonceSummary, ListMeta, Locale } from '@sam/contracts';
import { baseApi } from './base';
import { bookmarkMutation, type DetailPatch } from './bookmark-mutation';

export interface AnnonceList {
  data: AnnonceSummary[];
  meta: ListMeta;
}

export interface AnnonceRef {
  slug: string;
  locale: Locale;
}

/** Spec §7 Annonces: list, detail, categories and bookmark (writes belong to the dashboard). */
export const annoncesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchAnnonces: build.query<AnnonceList, AnnonceSearch>({
      query: (body) => ({ url: '/api/annonces/search', method: 'POST', body }),
    }),

    getAnnonce: build.query<AnnonceDetail, AnnonceRef>({
      query: ({ slug, locale }) => ({ url: `/api/annonces/${encodeURIComponent(slug)}`, params: { locale } }),
      transformResponse: (response: { data: AnnonceDetail }) => response.data,
    }),

    getAnnonceCategories: build.query<AnnonceCategory[], Locale>({
      query: (locale) => ({ url: '/api/annonces/categories', params: { locale } }),
      transformResponse: (response: { data: AnnonceCategory[] }) => response.data,
    }),

    /** Sets the bookmark: optimistic on a cached ad, undone on failure. */
    setAnnonceBookmark: bookmarkMutation<AnnonceBookmarkState>(build, 'annonces', (ref, bookmarked): DetailPatch =>
      annoncesApi.util.updateQueryData('getAnnonce', ref, (draft) => {
        draft.bookmarked = bookmarked;
      }),
    ),
  }),
});

export const { useSearchAnnoncesQuery, useGetAnnonceQuery, useGetAnnonceCategoriesQuery, useSetAnnonceBookmarkMutation } = annoncesApi;
