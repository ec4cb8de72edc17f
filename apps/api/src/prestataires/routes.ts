import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PAGE_SIZE,
  paginationQuerySchema,
  prestataireEditQuerySchema,
  prestataireSlugParamsSchema,
} from '@sam/contracts';
import { notFound } from '../http-error';
import { parse, parseBody } from '../plugins/validation';
import { isPubliclyVisible, PrestatairesRepository, type ListingRow } from './repository';
import { ListingWrites } from './listing-writes';
import { ListingPolicy } from './policy';

const searchBodySchema = paginationQuerySchema.extend({ q: z.string().trim().max(200).optional() });

/** §7 providers: public listing page (and its edit copy with ?edit=1), interim search; writes are in write-routes.ts (bookmarks: ../bookmarks/routes.ts). */
export const prestatairesRoutes: FastifyPluginAsync = async (app) => {
  const listings = new PrestatairesRepository(app.db);
  const policy = new ListingPolicy(app.db);
  const writes = new ListingWrites(app.db);

  /** Owners and admin/root may see a listing whatever its flags (§6). */
  const canManage = (request: FastifyRequest, listing: ListingRow) => policy.canManage(request.user, listing.id);

  /** §8: a slug that fails validation is a missing page (404), like an unknown one. */
  const findBySlugParam = async (request: FastifyRequest) => {
    const params = prestataireSlugParamsSchema.safeParse(request.params);
    const listing = params.success ? await listings.findBySlug(params.data.slug) : undefined;
    if (!listing) throw notFound();
    return listing;
  };

  app.get('/api/prestataires/:slug', async (request) => {
    const { edit } = parse(prestataireEditQuerySchema, request.query, request);
    // ?edit=1: the edit copy for its owners and the team (docs/decisions/0010-provider-listing-writes.md).
    if (edit) {
      const managed = await policy.requireManaged(request, policy.refOfSlugParam(request));
      return { data: await writes.editCopy(managed) };
    }
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
};
