import type { ValidationQueueItem, VersionRejectInput } from '@sam/contracts';
import { baseApi } from './base';
import { VALIDATIONS } from './listing-editor';

/** Issue #11: the SAM team's queue of listing versions awaiting validation (admin, root). */
export const validationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/prestataires/validations: oldest first, each with its diff against the published listing. */
    listValidationQueue: build.query<ValidationQueueItem[], void>({
      query: () => ({ url: '/api/prestataires/validations' }),
      transformResponse: (response: { data: ValidationQueueItem[] }) => response.data,
      providesTags: [VALIDATIONS],
    }),

    /** POST /api/prestataires/versions/{id}/approve: publishes the version. */
    approveVersion: build.mutation<unknown, { id: number; slug: string }>({
      query: ({ id }) => ({ url: `/api/prestataires/versions/${id}/approve`, method: 'POST' }),
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [VALIDATIONS, { type: 'Prestataire', id: slug }, { type: 'Prestataire', id: 'LIST' }, { type: 'Prestataire', id: 'MINE' }]),
    }),

    /** POST /api/prestataires/versions/{id}/reject with the reason the owners receive. */
    rejectVersion: build.mutation<unknown, { id: number; slug: string } & VersionRejectInput>({
      query: ({ id, reason }) => ({ url: `/api/prestataires/versions/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, error) => (error ? [] : [VALIDATIONS, { type: 'Prestataire', id: 'MINE' }]),
    }),
  }),
});

export const { useListValidationQueueQuery, useApproveVersionMutation, useRejectVersionMutation } = validationsApi;
