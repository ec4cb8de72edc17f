import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { bookmarksEndpoints, type BookmarkType } from '@sam/contracts';
import { AnnoncesRepository } from '../annonces/repository';
import { ConseilsRepository } from '../conseils/repository';
import { EventsRepository } from '../events/repository';
import { notFound } from '../http-error';
import { InfosRepository } from '../infos/repository';
import { committedWith } from '../plugins/after-commit';
import { route } from '../plugins/contract-route';
import { isPubliclyVisible, PrestatairesRepository } from '../prestataires/repository';
import { INDEX_OF_BOOKMARK } from '../search/indexer';
import { BookmarksRepository } from './repository';
import { idOfAnyItem } from './stale';

type BookmarkEndpoint = (typeof bookmarksEndpoints)[keyof typeof bookmarksEndpoints];

/** The public item a {ref} names (slug or id), or undefined when there is none to show. */
export type PublicLookup = (ref: number | string) => Promise<{ id: number } | undefined>;

/**
 * Registers one bookmark route (§4 "toggled by name") from its contract: a public item gets the
 * wanted state (or the other one) and its search records follow; an item no longer public can
 * only have its bookmark taken back (bookmarked: false); anything else is a missing page (404).
 */
export function bookmarkRoute(app: FastifyInstance, endpoint: BookmarkEndpoint, type: BookmarkType, findPublic: PublicLookup): void {
  const bookmarks = new BookmarksRepository(app.db);
  route(app, endpoint, async ({ request, params: { ref }, body: { bookmarked }, user }) => {
    const item = await findPublic(ref);
    if (!item) {
      const id = bookmarked === false ? await idOfAnyItem(app.db, type, ref) : undefined;
      if (id === undefined) throw notFound();
      await bookmarks.set(type, id, user.id, false);
      return { bookmarked: false };
    }
    // Its records carry their bookmarkers (the "my bookmarks" filter): they follow in the same commit.
    const state = await committedWith(request, (db) => new BookmarksRepository(db), INDEX_OF_BOOKMARK[type], async (repository, changed) => {
      changed(item.id);
      return repository.set(type, item.id, user.id, bookmarked);
    });
    return { bookmarked: state };
  });
}

/** POST /api/{prestataires,events,eventsv2,annonces,infos,conseils}/{ref}/bookmark. */
export const bookmarksRoutes: FastifyPluginAsync = async (app) => {
  const listings = new PrestatairesRepository(app.db);
  const events = new EventsRepository(app.db);
  const annonces = new AnnoncesRepository(app.db);
  const infos = new InfosRepository(app.db);
  const conseils = new ConseilsRepository(app.db);

  // A hidden listing is a missing page, even to its owner.
  bookmarkRoute(app, bookmarksEndpoints.prestataire, 'prestataire', async (slug) => {
    const listing = await listings.findBySlug(String(slug));
    return listing && isPubliclyVisible(listing) ? listing : undefined;
  });
  bookmarkRoute(app, bookmarksEndpoints.event, 'event', (ref) => events.findPublished(ref));
  bookmarkRoute(app, bookmarksEndpoints.eventV2, 'event', (ref) => events.findPublished(ref));
  bookmarkRoute(app, bookmarksEndpoints.annonce, 'annonce', (ref) => annonces.findVisible(ref));
  bookmarkRoute(app, bookmarksEndpoints.info, 'info', (ref) => infos.findPublished(ref));
  bookmarkRoute(app, bookmarksEndpoints.conseil, 'conseil', (ref) => conseils.findPublished(ref));
};
