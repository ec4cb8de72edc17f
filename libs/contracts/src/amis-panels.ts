import { z } from 'zod';
import { localeSchema } from './common';
import { positiveIntSchema } from './account';
import { localisedTitleBodyFields } from './localised-text';

/** §3 Friends panel (campaign): a call to join the Amis de SAM (private people) or Amis de SAM Pro. */
export const AMIS_AUDIENCES = ['amis', 'amis_pro'] as const;

export const amisPanelSchema = z.object({
  id: z.number().int(),
  audience: z.enum(AMIS_AUDIENCES),
  ...localisedTitleBodyFields,
  image_path: z.string().nullable(),
  /** Where the panel's button leads: a portal path in the asked locale, or an external address. */
  cta_url: z.string().nullable(),
  position: z.number().int(),
});
export type AmisPanel = z.infer<typeof amisPanelSchema>;
export const amisPanelListSchema = z.object({ data: z.array(amisPanelSchema) });

/** GET /api/sam/amis/panels: the active panels by position, optionally for one audience. */
export const amisPanelListQuerySchema = z.object({
  audience: z.enum(AMIS_AUDIENCES).optional(),
  locale: localeSchema.default('fr'),
});
export type AmisPanelListQuery = z.input<typeof amisPanelListQuerySchema>;

export const amisPanelParamsSchema = z.object({ id: positiveIntSchema });
export const amisPanelQuerySchema = z.object({ locale: localeSchema.default('fr') });
