import { infosEndpoints, type InfoDetail, type InfoEditable, type InfoListQuery, type InfoSearchBody, type InfoSummary, type InfoWrite, type Locale, type ResponseOf } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const { list, search, get, related, update } = infosEndpoints;

export type InfoList = ResponseOf<typeof list>;

/** An info by id or slug (either language), in one locale. */
export interface InfoRef {
  slug: string;
  locale: Locale;
}

/** Lists, searches and related pages: any edit may change them. */
const LIST = { type: 'Info', id: 'LIST' } as const;

/** Spec §7 Infos: list, search, detail, related, and the editors' edit copy and PUT. */
export const infosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listInfos: build.query<InfoList, InfoListQuery>({
      query: (query) => callOf(list, { query }),
      providesTags: [LIST],
    }),

    searchInfos: build.query<InfoList, InfoSearchBody>({
      query: (body) => callOf(search, { body }),
      providesTags: [LIST],
    }),

    getInfo: build.query<InfoDetail, InfoRef>({
      query: ({ slug, locale }) => callOf(get, { params: { id: slug }, query: { locale } }),
      // Without edit, the public page.
      transformResponse: (response: ResponseOf<typeof get>) => response.data as InfoDetail,
      providesTags: (result) => (result ? [{ type: 'Info', id: result.id }] : []),
    }),

    getRelatedInfos: build.query<InfoSummary[], InfoRef>({
      query: ({ slug, locale }) => callOf(related, { params: { id: slug }, query: { locale } }),
      transformResponse: (response: ResponseOf<typeof related>) => response.data,
      providesTags: [LIST],
    }),

    /** The edit copy (GET /api/infos/{id}?edit=1; admin and root): both languages, unpublished too. */
    getInfoForEditing: build.query<InfoEditable, number | string>({
      query: (ref) => callOf(get, { params: { id: String(ref) }, query: { edit: '1' } }),
      transformResponse: (response: ResponseOf<typeof get>) => response.data as InfoEditable,
      providesTags: (result) => (result ? [{ type: 'Info', id: result.id }] : []),
    }),

    /** PUT /api/infos/{id} with the whole info; its public views refetch. */
    updateInfo: build.mutation<InfoEditable, { id: number; info: InfoWrite }>({
      query: ({ id, info }) => callOf(update, { params: { id: String(id) }, body: info }),
      transformResponse: (response: ResponseOf<typeof update>) => response.data,
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
