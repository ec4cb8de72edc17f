import {
  isListingEditCopy,
  listingsEndpoints,
  prestatairesEndpoints,
  type Locale,
  type Prestataire,
  type PrestataireSearchInput,
  type ResponseOf,
} from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

export type PrestataireSearch = PrestataireSearchInput;
export type PrestataireList = ResponseOf<typeof prestatairesEndpoints.search>;

export interface PrestataireColors {
  slug: string;
  primary_color: string | null;
  secondary_color: string | null;
}

/** GET and PUT /api/prestataires/{slug} answer the page or the edit copy: these calls ask for the page. */
function pageIn({ data }: ResponseOf<typeof prestatairesEndpoints.get>): Prestataire {
  if (isListingEditCopy(data)) throw new TypeError('The API answered the edit copy, not the listing page');
  return data;
}

const LIST = { type: 'Prestataire', id: 'LIST' } as const;

export const prestatairesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPrestataire: build.query<Prestataire, { slug: string; locale: Locale }>({
      query: ({ slug, locale }) => callOf(prestatairesEndpoints.get, { params: { slug }, query: { locale } }),
      transformResponse: pageIn,
      providesTags: (_result, _error, { slug }) => [{ type: 'Prestataire', id: slug }],
    }),

    searchPrestataires: build.query<PrestataireList, PrestataireSearch>({
      query: (body) => callOf(prestatairesEndpoints.search, { body }),
      providesTags: (result) => [...(result?.data ?? []).map((p) => ({ type: 'Prestataire' as const, id: p.slug })), LIST],
    }),

    /** Spec §7: PUT /api/prestataires/{slug} with primary_color and secondary_color. */
    updatePrestataireColors: build.mutation<Prestataire, PrestataireColors>({
      query: ({ slug, ...body }) => callOf(listingsEndpoints.update, { params: { slug }, body }),
      transformResponse: pageIn,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [{ type: 'Prestataire', id: slug }, LIST]),
    }),
  }),
});

export const { useGetPrestataireQuery, useSearchPrestatairesQuery, useUpdatePrestataireColorsMutation } = prestatairesApi;
