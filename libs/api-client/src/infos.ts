import type { InfoDetail, InfoEditable, InfoListQuery, InfoSearchBody, InfoSummary, InfoWrite, ListMeta, Locale } from '@sam/contracts';
import { baseApi } from './base';

export interface InfoList {
  data: InfoSummary[];
  meta: ListMeta;
}

/** An info by id or slug (either language), in one locale. */
export interface InfoRef {
  slug: string;
  locale: Locale;
}

/** Lists, searches and related pages: any edit may change them. */
const LIST = { type: 'Info', id: 'LIST' } as const;

/** Spec §7 Infos: list, search, detail, related, bookmark, and the editors' edit copy and PUT. */
export const infosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInfos: build.query<InfoList, InfoListQuery>({
      query: (params) => ({ url: '/api/infos', params }),
      providesTags: [LIST],
    }),

    searchInfos: build.query<InfoList, InfoSearchBody>({
      query: (body) => ({ url: '/api/infos/search', method: 'POST', body }),
      providesTags: [LIST],
    }),

    getInfo: build.query<InfoDetail, InfoRef>({
      query: ({ slug, locale }) => ({ url: `/api/infos/${encodeURIComponent(slug)}`, params: { locale } }),
      transformResponse: (response: { data: InfoDetail }) => response.data,
      providesTags: (result) => (result ? [{ type: 'Info', id: result.id }] : []),
    }),

    getRelatedInfos: build.query<InfoSummary[], InfoRef>({
      query: ({ slug, locale }) => ({ url: `/api/infos/${encodeURIComponent(slug)}/related`, params: { locale } }),
      transformResponse: (response: { data: InfoSummary[] }) => response.data,
      providesTags: [LIST],
    }),

    /** The edit copy (GET /api/infos/{id}?edit=1; admin and root): both languages, unpublished too. */
    getInfoForEditing: build.query<InfoEditable, number | string>({
      query: (ref) => ({ url: `/api/infos/${encodeURIComponent(ref)}`, params: { edit: 1 } }),
      transformResponse: (response: { data: InfoEditable }) => response.data,
      providesTags: (result) => (result ? [{ type: 'Info', id: result.id }] : []),
    }),

    /** PUT /api/infos/{id} with the whole info; its public views refetch. */
    updateInfo: build.mutation<InfoEditable, { id: number; info: InfoWrite }>({
      query: ({ id, info }) => ({ url: `/api/infos/${id}`, method: 'PUT', body: info }),
      transformResponse: (response: { data: InfoEditable }) => response.data,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'Info', id }]),
    }),
  }),
});

export const {
  useListInfosQuery,
  useSearchInfosQuery,
  useGetInfoQuery,
  useGetRelatedInfosQuery,
  useGetInfoForEditingQuery,
  useUpdateInfoMutation,
} = infosApi;
