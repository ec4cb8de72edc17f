import type { BookmarkType } from '@sam/contracts';
import type { DB } from '@sam/db';

/**
 * The id a bookmark path's {ref} names, whatever the item's publication state: an item that left
 * the portal (unpublished, expired, hidden) is still in the user's favourites (GET /api/user), so
 * taking its bookmark back must still find it. A listing is named by slug only.
 */
export async function idOfAnyItem(db: DB, type: BookmarkType, ref: number | string): Promise<number | undefined> {
  const raw = String(ref);
  if (/^\d{1,9}$/.test(raw) && type !== 'prestataire') return Number(raw);
  const row =
    type === 'conseil' || type === 'info'
      ? await db
          .selectFrom(type === 'conseil' ? 'conseils' : 'infos')
          .select('id')
          .where((eb) => eb.or([eb('slug_fr', '=', raw), eb('slug_nl', '=', raw)]))
          .executeTakeFirst()
      : await db
          .selectFrom(type === 'prestataire' ? 'prestataires' : type === 'event' ? 'events' : 'annonces')
          .select('id')
          .where('slug', '=', raw)
          .executeTakeFirst();
  return row?.id;
}
