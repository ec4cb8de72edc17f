import { z } from 'zod';
import { listMetaSchema, localeSchema, slugSchema, timestampSchema } from './common';
import { honeypotSchema, optionalTextSchema, requiredTextSchema } from './contact';
import { HONEYPOT_FIELD } from './honeypot';
import { LISTING_REPORT_MESSAGE } from './listing-report-limits';
import { MAX_ROW_ID } from './row-id';

/**
 * Issue 17: "report an error" on a provider page and the team's moderation of those reports
 * (docs/decisions/0029-listing-reports.md). Messages are catalogue keys: the portal's form
 * (react-hook-form + zodResolver) and the API's 422s agree.
 */

export const LISTING_REPORT_REPLY_MAX = 5000;
export const LISTING_REPORTS_PER_PAGE = 30;

export const LISTING_REPORT_STATUSES = ['open', 'handled'] as const;
export const listingReportStatusSchema = z.enum(LISTING_REPORT_STATUSES, { error: 'validation.invalid' });
export type ListingReportStatus = z.infer<typeof listingReportStatusSchema>;

/** An optional address for a reply: '' (an empty field) means none. */
const optionalReplyEmailSchema = optionalTextSchema(190)
  .transform((value) => value?.toLowerCase())
  .pipe(z.email({ message: 'validation.email' }).optional());

/** POST /api/listing-reports: a visitor says what is wrong on a public listing. */
export const listingReportCreateSchema = z.object({
  /** The listing, by slug or id. */
  prestataire: z.union([z.number().int().positive().max(MAX_ROW_ID), slugSchema], { error: 'validation.invalid' }),
  message: requiredTextSchema(LISTING_REPORT_MESSAGE.max).refine((text) => text.length >= LISTING_REPORT_MESSAGE.min, {
    message: 'validation.listing_report.too_short',
  }),
  name: optionalTextSchema(120).refine((value) => value === undefined || !/[\r\n]/.test(value), { message: 'validation.invalid' }),
  email: optionalReplyEmailSchema,
  /** Language the reporter writes in (and of a reply); default: the request's. */
  locale: localeSchema.optional(),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ListingReportCreateInput = z.input<typeof listingReportCreateSchema>;
export type ListingReportCreate = z.output<typeof listingReportCreateSchema>;

/** GET /api/listing-reports: the moderation list, newest first, by status. */
export const listingReportListQuerySchema = z.object({
  status: listingReportStatusSchema.default('open'),
  page: z.coerce.number({ error: 'validation.invalid' }).int({ message: 'validation.invalid' }).min(1, { message: 'validation.invalid' }).max(10_000, { message: 'validation.invalid' }).default(1),
});
export type ListingReportListQuery = z.input<typeof listingReportListQuerySchema>;

export const listingReportIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(MAX_ROW_ID) });

/** POST /api/listing-reports/{id}/reply: a mail to the reporter (who left an address). */
export const listingReportReplySchema = z.object({
  reply: requiredTextSchema(LISTING_REPORT_REPLY_MAX),
});
export type ListingReportReplyInput = z.input<typeof listingReportReplySchema>;

/** A report as the team sees it. */
export const listingReportSchema = z.object({
  id: z.number().int(),
  listing: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  message: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  locale: localeSchema,
  status: listingReportStatusSchema,
  handled_at: timestampSchema.nullable(),
  handled_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reply: z.string().nullable(),
  replied_at: timestampSchema.nullable(),
  created_at: timestampSchema,
});
export type ListingReport = z.infer<typeof listingReportSchema>;

export const listingReportListSchema = z.object({
  data: z.array(listingReportSchema),
  meta: listMetaSchema.extend({ open: z.number().int().min(0), handled: z.number().int().min(0) }),
});
export type ListingReportList = z.infer<typeof listingReportListSchema>;

export const listingReportResponseSchema = z.object({ data: listingReportSchema });
