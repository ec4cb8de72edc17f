import type { ListMeta, Locale, Prestataire, PrestataireSearchHit } from '@sam/contracts';
import { baseApi } from './base';

export interface PrestataireSearch {
  page: number;
  locale: Locale;
  q?: string;
}

export interface PrestataireList {
  data: PrestataireSearchHit[];
  meta: ListMeta;
}

export interface PrestataireColors {
  slug: string;
  primary_color: string | null;
  secondary_color: string | null;
}

const LIST = { type: 'Prestataire', id: 'LIST' } as const;

export const prestatairesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPrestataire: build.query<Prestataire, { slug: string; locale: Locale }>({
      query: ({ slug, locale }) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}`, params: { locale } }),
      transformResponse: (response: { data: Prestataire }) => response.data,
      providesTags: (_result, _error, { slug }) => [{ type: 'Prestataire', id: slug }],
    }),

    searchPrestataires: build.query<PrestataireList, PrestataireSearch>({
      query: (body) => ({ url: '/api/prestataires/search', method: 'POST', body }),
      providesTags: (result) => [...(result?.data ?? []).map((p) => ({ type: 'Prestataire' as const, id: p.slug })), LIST],
    }),

    /** Spec §7: PUT /api/prestataires/{slug} with primary_color and secondary_color. */
    updatePrestataireColors: build.mutation<Prestataire, PrestataireColors>({
      query: ({ slug, ...body }) => ({ url: `/api/prestataires/${encodeURIComponent(slug)}`, method: 'PUT', body }),
      transformResponse: (response: Prestataire | { data: Prestataire }) => ('data' in response ? response.data : response),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [{ type: 'Prestataire', id: slug }, LIST]),
    }),
  }),
});

export const { useGetPrestataireQuery, useSearchPrestatairesQuery, useUpdatePrestataireColorsMutation } = prestatairesApi;
