import type { FastifyPluginAsync } from 'fastify';
import { shortUrlsEndpoints } from '@sam/contracts';
import { fieldError } from '../http-error';
import { routes } from '../plugins/contract-route';
import { ShortUrlsRepository } from './repository';

/**
 * The path a short link may point to: an absolute URL on the portal's own origin, or a path
 * under /fr or /nl. Anything else (another site, `//host`, `javascript:`) is refused (null).
 */
export function normaliseShortUrlTarget(raw: string, portalOrigin: string): string | null {
  let url: URL;
  try {
    const base = new URL(portalOrigin);
    url = new URL(raw, base);
    if (url.origin !== base.origin) return null;
    // A relative value must itself be a path (not "fr/…" or "//host/…").
    if (!/^https?:\/\//i.test(raw) && !/^\/(?!\/)/.test(raw)) return null;
  } catch {
    return null;
  }
  if (!/^\/(fr|nl)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * New short links per IP: 30 an hour. Asking again for a page's existing link does not count,
 * so sharing stays free while nobody fills the table.
 */
export const SHORT_URL_CREATION_LIMIT = { maxAttempts: 30, windowMs: 60 * 60_000 };

/** §7 "Tags and short URLs": POST /api/urls and POST /api/urls/search; GET /api/sitemap/prestataires. */
export const shortUrlsRoutes: FastifyPluginAsync = async (app) => {
  const urls = new ShortUrlsRepository(app.db);

  routes(app, shortUrlsEndpoints, {
    create: async ({ request, reply, body, user }) => {
      const target = normaliseShortUrlTarget(body.url, app.config.portalOrigin);
      if (!target) throw fieldError('url', 'validation.invalid');
      const existing = await urls.findByUrl(target);
      if (existing) return existing;
      const rule = { key: `short-url:ip:${request.ip}`, ...SHORT_URL_CREATION_LIMIT };
      await app.throttle.ensureNotExceeded(rule);
      const created = await urls.create(target, user?.id ?? null);
      await app.throttle.hit(rule);
      reply.code(201);
      return created;
    },
    // Read-only lookup, also called by the portal's server when a short link is opened.
    search: async ({ body: { code, id, hit } }) => {
      if (code === undefined && id === undefined) throw fieldError('code', 'validation.required');
      const data = await urls.search({ code, id });
      if (hit && data.length === 1) {
        await urls.countHit(data[0].id);
        data[0] = { ...data[0], hits: data[0].hits + 1 };
      }
      return { data };
    },
    sitemapPrestataires: async ({ reply }) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { data: await urls.sitemapPrestataires() };
    },
  });
};
