import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { Locale } from '@sam/contracts';
import type { apiBaseQuery, baseApi, TAG_TYPES } from './base';

export interface BookmarkRef {
  slug: string;
  locale: Locale;
}

type Build = EndpointBuilder<typeof apiBaseQuery, (typeof TAG_TYPES)[number], 'api'>;

/** What a slice's `util.updateQueryData` returns (annotated there: the slice refers to itself). */
export type DetailPatch = ReturnType<typeof baseApi.util.updateQueryData>;

/**
 * Spec §4 bookmark "toggled by name": POST /api/{resource}/{slug}/bookmark with the wanted state,
 * `patchDetail` sets it at once on the cached detail and is undone on failure.
 */
export function bookmarkMutation<State>(build: Build, resource: string, patchDetail: (ref: BookmarkRef, bookmarked: boolean) => DetailPatch) {
  return build.mutation<State, BookmarkRef & { bookmarked: boolean }>({
    query: ({ slug, bookmarked }) => ({ url: `/api/${resource}/${encodeURIComponent(slug)}/bookmark`, method: 'POST', body: { bookmarked } }),
    async onQueryStarted({ slug, locale, bookmarked }, { dispatch, queryFulfilled }) {
      const patch = dispatch(patchDetail({ slug, locale }, bookmarked));
      try {
        await queryFulfilled;
      } catch {
        patch.undo();
      }
    },
    // The user's bookmark list (GET /api/user) changed.
    invalidatesTags: (_result, error) => (error ? [] : ['User', 'Bookmark']),
  });
}
