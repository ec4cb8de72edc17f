import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HSDS_VERSION, openDataEndpoints, type HsdsService, type Locale } from '@sam/contracts';
import { routes } from '../plugins/contract-route';
import { isoInstant, toHsdsServices } from './hsds';
import { OPEN_DATA_LICENCE } from './licence';
import { OpenDataRepository } from './repository';
import { tabularZip } from './tabular';

/** Listings read per batch for the full export (bounded memory per query, few round trips). */
const EXPORT_BATCH = 500;

/**
 * Validators for conditional requests: the ETag names the data's state (how many published
 * listings, the latest change) and what was asked; a harvester that sends it back gets a 304.
 */
function answerConditionally(request: FastifyRequest, reply: FastifyReply, state: { total: number; lastModified: string | null }, variant: string): boolean {
  const etag = `"${createHash('sha1').update(`${HSDS_VERSION}|${state.total}|${state.lastModified ?? ''}|${variant}`).digest('base64url')}"`;
  const lastModified = new Date(state.lastModified ? isoInstant(state.lastModified) : 0);
  reply.header('etag', etag).header('last-modified', lastModified.toUTCString()).header('cache-control', 'public, max-age=300');
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const notModified =
    ifNoneMatch !== undefined
      ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
      : ifModifiedSince !== undefined && Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
  if (notModified) reply.code(304).send();
  return notModified;
}

export const openDataRoutes: FastifyPluginAsync = async (app) => {
  const repository = new OpenDataRepository(app.db);
  const context = (locale: Locale) => ({ locale, portalOrigin: app.config.portalOrigin });

  const servicesOf = async (offset: number, limit: number, locale: Locale, modifiedAfter?: string): Promise<HsdsService[]> => {
    const listings = await repository.listings(offset, limit, modifiedAfter);
    return toHsdsServices(listings, await repository.details(listings.map((l) => l.id)), context(locale));
  };

  /** The last zip built, per locale, with the ETag it was built for: a download only rebuilds after a change. */
  const builtZips = new Map<Locale, { etag: string; bytes: Uint8Array }>();

  routes(app, openDataEndpoints, {
    services: async ({ request, reply, query }) => {
      const modifiedAfter = query.modified_after ? new Date(query.modified_after).toISOString() : undefined;
      const state = await repository.state(modifiedAfter);
      if (answerConditionally(request, reply, state, `services|${query.page}|${query.per_page}|${query.locale}|${modifiedAfter ?? ''}`)) return reply;
      const contents = await servicesOf((query.page - 1) * query.per_page, query.per_page, query.locale, modifiedAfter);
      const totalPages = Math.ceil(state.total / query.per_page);
      return {
        hsds_version: HSDS_VERSION,
        licence: { name: OPEN_DATA_LICENCE.name, url: OPEN_DATA_LICENCE.url, attribution: OPEN_DATA_LICENCE.attribution },
        total_items: state.total,
        total_pages: totalPages,
        page_number: query.page,
        size: contents.length,
        first_page: query.page === 1,
        last_page: query.page >= totalPages,
        empty: contents.length === 0,
        contents,
      };
    },
    tabularExport: async ({ request, reply, query }) => {
      const state = await repository.state();
      if (answerConditionally(request, reply, state, `zip|${query.locale}`)) return reply;
      const etag = String(reply.getHeader('etag'));
      let built = builtZips.get(query.locale);
      if (built?.etag !== etag) {
        const services: HsdsService[] = [];
        for (let offset = 0; ; offset += EXPORT_BATCH) {
          const batch = await servicesOf(offset, EXPORT_BATCH, query.locale);
          services.push(...batch);
          if (batch.length < EXPORT_BATCH) break;
        }
        built = { etag, bytes: tabularZip(services, new Date().toISOString()) };
        builtZips.set(query.locale, built);
      }
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="sam-hsds-${query.locale}.zip"`)
        .send(Buffer.from(built.bytes));
    },
  });
};
