import type { Router } from 'instantsearch.js';
import { formatSearchQuery, parseSearchQuery, type SearchRouteState } from '@sam/search-map';

export interface LocationLike {
  pathname: string;
  search: string;
}

export interface RouteRouterOptions {
  /** The page's location when the search starts (the request URL on the server). */
  initial: LocationLike;
  /** Pushes a new address through React Router (so its location, menu and breadcrumb follow). */
  navigate: (href: string) => void;
  /** Calls back on every location change React Router makes (back/forward, links). */
  subscribe: (listener: (location: LocationLike) => void) => () => void;
  /** Typing writes one history entry per pause, not per key. */
  writeDelay?: number;
}

const normalised = (search: string) => formatSearchQuery(parseSearchQuery(search));

/**
 * InstantSearch's router on top of React Router: the search state lives in the address as
 * readable parameters (url-state), every change is a history entry, and back/forward or a link
 * to the same page with another query brings the search back to that state.
 */
export function createRouteRouter({ initial, navigate, subscribe, writeDelay = 400 }: RouteRouterOptions): Router<SearchRouteState> {
  let current: LocationLike = { pathname: initial.pathname, search: initial.search };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  // Removing the widgets of a disposed search writes an empty state: it must not reach the address.
  let disposed = false;
  const href = (route: SearchRouteState) => {
    const query = formatSearchQuery(route);
    return `${current.pathname}${query ? `?${query}` : ''}`;
  };

  return {
    $$type: 'sam.route-router',
    read: () => parseSearchQuery(current.search),
    write(route) {
      if (disposed) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const query = formatSearchQuery(route);
        if (query === normalised(current.search)) return;
        current = { pathname: current.pathname, search: query ? `?${query}` : '' };
        navigate(href(route));
      }, writeDelay);
    },
    createURL: href,
    onUpdate(callback) {
      unsubscribe = subscribe((location) => {
        const same = location.pathname === current.pathname && normalised(location.search) === normalised(current.search);
        current = { pathname: location.pathname, search: location.search };
        if (same) return;
        // Someone else moved the address (back/forward): it wins over a write not yet made.
        clearTimeout(timer);
        callback(parseSearchQuery(location.search));
      });
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      unsubscribe?.();
    },
  };
}
