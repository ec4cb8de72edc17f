import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PAGE_SIZE,
  paginationQuerySchema,
  prestataireBookmarkBodySchema,
  prestataireColorsSchema,
  prestataireQuerySchema,
  prestataireSlugParamsSchema,
} from '@sam/contracts';
import { nowIso } from '@sam/db';
import { forbidden, notFound } from '../http-error';
import { hasRole } from '../plugins/session';
import { parse, parseBody } from '../plugins/validation';
import { isPubliclyVisible, PrestatairesRepository, type ListingRow } from './repository';
import { findBookmarkTarget } from '../bookmarks/stale';

const searchBodySchema = paginationQuerySchema.extend({ q: z.string().trim().max(200).optional() });

/** §7 providers: public listing page, interim search, colours from the dashboard. */
export const prestatairesRoutes: FastifyPluginAsync = async (app) => {
  const listings = new PrestatairesRepository(app.db);

  /** Owners and admin/root may see and edit a listing whatever its flags (§6). */
  const canManage = async (request: FastifyRequest, listing: ListingRow) =>
    request.user !== null && (hasRole(request.user, 'admin', 'root') || (await listings.isOwner(listing.id, request.user.id)));

  /** §8: a slug that fails validation is a missing page (404), like an unknown one. */
  const findBySlugParam = async (request: FastifyRequest) => {
    const params = prestataireSlugParamsSchema.safeParse(request.params);
    const listing = params.success ? await listings.findBySlug(params.data.slug) : undefined;
    if (!listing) throw notFound();
    return listing;
  };

  app.get('/api/prestataires/:slug', async (request) => {
    parse(prestataireQuerySchema, request.query, request);
    const listing = await findBySlugParam(request);
    const publicView = !(await canManage(request, listing));
    if (publicView && !isPubliclyVisible(listing)) throw notFound();
    return { data: await listings.loadDetail(listing, { publicView, userId: request.user?.id ?? null }) };
  });

  app.post('/api/prestataires/search', { config: { csrf: false } }, async (request) => {
    const { page, q, locale } = parseBody(searchBodySchema, request);
    const perPage = PAGE_SIZE.searchHits;
    const { hits, total } = await listings.searchVisible({ q: q || undefined, page, perPage, locale });
    return { data: hits, meta: { current_page: page, per_page: perPage, total } };
  });

  app.put('/api/prestataires/:slug', { preHandler: app.requireUser }, async (request) => {
    const listing = await findBySlugParam(request);
    if (!(await canManage(request, listing))) {
      // Hidden listings stay invisible to outsiders: 404 rather than revealing they exist.
      throw isPubliclyVisible(listing) ? forbidden() : notFound();
    }
    const colors = parseBody(prestataireColorsSchema, request);
    await listings.updateColors(listing.id, colors, nowIso());
    const updated = await listings.findBySlug(listing.slug);
    return { data: await listings.loadDetail(updated ?? listing, { publicView: false, userId: request.user!.id }) };
  });

  // Only a publicly visible listing can be bookmarked: a hidden one is a missing page (404), even to
  // its owner; its bookmark can only be taken back.
  app.post('/api/prestataires/:slug/bookmark', { preHandler: app.requireUser }, async (request) => {
    const { bookmarked } = parseBody(prestataireBookmarkBodySchema, request);
    const listing = await findBookmarkTarget(app.db, request, 'prestataire', bookmarked, async () => {
      const found = await findBySlugParam(request);
      if (!isPubliclyVisible(found)) throw notFound();
      return found;
    });
    if (!listing) return { bookmarked: false };
    const state = await listings.setBookmark(listing.id, request.user!.id, bookmarked);
    // Every record (visible address) of the listing carries its bookmarkers (the search page's bookmarks filter).
    await app.searchIndexer.bookmarkChanged('prestataire', listing.id);
    return { bookmarked: state };
  });
};
