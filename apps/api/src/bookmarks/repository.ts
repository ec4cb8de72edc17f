import type { Bookmark } from '@sam/contracts';
import { nowIso, type DB } from '@sam/db';

type BookmarkableType = Bookmark['type'];

/** Bookmarks of any entity (spec §4 "toggled by name"): one row per user, type and id. */
export class BookmarksRepository {
  constructor(private readonly db: DB) {}

  async isBookmarked(type: BookmarkableType, id: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('bookmarks')
      .select('id')
      .where('user_id', '=', userId)
      .where('bookmarkable_type', '=', type)
      .where('bookmarkable_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Sets the bookmark to `wanted` (idempotent); without `wanted`, toggles it. Returns the new state. */
  async set(type: BookmarkableType, id: number, userId: number, wanted?: boolean): Promise<boolean> {
    const target = wanted ?? !(await this.isBookmarked(type, id, userId));
    if (target) {
      await this.db
        .insertInto('bookmarks')
        .values({ user_id: userId, bookmarkable_type: type, bookmarkable_id: id, created_at: nowIso() })
        .onConflict((oc) => oc.columns(['user_id', 'bookmarkable_type', 'bookmarkable_id']).doNothing())
        .execute();
    } else {
      await this.db
        .deleteFrom('bookmarks')
        .where('user_id', '=', userId)
        .where('bookmarkable_type', '=', type)
        .where('bookmarkable_id', '=', id)
        .execute();
    }
    return target;
  }
}
