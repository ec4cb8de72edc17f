import { listingsEndpoints, type ListingVersion, type ResponseOf, type ValidationQueueItem, type VersionRejectInput } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';
import { VALIDATIONS } from './listing-editor';

const decided = (response: ResponseOf<typeof listingsEndpoints.approveVersion>) => response.data;

/** Issue #11: the SAM team's queue of listing versions awaiting validation (admin, root). */
export const validationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/prestataires/validations: oldest first, each with its diff against the published listing. */
    listValidationQueue: build.query<ValidationQueueItem[], void>({
      query: () => callOf(listingsEndpoints.validationQueue, {}),
      transformResponse: (response: ResponseOf<typeof listingsEndpoints.validationQueue>) => response.data,
      providesTags: [VALIDATIONS],
    }),

    /** POST /api/prestataires/versions/{id}/approve: publishes the version. */
    approveVersion: build.mutation<ListingVersion, { id: number; slug: string }>({
      query: ({ id }) => callOf(listingsEndpoints.approveVersion, { params: { id } }),
      transformResponse: decided,
      invalidatesTags: (_result, error, { slug }) => (error ? [] : [VALIDATIONS, { type: 'Prestataire', id: slug }, { type: 'Prestataire', id: 'LIST' }, { type: 'Prestataire', id: 'MINE' }]),
    }),

    /** POST /api/prestataires/versions/{id}/reject with the reason the owners receive. */
    rejectVersion: build.mutation<ListingVersion, { id: number; slug: string } & VersionRejectInput>({
      query: ({ id, reason }) => callOf(listingsEndpoints.rejectVersion, { params: { id }, body: { reason } }),
      transformResponse: decided,
      invalidatesTags: (_result, error) => (error ? [] : [VALIDATIONS, { type: 'Prestataire', id: 'MINE' }]),
    }),
  }),
});

export const { useListValidationQueueQuery, useApproveVersionMutation, useRejectVersionMutation } = validationsApi;
