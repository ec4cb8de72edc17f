import type {
  AnnonceCategory,
  AnnonceDetail,
  AnnonceSearch,
  AnnonceSummary,
  AnnonceWriteInput,
  ListMeta,
  Locale,
  ManagedAnnonce,
  ManagedAnnonceList,
} from '@sam/contracts';
import { baseApi } from './base';

export interface AnnonceList {
  data: AnnonceSummary[];
  meta: ListMeta;
}

export interface AnnonceRef {
  slug: string;
  locale: Locale;
}

/** The dashboard's list of the user's own ads: page and filters of the public search. */
export type MyAnnoncesQuery = Omit<AnnonceSearch, 'mine'>;

/** Every list of the user's ads (any page) is stale after any write. */
const MINE = { type: 'Annonce', id: 'MINE' } as const;
const one = (id: number) => ({ type: 'Annonce' as const, id });
const unwrap = (response: { data: ManagedAnnonce }) => response.data;

/** Spec §7 Annonces: list, detail, categories and bookmark; the dashboard's own ads and their writes. */
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

    /** POST /api/annonces/search with mine: the user's ads, drafts and expired ones included. */
    listMyAnnonces: build.query<ManagedAnnonceList, MyAnnoncesQuery>({
      query: (body) => ({ url: '/api/annonces/search', method: 'POST', body: { ...body, mine: true } }),
      providesTags: (result) => [MINE, ...(result?.data ?? []).map((annonce) => one(annonce.id))],
    }),

    /** The ad as its managers edit it (GET /api/annonces/{slug}?edit=1, any status). */
    getAnnonceForEditing: build.query<ManagedAnnonce, string>({
      query: (slug) => ({ url: `/api/annonces/${encodeURIComponent(slug)}`, params: { edit: 1 } }),
      transformResponse: unwrap,
      providesTags: (result) => (result ? [one(result.id)] : []),
    }),

    createAnnonce: build.mutation<ManagedAnnonce, AnnonceWriteInput>({
      query: (body) => ({ url: '/api/annonces', method: 'POST', body }),
      transformResponse: unwrap,
      invalidatesTags: [MINE],
    }),

    updateAnnonce: build.mutation<ManagedAnnonce, { id: number; annonce: AnnonceWriteInput }>({
      query: ({ id, annonce }) => ({ url: `/api/annonces/${id}`, method: 'PUT', body: annonce }),
      transformResponse: unwrap,
      invalidatesTags: (_result, _error, { id }) => [MINE, one(id)],
    }),

    deleteAnnonce: build.mutation<void, number>({
      query: (id) => ({ url: `/api/annonces/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [MINE, one(id)],
    }),
  }),
});

export const {
  useSearchAnnoncesQuery,
  useGetAnnonceQuery,
  useGetAnnonceCategoriesQuery,
  useListMyAnnoncesQuery,
  useGetAnnonceForEditingQuery,
  useCreateAnnonceMutation,
  useUpdateAnnonceMutation,
  useDeleteAnnonceMutation,
} = annoncesApi;
