/**
 * What a listing report must say: long enough to act on, short enough to read. A module without
 * zod: the provider page's report form is markup (its maxlength) before its code loads.
 */
export const LISTING_REPORT_MESSAGE = { min: 10, max: 2000 } as const;
