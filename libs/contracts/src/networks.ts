import { z } from 'zod';
import { localeSchema, slugSchema } from './common';
import { MAX_ROW_ID } from './row-id';

/** §7 GET /api/prestataires/{id}/network: `id` is a numeric id or a slug. */
export const networkRefParamsSchema = z.object({
  id: z.union([z.coerce.number().int().positive().max(MAX_ROW_ID), slugSchema]),
});

const sectorSlugsSchema = z.object({ fr: z.string(), nl: z.string() });
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** §6 network cap for ordinary providers; privileged providers have none. */
export const NETWORK_CAP = 50;

/** A provider as a network shows it: enough to link to its page (sector slug per locale) and place it. */
export const networkProviderSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The language of the listing's texts (for the head, also the network's description): marked with `lang` on pages of the other locale. */
  locale: localeSchema,
  sector_slug: sectorSlugsSchema.nullable(),
  locality: z.string().nullable(),
  commune: z.object({ fr: z.string(), nl: z.string() }).nullable(),
});

/** A member: `location` is its first visible located address (the map tab). */
export const networkMemberSchema = networkProviderSchema.extend({
  highlighted: z.boolean(),
  location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
});

export const NETWORK_TABS = ['members', 'map', 'events'] as const;
export const networkTabSchema = z.enum(NETWORK_TABS);
export type NetworkTab = z.infer<typeof networkTabSchema>;

/** An upcoming published event of the head or a member (the events tab). */
export const networkEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The language the event is written in. */
  locale: localeSchema,
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  prestataire_id: z.number().int(),
});

export const networkSchema = z.object({
  head: networkProviderSchema.extend({
    primary_color: colorSchema.nullable(),
    secondary_color: colorSchema.nullable(),
  }),
  /** Null name/description: a head with accepted members but no network row yet. */
  name: z.string().nullable(),
  description: z.string().nullable(),
  /** Path of the logo on the API (/storage/networks/…), or null. */
  logo_url: z.string().nullable(),
  /** The tabs the head chose, in the order to show. */
  tabs: z.array(networkTabSchema),
  /** Highlighted members in the head's order. */
  highlighted_ids: z.array(z.number().int()),
  /** Accepted, active and visible members: highlighted first in the head's order, then by title (fr-BE collation). */
  members: z.array(networkMemberSchema),
  /** Upcoming published events of the head and members (only when the events tab is chosen). */
  events: z.array(networkEventSchema),
});

/** GET /api/networks: the public networks, for the reseaux-sam page and the sitemap. */
export const networkSummarySchema = z.object({
  head_slug: z.string(),
  head_title: z.string(),
  name: z.string().nullable(),
  logo_url: z.string().nullable(),
  member_count: z.number().int(),
  updated_at: z.string(),
});

export type NetworkProvider = z.infer<typeof networkProviderSchema>;
export type NetworkMember = z.infer<typeof networkMemberSchema>;
export type NetworkEvent = z.infer<typeof networkEventSchema>;
export type Network = z.infer<typeof networkSchema>;
export type NetworkSummary = z.infer<typeof networkSummarySchema>;

// --- relations (§4) --------------------------------------------------------------------------

/**
 * Stored states of a relation (parent = network head, child = member). `request_pending` was
 * asked by the member, `invitation_pending` by the head; the others close a relation, which an
 * invite or request may open again. See docs/decisions/0013-provider-networks.md.
 */
export const NETWORK_RELATION_STATUSES = ['request_pending', 'invitation_pending', 'accepted', 'refused', 'cancelled', 'left', 'removed'] as const;
export type NetworkRelationStatus = (typeof NETWORK_RELATION_STATUSES)[number];

/** §4 the states as one side sees them. */
export const NETWORK_RELATION_VIEWS = ['request_sent', 'request_received', 'invitation_received', 'invitation_sent', 'member'] as const;
export type NetworkRelationView = (typeof NETWORK_RELATION_VIEWS)[number];

/** §4 actions on an existing relation. */
export const NETWORK_RELATION_ACTIONS = ['accept', 'refuse', 'cancel', 'accept-and-join-back', 'leave', 'remove'] as const;
export const networkRelationActionSchema = z.enum(NETWORK_RELATION_ACTIONS);
export type NetworkRelationAction = z.infer<typeof networkRelationActionSchema>;

export const networkRelationParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ROW_ID),
  action: networkRelationActionSchema,
});

const listingRefSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** One open relation (pending or member) from the side of one of the user's listings. */
export const networkRelationSchema = z.object({
  id: z.number().int(),
  /** The user's listing. */
  listing: listingRefSchema,
  /** The listing on the other side. */
  other: listingRefSchema.extend({ email: z.string().nullable(), locality: z.string().nullable(), public: z.boolean() }),
  /** head: the user's listing heads the network; member: it belongs (or is asked to belong) to the other's. */
  side: z.enum(['head', 'member']),
  state: z.enum(NETWORK_RELATION_VIEWS),
  /** What the user may do from here. */
  actions: z.array(networkRelationActionSchema),
  updated_at: z.string(),
});
export type NetworkRelation = z.infer<typeof networkRelationSchema>;

