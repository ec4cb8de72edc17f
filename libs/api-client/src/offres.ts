import { offresEndpoints, type Locale, type Offre, type OffreCategory, type OffreSearch, type ResponseOf } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const { search, get, listCategories } = offresEndpoints;

export type OffreList = ResponseOf<typeof search>;

export interface OffreRef {
  id: number;
  locale: Locale;
}

/** Spec §7 Offres: search, detail and categories (read-only: offers are entered by the SAM team). */
export const offresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchOffres: build.query<OffreList, OffreSearch>({
      query: (body) => callOf(search, { body }),
    }),

    getOffre: build.query<Offre, OffreRef>({
      query: ({ id, locale }) => callOf(get, { params: { id }, query: { locale } }),
      transformResponse: (response: ResponseOf<typeof get>) => response.data,
    }),

    getOffreCategories: build.query<OffreCategory[], Locale>({
      query: (locale) => callOf(listCategories, { query: { locale } }),
      transformResponse: (response: ResponseOf<typeof listCategories>) => response.data,
    }),
  }),
});

export const { useSearchOffresQuery, useGetOffreQuery, useGetOffreCategoriesQuery } = offresApi;
