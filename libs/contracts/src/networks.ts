import { z } from 'zod';
import { slugSchema } from './common';

/** §7 GET /api/prestataires/{id}/network: `id` is a numeric id or a slug. */
export const networkRefParamsSchema = z.object({
  id: z.union([z.coerce.number().int().positive(), slugSchema]),
});

const sectorSlugsSchema = z.object({ fr: z.string(), nl: z.string() });
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** A provider as a network shows it: enough to link to its page (sector slug per locale) and place it. */
export const networkProviderSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  sector_slug: sectorSlugsSchema.nullable(),
  locality: z.string().nullable(),
  commune: z.object({ fr: z.string(), nl: z.string() }).nullable(),
});

export const networkMemberSchema = networkProviderSchema.extend({ highlighted: z.boolean() });

export const NETWORK_TABS = ['members', 'map', 'events'] as const;

export const networkSchema = z.object({
  head: networkProviderSchema.extend({
    primary_color: colorSchema.nullable(),
    secondary_color: colorSchema.nullable(),
  }),
  /** Null name/description: a head with accepted members but no network row yet. */
  name: z.string().nullable(),
  description: z.string().nullable(),
  tabs: z.array(z.enum(NETWORK_TABS)),
  highlighted_ids: z.array(z.number().int()),
  /** Accepted, active and visible members, sorted by title (fr-BE collation). */
  members: z.array(networkMemberSchema),
});

/** GET /api/networks: the public networks, for the reseaux-sam page and the sitemap. */
export const networkSummarySchema = z.object({
  head_slug: z.string(),
  head_title: z.string(),
  name: z.string().nullable(),
  member_count: z.number().int(),
  updated_at: z.string(),
});

export type NetworkProvider = z.infer<typeof networkProviderSchema>;
export type NetworkMember = z.infer<typeof networkMemberSchema>;
export type Network = z.infer<typeof networkSchema>;
export type NetworkSummary = z.infer<typeof networkSummarySchema>;
