import { formReceiptSchema } from '../contact';
import { defineEndpoint } from '../http/endpoint';
import {
  listingReportCreateSchema,
  listingReportIdParamsSchema,
  listingReportListQuerySchema,
  listingReportListSchema,
  listingReportReplySchema,
  listingReportResponseSchema,
} from '../listing-reports';

const tags = ['Listing reports'];
const params = listingReportIdParamsSchema;

/** Issue 17: error reports on provider pages and their moderation by the SAM team. */
export const listingReportsEndpoints = {
  create: defineEndpoint({
    id: 'listingReports.create',
    method: 'POST',
    path: '/api/listing-reports',
    summary: "Report an error on a public listing: it is kept for the team and mailed to the listing's owners (without the reporter's contact) and to the team",
    description: 'Unknown or hidden listing is 404. Throttled per address and IP; a filled honeypot is answered as usual and nothing is kept or sent.',
    tags,
    access: 'public',
    body: listingReportCreateSchema,
    response: formReceiptSchema,
    status: 201,
    errors: [404, 429],
  }),
  list: defineEndpoint({
    id: 'listingReports.list',
    method: 'GET',
    path: '/api/listing-reports',
    summary: 'The reports of one status (open by default), newest first, 30 a page, with the count of each status',
    tags,
    access: 'admin',
    query: listingReportListQuerySchema,
    response: listingReportListSchema,
    errors: [401, 403],
  }),
  show: defineEndpoint({
    id: 'listingReports.show',
    method: 'GET',
    path: '/api/listing-reports/{id}',
    summary: 'One report',
    tags,
    access: 'admin',
    params,
    response: listingReportResponseSchema,
    errors: [401, 403, 404],
  }),
  markHandled: defineEndpoint({
    id: 'listingReports.markHandled',
    method: 'POST',
    path: '/api/listing-reports/{id}/handle',
    summary: 'Mark a report handled (by the caller, now); marking a handled report again changes nothing',
    tags,
    access: 'admin',
    params,
    response: listingReportResponseSchema,
    errors: [401, 403, 404],
  }),
  reply: defineEndpoint({
    id: 'listingReports.reply',
    method: 'POST',
    path: '/api/listing-reports/{id}/reply',
    summary: "Reply by mail to the reporter, in the report's language; once per report",
    description: 'A report without an address is 422 (reply); one already answered is 409.',
    tags,
    access: 'admin',
    params,
    body: listingReportReplySchema,
    response: listingReportResponseSchema,
    errors: [401, 403, 404, 409],
  }),
} as const;
