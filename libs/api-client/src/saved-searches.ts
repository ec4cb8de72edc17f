import { savedSearchesEndpoints, type ResponseOf, type SavedSearch, type SavedSearchCreateInput, type SavedSearchUnsubscribeParams, type SavedSearchUpdateInput } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const LIST = { type: 'SavedSearch', id: 'LIST' } as const;

/** Saved searches (portal's save button, dashboard's mes-recherches) and the alerts' unsubscribe page (issue 17). */
export const savedSearchesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listSavedSearches: build.query<SavedSearch[], void>({
      query: () => callOf(savedSearchesEndpoints.list, {}),
      transformResponse: (response: ResponseOf<typeof savedSearchesEndpoints.list>) => response.data,
      providesTags: (result) => [LIST, ...(result ?? []).map((s) => ({ type: 'SavedSearch' as const, id: s.id }))],
    }),
    createSavedSearch: build.mutation<SavedSearch, SavedSearchCreateInput>({
      query: (body) => callOf(savedSearchesEndpoints.create, { body }),
      transformResponse: (response: ResponseOf<typeof savedSearchesEndpoints.create>) => response.data,
      invalidatesTags: [LIST],
    }),
    updateSavedSearch: build.mutation<SavedSearch, { id: number; changes: SavedSearchUpdateInput }>({
      query: ({ id, changes }) => callOf(savedSearchesEndpoints.update, { params: { id }, body: changes }),
      transformResponse: (response: ResponseOf<typeof savedSearchesEndpoints.update>) => response.data,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SavedSearch', id }],
    }),
    deleteSavedSearch: build.mutation<ResponseOf<typeof savedSearchesEndpoints.remove>, number>({
      query: (id) => callOf(savedSearchesEndpoints.remove, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [LIST, { type: 'SavedSearch', id }],
    }),
    stopSavedSearchAlerts: build.mutation<ResponseOf<typeof savedSearchesEndpoints.unsubscribe>, SavedSearchUnsubscribeParams>({
      query: (query) => callOf(savedSearchesEndpoints.unsubscribe, { query }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useListSavedSearchesQuery, useCreateSavedSearchMutation, useUpdateSavedSearchMutation, useDeleteSavedSearchMutation, useStopSavedSearchAlertsMutation } = savedSearchesApi;
