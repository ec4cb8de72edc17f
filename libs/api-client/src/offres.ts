import type { ListMeta, Locale, Offre, OffreCategory, OffreSearch } from '@sam/contracts';
import { baseApi } from './base';

export interface OffreList {
  data: Offre[];
  meta: ListMeta;
}

export interface OffreRef {
  id: number;
  locale: Locale;
}

/** Spec §7 Offres: search, detail and categories (read-only: offers are entered by the SAM team). */
export const offresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchOffres: build.query<OffreList, OffreSearch>({
      query: (body) => ({ url: '/api/offres/search', method: 'POST', body }),
    }),

    getOffre: build.query<Offre, OffreRef>({
      query: ({ id, locale }) => ({ url: `/api/offres/${id}`, params: { locale } }),
      transformResponse: (response: { data: Offre }) => response.data,
    }),

    getOffreCategories: build.query<OffreCategory[], Locale>({
      query: (locale) => ({ url: '/api/offres/categories', params: { locale } }),
      transformResponse: (response: { data: OffreCategory[] }) => response.data,
    }),
  }),
});

export const { useSearchOffresQuery, useGetOffreQuery, useGetOffreCategoriesQuery } = offresApi;
