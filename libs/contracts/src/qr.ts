import { z } from 'zod';
import { localeSchema, slugSchema } from './common';

/**
 * §2 /fr/qr/{type?}/{id?}: a QR code for the short link of a provider page (id: the listing's
 * slug), an event (id: the event's slug) or a static page of the portal (id: its route name, e.g.
 * `contact` or `content-soutenir-asbl`).
 */
export const QR_TYPES = ['prestataire', 'event', 'page'] as const;
export type QrType = (typeof QR_TYPES)[number];

/** A route name: lower-case words joined by hyphens (like a slug). */
export const qrTargetSchema = z.object({
  type: z.enum(QR_TYPES, { error: 'validation.invalid' }),
  id: slugSchema,
  locale: localeSchema.default('fr'),
});
export type QrTargetInput = z.input<typeof qrTargetSchema>;

/** POST /api/qr/links: the page's short link (found, or made once), ready to encode. */
export const qrLinkSchema = z.object({
  id: z.number().int(),
  short_code: z.string(),
  /** The page the link opens (a portal path). */
  target: z.string(),
  /** {PORTAL_ORIGIN}/{locale}/s/{id}/{short_code}: what the QR code encodes. */
  short_url: z.string(),
  /** The provider's or event's title; null for a static page (its title is the page's name). */
  title: z.string().nullable(),
});
export type QrLink = z.infer<typeof qrLinkSchema>;

export const QR_IMAGE_FORMATS = ['png', 'svg'] as const;
/** GET /api/qr/{id}/{short_code}.{png|svg}: the QR image of a short link, as a download. */
export const qrImageParamsSchema = z.object({
  id: z.string().regex(/^\d{1,15}$/).transform(Number),
  file: z.string().regex(/^[0-9A-Za-z]{6,8}\.(png|svg)$/),
});
