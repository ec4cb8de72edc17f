import type { AnnonceBookmarkState, AnnonceCategory, AnnonceDetail, AnnonceSearch, AnnonceSummary, ListMeta, Locale } from '@sam/contracts';
import { baseApi } from './base';

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
    setAnnonceBookmark: build.mutation<AnnonceBookmarkState, AnnonceRef & { bookmarked: boolean }>({
      query: ({ slug, bookmarked }) => ({ url: `/api/annonces/${encodeURIComponent(slug)}/bookmark`, method: 'POST', body: { bookmarked } }),
      async onQueryStarted({ slug, locale, bookmarked }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          annoncesApi.util.updateQueryData('getAnnonce', { slug, locale }, (draft) => {
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

export const { useSearchAnnoncesQuery, useGetAnnonceQuery, useGetAnnonceCategoriesQuery, useSetAnnonceBookmarkMutation } = annoncesApi;
