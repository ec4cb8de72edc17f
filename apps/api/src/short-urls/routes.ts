import type { FastifyPluginAsync } from 'fastify';
import { shortUrlCreateSchema, shortUrlSearchSchema } from '@sam/contracts';
import { fieldError } from '../http-error';
import { parseBody } from '../plugins/validation';
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

  app.post('/api/urls', async (request, reply) => {
    const { url } = parseBody(shortUrlCreateSchema, request);
    const target = normaliseShortUrlTarget(url, app.config.portalOrigin);
    if (!target) throw fieldError('url', 'validation.invalid');
    const existing = await urls.findByUrl(target);
    if (existing) return existing;
    const rule = { key: `short-url:ip:${request.ip}`, ...SHORT_URL_CREATION_LIMIT };
    await app.throttle.ensureNotExceeded(rule);
    const created = await urls.create(target, request.user?.id ?? null);
    await app.throttle.hit(rule);
    return reply.code(201).send(created);
  });

  // Read-only lookup, also called by the portal's server when a short link is opened.
  app.post('/api/urls/search', { config: { csrf: false } }, async (request) => {
    const { code, id, hit } = parseBody(shortUrlSearchSchema, request);
    if (code === undefined && id === undefined) throw fieldError('code', 'validation.required');
    const data = await urls.search({ code, id });
    if (hit && data.length === 1) {
      await urls.countHit(data[0].id);
      data[0] = { ...data[0], hits: data[0].hits + 1 };
    }
    return { data };
  });

  app.get('/api/sitemap/prestataires', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return { data: await urls.sitemapPrestataires() };
  });
};