/** A network's settings (§3 Network) as its head's owners edit them. */
export const networkSettingsSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  logo_url: z.string().nullable(),
  tabs: z.array(networkTabSchema),
  highlighted_ids: z.array(z.number().int()),
});
export type NetworkSettings = z.infer<typeof networkSettingsSchema>;

/** One of the user's listings with its network figures. */
export const userNetworkListingSchema = listingRefSchema.extend({
  network_consent: z.boolean(),
  privileged: z.boolean(),
  /** Null: no cap (privileged). */
  cap: z.number().int().nullable(),
  member_count: z.number().int(),
  settings: networkSettingsSchema.nullable(),
});
export type UserNetworkListing = z.infer<typeof userNetworkListingSchema>;

/** GET /api/users/network: the user's listings and their open relations. */
export const userNetworkSchema = z.object({
  listings: z.array(userNetworkListingSchema),
  relations: z.array(networkRelationSchema),
});
export type UserNetwork = z.infer<typeof userNetworkSchema>;

const flagQuery = z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === '1' || v === 'true');
export const userNetworkQuerySchema = z.object({ accepted: flagQuery.optional() });

/** POST /api/networks/invitations (the head invites) and /api/networks/requests (a listing asks to join). */
export const networkLinkBodySchema = z.object({
  head: slugSchema,
  member: slugSchema,
});
export type NetworkLinkInput = z.input<typeof networkLinkBodySchema>;

/** POST /api/prestataires/{slug}/save-network-params. */
export const networkParamsBodySchema = z.object({
  name: z.string().trim().min(1, { message: 'validation.required' }).max(190),
  description: z.string().trim().max(5000).nullish().transform((v) => (v ? v : null)),
  tabs: z.array(networkTabSchema).max(NETWORK_TABS.length).refine((tabs) => new Set(tabs).size === tabs.length, { message: 'validation.invalid' }),
});
export type NetworkParamsInput = z.input<typeof networkParamsBodySchema>;

/** PUT /api/prestataires/{slug}/network-highlights: the highlighted members, in order. */
export const networkHighlightsBodySchema = z.object({
  ids: z.array(z.number().int().positive()).max(NETWORK_CAP).refine((ids) => new Set(ids).size === ids.length, { message: 'validation.invalid' }),
});
export type NetworkHighlightsInput = z.input<typeof networkHighlightsBodySchema>;

/** GET /api/prestataires/{slug}/network-candidates?q=: listings to invite (lier) or to ask to join. */
export const networkCandidatesQuerySchema = z.object({ q: z.string().trim().min(2, { message: 'validation.required' }).max(100) });
export const networkCandidateSchema = listingRefSchema.extend({
  locality: z.string().nullable(),
  network_consent: z.boolean(),
  /** The relation with the listing of the path, whichever side, when one is open. */
  relation: z.object({ side: z.enum(['head', 'member']), state: z.enum(NETWORK_RELATION_VIEWS) }).nullable(),
});
export type NetworkCandidate = z.infer<typeof networkCandidateSchema>;

// --- import, export, email -------------------------------------------------------------------

export const NETWORK_IMPORT_MAX_ROWS = 500;
export const NETWORK_IMPORT_MAX_BYTES = 1_000_000;
export const NETWORK_IMPORT_ERRORS = ['empty', 'unknown', 'ambiguous', 'self', 'duplicate', 'member', 'pending', 'cap'] as const;

/** One line of an import file, as the preview judges it. */
export const networkImportRowSchema = z.object({
  /** Line number in the file (1 = first data line after an optional header). */
  line: z.number().int(),
  /** What the line named: an email, a company number or a slug. */
  value: z.string(),
  listing: listingRefSchema.nullable(),
  /** Null: the line is valid and will be invited. */
  error: z.enum(NETWORK_IMPORT_ERRORS).nullable(),
});
export type NetworkImportRow = z.infer<typeof networkImportRowSchema>;
export const networkImportPreviewSchema = z.object({ rows: z.array(networkImportRowSchema), valid: z.number().int(), invalid: z.number().int() });
export type NetworkImportPreview = z.infer<typeof networkImportPreviewSchema>;

/** POST /api/prestataires/{slug}/network-import: the valid listings of a preview, invited at once. */
export const networkImportBodySchema = z.object({ ids: z.array(z.number().int().positive()).min(1, { message: 'validation.required' }).max(NETWORK_IMPORT_MAX_ROWS) });
export const networkImportResultSchema = z.object({ invited: z.number().int() });

export const NETWORK_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const networkExportQuerySchema = z.object({ format: z.enum(NETWORK_EXPORT_FORMATS).default('csv') });

/** POST /api/prestataires/{slug}/network-email: to every member, or to the chosen ones. */
export const networkEmailBodySchema = z.object({
  subject: z.string().trim().min(1, { message: 'validation.required' }).max(190),
  message: z.string().trim().min(1, { message: 'validation.required' }).max(10_000),
  member_ids: z.array(z.number().int().positive()).max(1000).default([]),
});
export type NetworkEmailInput = z.input<typeof networkEmailBodySchema>;
export const networkEmailResultSchema = z.object({ sent: z.number().int() });

/** PUT /api/prestataires/{slug}/privileged (admin): whether the listing's network has no cap. */
export const networkPrivilegeBodySchema = z.object({ privileged: z.boolean() });
