import { z } from 'zod';

/**
 * A provider listing's state (§4), derived from its row and versions
 * (docs/decisions/0010-provider-listing-writes.md):
 * - draft: never validated, no version awaiting validation (only owners and the team see it);
 * - pending: never validated, a version awaits validation;
 * - published: public; changes_pending: public, and a newer version awaits validation;
 * - unpublished: validated once, then taken offline by its owner (or made inactive).
 */
export const LISTING_STATES = ['draft', 'pending', 'published', 'changes_pending', 'unpublished'] as const;
export const listingStateSchema = z.enum(LISTING_STATES);
export type ListingState = z.infer<typeof listingStateSchema>;
