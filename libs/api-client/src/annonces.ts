import {
  annoncesEndpoints,
  type AnnonceCategory,
  type AnnonceDetail,
  type AnnonceSearch,
  type AnnonceSummary,
  type AnnonceWriteInput,
  type ListMeta,
  type Locale,
  type ManagedAnnonce,
  type ManagedAnnonceList,
  type ResponseOf,
} from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const { search, create, update, delete: remove, listCategories, get } = annoncesEndpoints;

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

/** Spec §7 Annonces: list, detail and categories; the dashboard's own ads and their writes. */
export const annoncesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchAnnonces: build.query<AnnonceList, AnnonceSearch>({
      query: (body) => callOf(search, { body }),
      // Without mine, the public cards.
      transformResponse: (response: ResponseOf<typeof search>) => response as AnnonceList,
    }),

    getAnnonce: build.query<AnnonceDetail, AnnonceRef>({
      query: ({ slug, locale }) => callOf(get, { params: { slug }, query: { locale } }),
      // Without edit, the public page.
      transformResponse: (response: ResponseOf<typeof get>) => response.data as AnnonceDetail,
    }),

    getAnnonceCategories: build.query<AnnonceCategory[], Locale>({
      query: (locale) => callOf(listCategories, { query: { locale } }),
      transformResponse: (response: ResponseOf<typeof listCategories>) => response.data,
    }),

    /** POST /api/annonces/search with mine: the user's ads, drafts and expired ones included. */
    listMyAnnonces: build.query<ManagedAnnonceList, MyAnnoncesQuery>({
      query: (body) => callOf(search, { body: { ...body, mine: true } }),
      transformResponse: (response: ResponseOf<typeof search>) => response as ManagedAnnonceList,
      providesTags: (result) => [MINE, ...(result?.data ?? []).map((annonce) => one(annonce.id))],
    }),

    /** The ad as its managers edit it (GET /api/annonces/{slug}?edit=1, any status). */
    getAnnonceForEditing: build.query<ManagedAnnonce, string>({
      query: (slug) => callOf(get, { params: { slug }, query: { edit: '1' } }),
      transformResponse: (response: ResponseOf<typeof get>) => response.data as ManagedAnnonce,
      providesTags: (result) => (result ? [one(result.id)] : []),
    }),

    createAnnonce: build.mutation<ManagedAnnonce, AnnonceWriteInput>({
      query: (body) => callOf(create, { body }),
      transformResponse: (response: ResponseOf<typeof create>) => response.data,
      invalidatesTags: [MINE],
    }),

    updateAnnonce: build.mutation<ManagedAnnonce, { id: number; annonce: AnnonceWriteInput }>({
      query: ({ id, annonce }) => callOf(update, { params: { slug: String(id) }, body: annonce }),
      transformResponse: (response: ResponseOf<typeof update>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [MINE, one(id)],
    }),

    deleteAnnonce: build.mutation<void, number>({
      query: (id) => callOf(remove, { params: { slug: String(id) } }),
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
