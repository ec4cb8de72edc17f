import type { BookmarkType, User } from '@sam/contracts';
import { useRootData } from '../../root-data';

/**
 * What the logged-in user bookmarked, as the toggles of a page show it: the root loader's list
 * (GET /api/user), then every toggle made since, which all toggles of the same item follow.
 */
export interface UserBookmarks {
  has(type: BookmarkType, id: number): boolean;
  set(type: BookmarkType, id: number, bookmarked: boolean): void;
  subscribe(listener: () => void): () => void;
}

const keyOf = (type: BookmarkType, id: number) => `${type}:${id}`;

class PageBookmarks implements UserBookmarks {
  private readonly saved: ReadonlySet<string>;
  private readonly changed = new Map<string, boolean>();
  private readonly listeners = new Set<() => void>();

  constructor(user: User) {
    this.saved = new Set(user.bookmarks.map((b) => keyOf(b.type, b.id)));
  }

  has(type: BookmarkType, id: number): boolean {
    const key = keyOf(type, id);
    return this.changed.get(key) ?? this.saved.has(key);
  }

  set(type: BookmarkType, id: number, bookmarked: boolean): void {
    this.changed.set(keyOf(type, id), bookmarked);
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/**
 * One store per user object: the root loader reads the user again on every change of page, and the
 * new object starts from the server's list. Until then (pagination, a new search on the same page)
 * the toggles made here still show, even on cards mounted afresh. Written only by clicks, so a
 * server render never keeps anything between requests.
 */
const stores = new WeakMap<User, PageBookmarks>();

/** Null for a visitor (no toggles). */
export function userBookmarks(user: User | null | undefined): UserBookmarks | null {
  if (!user) return null;
  let store = stores.get(user);
  if (!store) {
    store = new PageBookmarks(user);
    stores.set(user, store);
  }
  return store;
}

/** The current user's bookmarks (from the root loader), null when logged out. */
export function useUserBookmarks(): UserBookmarks | null {
  return userBookmarks(useRootData()?.user);
}
