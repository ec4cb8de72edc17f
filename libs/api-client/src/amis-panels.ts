import {
  amisPanelsEndpoints,
  type AmisAudience,
  type AmisPanel,
  type AmisPanelListQuery,
  type AmisPanelWriteInput,
  type Locale,
  type ManagedAmisPanel,
  type ResponseOf,
} from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const { list, get, create, update, delete: remove } = amisPanelsEndpoints;

const LIST = { type: 'Panel', id: 'LIST' } as const;
const one = (id: number) => ({ type: 'Panel' as const, id });
const unwrap = (response: ResponseOf<typeof create>) => response.data;

/**
 * Spec §7 Friends panels: public reads, and the SAM team's list, create, update and delete
 * (docs/decisions/0008-amis-panel-writes.md). §8: a failed list yields an empty list, so both
 * list queries answer [] instead of an error. A refused write changed nothing, so it refreshes nothing.
 */
export const amisPanelsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAmisPanels: build.query<AmisPanel[], AmisPanelListQuery>({
      queryFn: async (query, _api, _extra, baseQuery) => {
        const result = await baseQuery(callOf(list, { query }));
        // Without manage, the public panels.
        return { data: result.error ? [] : ((result.data as ResponseOf<typeof list>).data as AmisPanel[]) };
      },
      providesTags: (result) => [LIST, ...(result ?? []).map((panel) => one(panel.id))],
    }),
    getAmisPanel: build.query<AmisPanel, { id: number; locale: Locale }>({
      query: ({ id, locale }) => callOf(get, { params: { id }, query: { locale } }),
      transformResponse: (response: ResponseOf<typeof get>) => response.data,
      providesTags: (_result, _error, { id }) => [one(id)],
    }),
    /** Every panel of an audience, hidden ones too (admin and root). */
    listManagedAmisPanels: build.query<ManagedAmisPanel[], { audience: AmisAudience }>({
      queryFn: async ({ audience }, _api, _extra, baseQuery) => {
        const result = await baseQuery(callOf(list, { query: { audience, manage: '1' } }));
        // With manage, the panels as the team manages them.
        return { data: result.error ? [] : ((result.data as ResponseOf<typeof list>).data as ManagedAmisPanel[]) };
      },
      providesTags: (result) => [LIST, ...(result ?? []).map((panel) => one(panel.id))],
    }),
    createAmisPanel: build.mutation<ManagedAmisPanel, AmisPanelWriteInput>({
      query: (body) => callOf(create, { body }),
      transformResponse: unwrap,
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    /** §7: POST with _method PUT. */
    updateAmisPanel: build.mutation<ManagedAmisPanel, { id: number; panel: AmisPanelWriteInput }>({
      query: ({ id, panel }) => callOf(update, { params: { id }, body: panel }, { methodOverride: true }),
      transformResponse: unwrap,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    deleteAmisPanel: build.mutation<void, number>({
      query: (id) => callOf(remove, { params: { id } }),
      invalidatesTags: (_result, error, id) => (error ? [] : [LIST, one(id)]),
    }),
  }),
});

export const {
  useGetAmisPanelsQuery,
  useGetAmisPanelQuery,
  useListManagedAmisPanelsQuery,
  useCreateAmisPanelMutation,
  useUpdateAmisPanelMutation,
  useDeleteAmisPanelMutation,
} = amisPanelsApi;
