import { bookmarkEndpointOf, type BookmarkState, type BookmarkType } from '@sam/contracts';
import { baseApi } from './base';
import { callOf } from './contract';

/** One bookmark call: the item by type and reference (a listing by slug; any other item by slug or id). */
export interface BookmarkChange {
  type: BookmarkType;
  ref: string | number;
  /** The wanted state (§4 "toggled by name"). */
  bookmarked: boolean;
}

/** Spec §4 bookmarks: one mutation for every type of item, the path taken from its contract. */
export const bookmarksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setBookmark: build.mutation<BookmarkState, BookmarkChange>({
      query: ({ type, ref, bookmarked }) => callOf(bookmarkEndpointOf[type], { params: { ref: String(ref) }, body: { bookmarked } }),
      // The user's bookmark list (GET /api/user) changed.
      invalidatesTags: (_result, error) => (error ? [] : ['User', 'Bookmark']),
    }),
  }),
});

export const { useSetBookmarkMutation } = bookmarksApi;
