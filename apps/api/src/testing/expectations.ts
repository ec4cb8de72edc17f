import { userSchema, type Bookmark } from '@sam/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { INDEX_OF_BOOKMARK } from '../search/indexer';
import type { TestApp } from './test-database';
import type { TestClient } from './test-client';

/** §8: a 422 whose field errors name exactly `fields`. */
export function expectFieldErrors(response: LightMyRequestResponse, fields: string[]): void {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ status: 422 });
  expect(Object.keys(response.json().errors)).toEqual(fields);
}

export interface BookmarkedItem {
  /** POST target, e.g. /api/events/conference-5/bookmark. */
  bookmarkUrl: string;
  /** The item's detail page, whose data.bookmarked follows the reader. */
  detailUrl: string;
  detailSchema: { parse(data: unknown): { bookmarked: boolean } };
  /** The item as GET /api/user lists it among the bookmarks. */
  listed: unknown;
  /** Where the bodiless toggle back is sent (the item under another slug), if not bookmarkUrl. */
  toggleBackUrl?: string;
}

/** §4 bookmarks: a bodiless POST toggles, one with a body sets the state idempotently, per user. */
export async function expectBookmarkToggles(user: TestClient, other: TestClient, item: BookmarkedItem): Promise<void> {
  expect((await user.post(item.bookmarkUrl)).json()).toEqual({ bookmarked: true });
  expect((await user.post(item.bookmarkUrl, { bookmarked: true })).json()).toEqual({ bookmarked: true });
  expect(userSchema.parse((await user.get('/api/user')).json()).bookmarks).toEqual([item.listed]);
  expect(item.detailSchema.parse((await user.get(item.detailUrl)).json().data).bookmarked).toBe(true);
  expect(item.detailSchema.parse((await other.get(item.detailUrl)).json().data).bookmarked).toBe(false);
  expect((await user.post(item.toggleBackUrl ?? item.bookmarkUrl)).json()).toEqual({ bookmarked: false });
  expect((await user.post(item.bookmarkUrl, { bookmarked: false })).json()).toEqual({ bookmarked: false });
}

/** A visitor's bookmark is 401; a body whose `bookmarked` is `bad` is 422 on that field. */
export async function expectBookmarkRefusals(user: TestClient, visitor: TestClient, bookmarkUrl: string, bad: unknown): Promise<void> {
  expect((await visitor.post(bookmarkUrl, { bookmarked: true })).statusCode).toBe(401);
  expectFieldErrors(await user.post(bookmarkUrl, { bookmarked: bad }), ['bookmarked']);
}

/** Each bookmark toggle records a search change for the item (its bookmarkers) in its commit; a refused one does not. */
export async function expectBookmarkChangesIndexed(
  t: TestApp,
  { user, visitor }: { user: TestClient; visitor: TestClient },
  bookmarkUrl: string,
  [type, id]: [type: Bookmark['type'], id: number],
): Promise<void> {
  const recorded = async () =>
    (await t.db.selectFrom('search_changes').select('id').where('index_name', '=', INDEX_OF_BOOKMARK[type]).where('item_id', '=', id).execute()).length;
  const before = await recorded();
  await user.post(bookmarkUrl, { bookmarked: true });
  await user.post(bookmarkUrl, { bookmarked: false });
  expect(await recorded()).toBe(before + 2);
  await visitor.post(bookmarkUrl);
  expect(await recorded()).toBe(before + 2);
}
