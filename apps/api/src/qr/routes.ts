import type { FastifyPluginAsync } from 'fastify';
import QRCode from 'qrcode';
import { qrEndpoints, type ShortUrl } from '@sam/contracts';
import { localeOfPath } from '@sam/i18n-routes';
import { notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { ShortUrlsRepository } from '../short-urls/repository';
import { QrTargetsRepository } from './repository';

/** §2/§7: the public address of a short link, {origin}/{locale}/s/{id}/{short_code}, in its page's locale. */
export function shortLinkUrl(origin: string, link: Pick<ShortUrl, 'id' | 'short_code' | 'url'>): string {
  return `${origin.replace(/\/+$/, '')}/${localeOfPath(link.url)}/s/${link.id}/${link.short_code}`;
}

/** Printed codes are scanned from paper at a distance: medium error correction, a quiet zone of 4 modules. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
const PNG_WIDTH = 600;

/**
 * §2 /fr/qr/{type?}/{id?}. POST /api/qr/links finds (or makes, once) the short link of a provider
 * page, an event or a static page; GET /api/qr/{id}/{code}.png|svg draws the QR code of a short
 * link as a download.
 */
export const qrRoutes: FastifyPluginAsync = async (app) => {
  const targets = new QrTargetsRepository(app.db);
  const urls = new ShortUrlsRepository(app.db);

  routes(app, qrEndpoints, {
    // Anonymous and idempotent: one link per existing page at most, tied to no session, so it needs
    // no CSRF token (the portal's server calls it while rendering the QR page).
    link: async ({ body: { type, id, locale } }) => {
      const target = await targets.resolve(type, id, locale);
      if (!target) throw notFound();
      const link = (await urls.findByUrl(target.path)) ?? (await urls.create(target.path, null));
      return {
        data: { id: link.id, short_code: link.short_code, target: link.url, short_url: shortLinkUrl(app.config.portalOrigin, link), title: target.title },
      };
    },
    image: async ({ params, reply }) => {
      const [code, format] = params.file.split('.');
      const [link] = await urls.search({ id: params.id, code });
      if (!link) throw notFound();
      const text = shortLinkUrl(app.config.portalOrigin, link);
      reply
        .header('Content-Disposition', `attachment; filename="sam-qr-${link.short_code}.${format}"`)
        // A link never changes its target, so neither does its image.
        .header('Cache-Control', 'public, max-age=31536000, immutable');
      if (format === 'png') return reply.type('image/png').send(await QRCode.toBuffer(text, { ...QR_OPTIONS, type: 'png', width: PNG_WIDTH }));
      return reply.type('image/svg+xml; charset=utf-8').send(await QRCode.toString(text, { ...QR_OPTIONS, type: 'svg' }));
    },
  });
};
