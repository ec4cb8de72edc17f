import type { FastifyPluginAsync } from 'fastify';
import { PAGE_SIZE, prestatairesEndpoints } from '@sam/contracts';
import { notFound } from '../http-error';
import { routes, serializedBody } from '../plugins/contract-route';
import { isPubliclyVisible, PrestatairesRepository } from './repository';
import { ListingWrites } from './listing-writes';
import { ListingPolicy } from './policy';

/** §7 providers: public listing page (and its edit copy with ?edit=1), interim search; writes are in write-routes.ts (bookmarks: ../bookmarks/routes.ts). */
export const prestatairesRoutes: FastifyPluginAsync = async (app) => {
  const listings = new PrestatairesRepository(app.db);
  const policy = new ListingPolicy(app.db);
  const writes = new ListingWrites(app.db);

  routes(app, prestatairesEndpoints, {
    get: async ({ request, params: { slug }, query: { edit }, user }) => {
      // ?edit=1: the edit copy for its owners and the team (docs/decisions/0010-provider-listing-writes.md).
      if (edit) return { data: await writes.editCopy(await policy.requireManaged(request, { slug })) };
      // Anonymous visitors all see the public page: kept briefly, emptied by any write (public-detail-cache.ts).
      if (!user) {
        // Kept checked and as JSON: a kept page costs its readers no contract check nor stringify.
        const page = await app.publicDetails.get(slug, async () => {
          const found = await listings.findBySlug(slug);
          if (!found || !isPubliclyVisible(found)) return null;
          return serializedBody(prestatairesEndpoints.get, { data: await listings.loadDetail(found, { publicView: true, userId: null }) });
        });
        if (!page) throw notFound();
        return page;
      }
      const listing = await listings.findBySlug(slug);
      if (!listing) throw notFound();
      // Owners and admin/root see a listing whatever its flags (§6).
      const publicView = !(await policy.canManage(user, listing.id));
      if (publicView && !isPubliclyVisible(listing)) throw notFound();
      return { data: await listings.loadDetail(listing, { publicView, userId: user?.id ?? null }) };
    },
    search: async ({ body: { page, q, locale } }) => {
      const perPage = PAGE_SIZE.searchHits;
      const { hits, total } = await listings.searchVisible({ q: q || undefined, page, perPage, locale });
      // A card's photo is loaded by the browser: on the API's public address.
      const data = hits.map((hit) => (hit.photo ? { ...hit, photo: { ...hit.photo, url: `${app.config.apiPublicUrl}${hit.photo.url}` } } : hit));
      return { data, meta: { current_page: page, per_page: perPage, total } };
    },
  });
};
