import {
  listingReportsEndpoints,
  type FormReceipt,
  type ListingReport,
  type ListingReportCreateInput,
  type ListingReportList,
  type ListingReportListQuery,
  type ListingReportReplyInput,
  type ResponseOf,
} from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

const LIST = { type: 'ListingReport', id: 'LIST' } as const;
const one = (response: ResponseOf<typeof listingReportsEndpoints.markHandled>) => response.data;

/** Issue 17: "report an error" on a provider page (portal) and the team's moderation of reports (dashboard, admin). */
export const listingReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/listing-reports (CSRF cookie first, like every write). */
    reportListingError: build.mutation<FormReceipt, ListingReportCreateInput>({
      query: (body) => callOf(listingReportsEndpoints.create, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),

    /** GET /api/listing-reports?status=&page=: one page of a status, newest first, with both statuses' counts. */
    listListingReports: build.query<ListingReportList, ListingReportListQuery>({
      query: (query) => callOf(listingReportsEndpoints.list, { query }),
      providesTags: (result) => [LIST, ...(result?.data ?? []).map((report) => ({ type: 'ListingReport' as const, id: report.id }))],
    }),

    markListingReportHandled: build.mutation<ListingReport, number>({
      query: (id) => callOf(listingReportsEndpoints.markHandled, { params: { id } }),
      transformResponse: one,
      invalidatesTags: (_result, error, id) => (error ? [] : [LIST, { type: 'ListingReport', id }]),
    }),

    /** POST /api/listing-reports/{id}/reply: mails the reporter (once). */
    replyToListingReport: build.mutation<ListingReport, { id: number } & ListingReportReplyInput>({
      query: ({ id, reply }) => callOf(listingReportsEndpoints.reply, { params: { id }, body: { reply } }),
      transformResponse: one,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, { type: 'ListingReport', id }]),
    }),
  }),
});

export const { useReportListingErrorMutation, useListListingReportsQuery, useMarkListingReportHandledMutation, useReplyToListingReportMutation } = listingReportsApi;
