import { besoinsEndpoints, type BesoinDetail, type BesoinSearchBody, type Locale, type ResponseOf } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

export type BesoinList = ResponseOf<typeof besoinsEndpoints.search>;

/** Spec §7 Besoins: the needs tree of the guided search. */
export const besoinsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchBesoins: build.query<BesoinList, BesoinSearchBody>({
      query: (body) => callOf(besoinsEndpoints.search, { body }),
    }),

    getBesoin: build.query<BesoinDetail, { id: number | string; locale: Locale }>({
      query: ({ id, locale }) => callOf(besoinsEndpoints.get, { params: { id: String(id) }, query: { locale } }),
      transformResponse: (response: ResponseOf<typeof besoinsEndpoints.get>) => response.data,
      providesTags: (result) => (result ? [{ type: 'Besoin', id: result.id }] : []),
    }),
  }),
});

export const { useSearchBesoinsQuery, useGetBesoinQuery } = besoinsApi;
