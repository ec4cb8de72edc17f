import type { BesoinDetail, BesoinSearchBody, BesoinSummary, ListMeta, Locale } from '@sam/contracts';
import { baseApi } from './base';

export interface BesoinList {
  data: BesoinSummary[];
  meta: ListMeta;
}

/** Spec §7 Besoins: the needs tree of the guided search. */
export const besoinsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchBesoins: build.query<BesoinList, BesoinSearchBody>({
      query: (body) => ({ url: '/api/besoins/search', method: 'POST', body }),
    }),

    getBesoin: build.query<BesoinDetail, { id: number | string; locale: Locale }>({
      query: ({ id, locale }) => ({ url: `/api/besoins/${encodeURIComponent(String(id))}`, params: { locale } }),
      transformResponse: (response: { data: BesoinDetail }) => response.data,
      providesTags: (result) => (result ? [{ type: 'Besoin', id: result.id }] : []),
    }),
  }),
});

export const { useSearchBesoinsQuery, useGetBesoinQuery } = besoinsApi;
