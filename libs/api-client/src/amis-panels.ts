import type { AmisPanel, AmisPanelListQuery, Locale } from '@sam/contracts';
import { baseApi } from './base';

/**
 * Spec §7 Friends panels (public reads). §8: a failed list yields an empty list, so the list
 * query answers [] instead of an error.
 */
export const amisPanelsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAmisPanels: build.query<AmisPanel[], AmisPanelListQuery>({
      queryFn: async (params, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/api/sam/amis/panels', params });
        return { data: result.error ? [] : (result.data as { data: AmisPanel[] }).data };
      },
      providesTags: ['Panel'],
    }),
    getAmisPanel: build.query<AmisPanel, { id: number; locale: Locale }>({
      query: ({ id, locale }) => ({ url: `/api/sam/amis/panels/${id}`, params: { locale } }),
      transformResponse: (response: { data: AmisPanel }) => response.data,
      providesTags: (_result, _error, { id }) => [{ type: 'Panel', id }],
    }),
  }),
});

export const { useGetAmisPanelsQuery, useGetAmisPanelQuery } = amisPanelsApi;
