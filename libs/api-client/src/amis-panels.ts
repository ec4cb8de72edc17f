import type { AmisAudience, AmisPanel, AmisPanelListQuery, AmisPanelWriteInput, Locale, ManagedAmisPanel } from '@sam/contracts';
import { baseApi } from './base';

const LIST = { type: 'Panel', id: 'LIST' } as const;
const one = (id: number) => ({ type: 'Panel' as const, id });
const unwrap = (response: { data: ManagedAmisPanel }) => response.data;

/**
 * Spec §7 Friends panels: public reads, and the SAM team's list, create, update and delete
 * (docs/decisions/0008-amis-panel-writes.md). §8: a failed list yields an empty list, so both
 * list queries answer [] instead of an error. A refused write changed nothing, so it refreshes nothing.
 */
export const amisPanelsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAmisPanels: build.query<AmisPanel[], AmisPanelListQuery>({
      queryFn: async (params, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/api/sam/amis/panels', params });
        return { data: result.error ? [] : (result.data as { data: AmisPanel[] }).data };
      },
      providesTags: (result) => [LIST, ...(result ?? []).map((panel) => one(panel.id))],
    }),
    getAmisPanel: build.query<AmisPanel, { id: number; locale: Locale }>({
      query: ({ id, locale }) => ({ url: `/api/sam/amis/panels/${id}`, params: { locale } }),
      transformResponse: (response: { data: AmisPanel }) => response.data,
      providesTags: (_result, _error, { id }) => [one(id)],
    }),
    /** Every panel of an audience, hidden ones too (admin and root). */
    listManagedAmisPanels: build.query<ManagedAmisPanel[], { audience: AmisAudience }>({
      queryFn: async ({ audience }, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/api/sam/amis/panels', params: { audience, manage: 1 } });
        return { data: result.error ? [] : (result.data as { data: ManagedAmisPanel[] }).data };
      },
      providesTags: (result) => [LIST, ...(result ?? []).map((panel) => one(panel.id))],
    }),
    createAmisPanel: build.mutation<ManagedAmisPanel, AmisPanelWriteInput>({
      query: (body) => ({ url: '/api/sam/amis/panels', method: 'POST', body }),
      transformResponse: unwrap,
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    /** §7: POST with _method PUT. */
    updateAmisPanel: build.mutation<ManagedAmisPanel, { id: number; panel: AmisPanelWriteInput }>({
      query: ({ id, panel }) => ({ url: `/api/sam/amis/panels/${id}`, method: 'POST', body: { ...panel, _method: 'PUT' } }),
      transformResponse: unwrap,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    deleteAmisPanel: build.mutation<void, number>({
      query: (id) => ({ url: `/api/sam/amis/panels/${id}`, method: 'DELETE' }),
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
