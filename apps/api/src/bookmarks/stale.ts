import type { FastifyRequest } from 'fastify';
import type { Bookmark } from '@sam/contracts';
import type { DB } from '@sam/db';
import { HttpError } from '../http-error';
import { BookmarksRepository } from './repository';

/** The id a {slug-or-id} path parameter names, whatever the item's publication state. */
async function idOfAnyItem(db: DB, type: Bookmark['type'], ref: string): Promise<number | undefined> {
  if (/^\d{1,9}$/.test(ref) && type !== 'prestataire') return Number(ref);
  const row =
    type === 'conseil' || type === 'info'
      ? await db
          .selectFrom(type === 'conseil' ? 'conseils' : 'infos')
          .select('id')
          .where((eb) => eb.or([eb('slug_fr', '=', ref), eb('slug_nl', '=', ref)]))
          .executeTakeFirst()
      : await db
          .selectFrom(type === 'prestataire' ? 'prestataires' : type === 'event' ? 'events' : 'annonces')
          .select('id')
          .where('slug', '=', ref)
          .executeTakeFirst();
  return row?.id;
}

/**
 * The item a bookmark call names, found by the route's public lookup. An item that left the
 * portal (unpublished, expired, hidden) is still in the user's favourites (GET /api/user), so
 * taking its bookmark back (`bookmarked: false`) must work: the row goes and null comes back.
 * Anything else about such an item stays the public lookup's 404.
 */
export async function findBookmarkTarget<T>(
  db: DB,
  request: FastifyRequest,
  type: Bookmark['type'],
  wanted: boolean | undefined,
  findPublic: () => Promise<T>,
): Promise<T | null> {
  try {
    return await findPublic();
  } catch (error) {
    if (wanted !== false || !(error instanceof HttpError) || error.statusCode !== 404) throw error;
    const [ref] = Object.values(request.params as Record<string, string>);
    const id = ref === undefined ? undefined : await idOfAnyItem(db, type, ref);
    if (id === undefined) throw error;
    await new BookmarksRepository(db).set(type, id, request.user!.id, false);
    return null;
  }
}
