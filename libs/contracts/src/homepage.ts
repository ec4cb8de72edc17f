import { z } from 'zod';
import { localeSchema, timestampSchema } from './common';
import { localisedTitleBodyFields } from './localised-text';

/**
 * §3 Search settings "homepage content: actus and guide" and §7 Homepage and advertising.
 * Every item carries both languages; `title`, `body` and `text` are those of the asked locale,
 * and a link to one of the portal's own pages (`url`) already points at its page in that locale.
 */

export const HOMEPAGE_ITEM_KINDS = ['actu', 'guide'] as const;
export type HomepageItemKind = (typeof HOMEPAGE_ITEM_KINDS)[number];

/** GET /api/content/homepage and GET /api/publicite/homepage/campagnes: ?locale=fr|nl (default fr). */
export const homepageQuerySchema = z.object({ locale: localeSchema.default('fr') });

export const homepageItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(HOMEPAGE_ITEM_KINDS),
  ...localisedTitleBodyFields,
  /** A portal path (in the asked locale) or an external http(s) address. */
  url: z.string().nullable(),
  image_path: z.string().nullable(),
  position: z.number().int(),
  published_at: timestampSchema,
});
export type HomepageItem = z.infer<typeof homepageItemSchema>;

/** GET /api/content/homepage: the published news (newest first) and guide entries (by position). */
export const homepageContentSchema = z.object({
  actus: z.array(homepageItemSchema),
  guide: z.array(homepageItemSchema),
});
export type HomepageContent = z.infer<typeof homepageContentSchema>;

/** Where a campaign is shown; the homepage banner is the only placement so far. */
export const AD_PLACEMENTS = ['homepage'] as const;

/** One advertising campaign running now (starts_at ≤ now < ends_at; a missing bound is open). */
export const adCampaignSchema = z.object({
  id: z.number().int(),
  placement: z.enum(AD_PLACEMENTS),
  title: z.string(),
  text: z.string().nullable(),
  title_fr: z.string(),
  title_nl: z.string(),
  text_fr: z.string().nullable(),
  text_nl: z.string().nullable(),
  image_path: z.string().nullable(),
  /** The advertiser's page (external), or a portal path in the asked locale. */
  url: z.string().nullable(),
  starts_at: timestampSchema.nullable(),
  ends_at: timestampSchema.nullable(),
});
export type AdCampaign = z.infer<typeof adCampaignSchema>;
export const adCampaignListSchema = z.object({ data: z.array(adCampaignSchema) });
