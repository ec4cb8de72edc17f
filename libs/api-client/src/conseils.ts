import type { ConseilDetail, ConseilEditable, ConseilListQuery, ConseilSummary, ConseilWrite, ListMeta, Locale } from '@sam/contracts';
import { baseApi } from './base';

export interface ConseilList {
  data: ConseilSummary[];
  meta: ListMeta;
}

/** A guide by id or slug (either language), in one locale. */
export interface ConseilRef {
  slug: string;
  locale: Locale;
}

const LIST = { type: 'Conseil', id: 'LIST' } as const;

/** Spec §7 Conseils: list, detail with tags, besoins and contents, bookmark, and the editors' edit copy and PUT. */
export const conseilsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listConseils: build.query<ConseilList, ConseilListQuery>({
      query: (params) => ({ url: '/api/conseils', params }),
      providesTags: [LIST],
    }),

    getConseil: build.query<ConseilDetail, ConseilRef>({
      query: ({ slug, locale }) => ({ url: `/api/conseils/${encodeURIComponent(slug)}`, params: { locale } }),
      transformResponse: (response: { data: ConseilDetail }) => response.data,
      providesTags: (result) => (result ? [{ type: 'Conseil', id: result.id }] : []),
    }),

    /** The edit copy (GET /api/conseils/{id}?edit=1; admin and root): both languages, unpublished too. */
    getConseilForEditing: build.query<ConseilEditable, number | string>({
      query: (ref) => ({ url: `/api/conseils/${encodeURIComponent(ref)}`, params: { edit: 1 } }),
      transformResponse: (response: { data: ConseilEditable }) => response.data,
      providesTags: (result) => (result ? [{ type: 'Conseil', id: result.id }] : []),
    }),

    /** Spec §7: PUT /api/conseils/{id} "sent with _method PUT", with the whole guide. */
    updateConseil: build.mutation<ConseilEditable, { id: number; conseil: ConseilWrite }>({
      query: ({ id, conseil }) => ({ url: `/api/conseils/${id}`, method: 'POST', body: { ...conseil, _method: 'PUT' } }),
      transformResponse: (response: { data: ConseilEditable }) => response.data,
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
