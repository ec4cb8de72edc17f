import { z } from 'zod';
import { LOCALES, localeSchema } from './common';
import { formBooleanSchema, rowIdSchema } from './account';
import { localisedTitleBodyFields } from './localised-text';
import { INVALID, optionalPlainText, REQUIRED, requiredOr, requiredPlainText, TOO_LONG } from './plain-text';

/** §3 Friends panel (campaign): a call to join the Amis de SAM (private people) or Amis de SAM Pro. */
export const AMIS_AUDIENCES = ['amis', 'amis_pro'] as const;
export type AmisAudience = (typeof AMIS_AUDIENCES)[number];

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

/**
 * GET /api/sam/amis/panels: the active panels by position, optionally for one audience; with
 * `manage`, every panel as the SAM team manages it (admin and root only, managedAmisPanelListSchema).
 */
export const amisPanelListQuerySchema = z.object({
  audience: z.enum(AMIS_AUDIENCES).optional(),
  locale: localeSchema.default('fr'),
  manage: formBooleanSchema.default(false),
});
export type AmisPanelListQuery = z.input<typeof amisPanelListQuerySchema>;

export const amisPanelParamsSchema = z.object({ id: rowIdSchema });
export const amisPanelQuerySchema = z.object({ locale: localeSchema.default('fr') });

// --- the SAM team's management of the panels (docs/decisions/0008-amis-panel-writes.md) ---

export const AMIS_PANEL_TITLE_MAX = 120;
export const AMIS_PANEL_BODY_MAX = 1000;
export const AMIS_PANEL_CTA_URL_MAX = 500;
export const AMIS_PANEL_POSITION_MAX = 999;

/** A path of the site in either language, with an optional query or fragment. */
const SITE_PATH = new RegExp(`^/(?:${LOCALES.join('|')})(?:[/?#][^\\s\\\\]*)?$`);

/**
 * Whether a site path is a page of the portal. The route table is @sam/i18n-routes' (isPortalPage),
 * which the contracts may not import (they depend on no other lib): the API and the dashboard pass it in.
 */
export type PortalPageCheck = (path: string) => boolean;

function isHttpsAddress(url: string): boolean {
  if (!/^https:\/\/[^\s\\]+$/i.test(url)) return false;
  try {
    return new URL(url).hostname.includes('.');
  } catch {
    return false;
  }
}

/** The panel's button: a portal page, stored as typed (answered in the asked locale), or an https address; none without a link. */
const ctaUrlSchema = (isPortalPage: PortalPageCheck) =>
  z
    .string({ error: INVALID })
    .nullish()
    .transform((url) => url?.trim() || null)
    .refine((url) => url === null || url.length <= AMIS_PANEL_CTA_URL_MAX, { message: TOO_LONG })
    .refine((url) => url === null || url.length > AMIS_PANEL_CTA_URL_MAX || (SITE_PATH.test(url) && isPortalPage(url)) || isHttpsAddress(url), {
      message: 'validation.amis_panel.cta_url',
    });

/** The order on the page (smallest first), as a number or as a form's text. */
const positionSchema = z
  .union([z.number(), z.string().trim()], { error: requiredOr('validation.amis_panel.position') })
  .transform((value, ctx) => {
    const position = typeof value === 'number' ? value : value === '' ? NaN : /^\d{1,3}$/.test(value) ? Number(value) : -1;
    if (Number.isNaN(position)) ctx.addIssue({ code: 'custom', message: REQUIRED });
    else if (!Number.isInteger(position) || position < 0 || position > AMIS_PANEL_POSITION_MAX) ctx.addIssue({ code: 'custom', message: 'validation.amis_panel.position' });
    return position;
  });

/**
 * POST /api/sam/amis/panels and PUT /api/sam/amis/panels/{id}: the whole panel, checked the same
 * way by the API and by the dashboard's form, both with the portal's pages (amisPanelWriteSchemaFor).
 * Titles and bodies are plain text in both languages.
 */
export function amisPanelWriteSchemaFor(isPortalPage: PortalPageCheck) {
  return z.object({
    audience: z.enum(AMIS_AUDIENCES, { error: requiredOr(INVALID) }),
    title_fr: requiredPlainText(AMIS_PANEL_TITLE_MAX, { singleLine: true }),
    title_nl: requiredPlainText(AMIS_PANEL_TITLE_MAX, { singleLine: true }),
    body_fr: optionalPlainText(AMIS_PANEL_BODY_MAX),
    body_nl: optionalPlainText(AMIS_PANEL_BODY_MAX),
    cta_url: ctaUrlSchema(isPortalPage),
    position: positionSchema,
    /** Shown on the portal; a hidden panel stays in the SAM team's list. */
    active: formBooleanSchema,
  });
}

/** The panel's shape, a link path checked only as a path of the site in either language (the request body of the endpoint contract). */
export const amisPanelWriteSchema = amisPanelWriteSchemaFor(() => true);
export type AmisPanelWriteInput = z.input<typeof amisPanelWriteSchema>;
export type AmisPanelWrite = z.output<typeof amisPanelWriteSchema>;

/** A panel as the SAM team manages it: both languages and the link as stored, active or not. */
export const managedAmisPanelSchema = z.object({
  id: z.number().int(),
  audience: z.enum(AMIS_AUDIENCES),
  title_fr: z.string(),
  title_nl: z.string(),
  body_fr: z.string().nullable(),
  body_nl: z.string().nullable(),
  image_path: z.string().nullable(),
  cta_url: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type ManagedAmisPanel = z.infer<typeof managedAmisPanelSchema>;
export const managedAmisPanelListSchema = z.object({ data: z.array(managedAmisPanelSchema) });
