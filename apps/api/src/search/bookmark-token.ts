import type { Signing } from '../plugins/signing';

/** Hex characters kept from the HMAC: 64 bits, opaque and not guessable. */
const TOKEN_LENGTH = 16;

/**
 * A user's value in the indices' `bookmarkers.titre`: HMAC-SHA256 with APP_KEY over
 * 'search-bookmarks' and the user id, truncated. The portal filters "my bookmarks" with
 * `facetFilters: ['bookmarkers.titre:<token>']`; the token reveals nothing about the user.
 */
export function searchBookmarkToken(signing: Pick<Signing, 'sign'>, userId: number): string {
  return signing.sign('search-bookmarks', userId).slice(0, TOKEN_LENGTH);
}
