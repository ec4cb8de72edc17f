import { z } from 'zod';
import { bookmarkBodySchema, bookmarkStateSchema, type BookmarkType } from '../bookmarks';
import { annonceRefParamsSchema } from '../annonces';
import { conseilRefParamsSchema } from '../conseils';
import { eventRefParamsSchema } from '../events';
import { defineEndpoint } from '../http/endpoint';
import { infoRefParamsSchema } from '../infos';
import { prestataireSlugParamsSchema } from '../prestataire';

/**
 * §4 bookmarks "toggled by name": one contract per bookmarkable item, all alike. The path names
 * its item `{ref}` (a listing by slug only; an event or an ad by slug or id; an info or a guide
 * by slug_fr, slug_nl or id). `bookmarked` true or false sets the state, absent toggles it.
 */
function bookmarkEndpoint<R extends z.ZodType<number | string, string>>(id: string, path: string, what: string, ref: R) {
  return defineEndpoint({
    id: `bookmarks.${id}`,
    method: 'POST',
    path,
    summary: `Bookmark ${what}, or take its bookmark back`,
    description:
      'Only a public item can be bookmarked; one that left the portal stays in the favourites (GET /api/user) and can only be taken back (bookmarked: false).',
    tags: ['Bookmarks'],
    access: 'user',
    params: z.object({ ref }),
    body: bookmarkBodySchema,
    response: bookmarkStateSchema,
    errors: [401, 404],
  });
}

export const bookmarksEndpoints = {
  prestataire: bookmarkEndpoint('prestataire', '/api/prestataires/{ref}/bookmark', 'a listing', prestataireSlugParamsSchema.shape.slug),
  event: bookmarkEndpoint('event', '/api/events/{ref}/bookmark', 'an event', eventRefParamsSchema.shape.slug),
  eventV2: bookmarkEndpoint('eventV2', '/api/eventsv2/{ref}/bookmark', 'an event (v2 prefix)', eventRefParamsSchema.shape.slug),
  annonce: bookmarkEndpoint('annonce', '/api/annonces/{ref}/bookmark', 'an ad', annonceRefParamsSchema.shape.slug),
  info: bookmarkEndpoint('info', '/api/infos/{ref}/bookmark', 'an info page', infoRefParamsSchema.shape.id),
  conseil: bookmarkEndpoint('conseil', '/api/conseils/{ref}/bookmark', 'an advice guide', conseilRefParamsSchema.shape.id),
} as const;

/** The endpoint both apps call for each type of item (the one mapping type → path). */
export const bookmarkEndpointOf = {
  prestataire: bookmarksEndpoints.prestataire,
  event: bookmarksEndpoints.event,
  annonce: bookmarksEndpoints.annonce,
  info: bookmarksEndpoints.info,
  conseil: bookmarksEndpoints.conseil,
} as const satisfies Record<BookmarkType, unknown>;
