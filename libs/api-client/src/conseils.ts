import { conseilsEndpoints, type ConseilDetail, type ConseilEditable, type ConseilListQuery, type ConseilWrite, type Locale, type ResponseOf } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const { list, get, update } = conseilsEndpoints;

export type ConseilList = ResponseOf<typeof list>;

/** A guide by id or slug (either language), in one locale. */
export interface ConseilRef {
  slug: string;
  locale: Locale;
}

const LIST = { type: 'Conseil', id: 'LIST' } as const;

/** Spec §7 Conseils: list, detail with tags, besoins and contents, and the editors' edit copy and PUT. */
export const conseilsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listConseils: build.query<ConseilList, ConseilListQuery>({
      query: (query) => callOf(list, { query }),
      providesTags: [LIST],
    }),

    getConseil: build.query<ConseilDetail, ConseilRef>({
      query: ({ slug, locale }) => callOf(get, { params: { id: slug }, query: { locale } }),
      // Without edit, the public page.
      transformResponse: (response: ResponseOf<typeof get>) => response.data as ConseilDetail,
      providesTags: (result) => (result ? [{ type: 'Conseil', id: result.id }] : []),
    }),

    /** The edit copy (GET /api/conseils/{id}?edit=1; admin and root): both languages, unpublished too. */
    getConseilForEditing: build.query<ConseilEditable, number | string>({
      query: (ref) => callOf(get, { params: { id: String(ref) }, query: { edit: '1' } }),
      transformResponse: (response: ResponseOf<typeof get>) => response.data as ConseilEditable,
      providesTags: (result) => (result ? [{ type: 'Conseil', id: result.id }] : []),
    }),

    /** Spec §7: PUT /api/conseils/{id} "sent with _method PUT", with the whole guide. */
    updateConseil: build.mutation<ConseilEditable, { id: number; conseil: ConseilWrite }>({
      query: ({ id, conseil }) => callOf(update, { params: { id: String(id) }, body: conseil }, { methodOverride: true }),
      transformResponse: (response: ResponseOf<typeof update>) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Conseil', id }]),
    }),
  }),
});

export const {
  useListConseilsQuery,
  useGetConseilQuery,
  useGetConseilForEditingQuery,
  useUpdateConseilMutation,
} = conseilsApi;
