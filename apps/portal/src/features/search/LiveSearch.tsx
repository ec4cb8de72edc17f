import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch';
import type { Locale } from '@sam/i18n-routes';
import { createStateMapping } from '@sam/search-map';
import { areaDirectory } from './areas';
import { createRouteRouter, type LocationLike } from './route-router';
import { createSearchClient, type SearchClient } from './search-client';
import { SearchApp, type SearchRouting } from './SearchApp';
import { indexOfTab, type SearchTab } from './tabs';
import { rememberZone } from './zone-cache';
import { useUserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import type { SearchPageProps } from './SearchPage';

/*
 * The search page's live part: InstantSearch, the search client and the results, filters and
 * pagination they drive. Not in the page's first load (decision 0033): the page shows the
 * server's HTML of this part until it is used (LiveOnUse), and the route's loaders load it first
 * on the server and on client navigations.
 */

/** Routing of one search page: the address ↔ InstantSearch state (same code on the server). */
export function searchRouting(options: {
  locale: Locale;
  tab: SearchTab;
  bookmarkToken: string | null;
  initial: LocationLike;
  navigate?: (href: string) => void;
  subscribe?: (listener: (location: LocationLike) => void) => () => void;
}): SearchRouting {
  const { locale, tab, bookmarkToken, initial } = options;
  return {
    router: createRouteRouter({ initial, navigate: options.navigate ?? (() => undefined), subscribe: options.subscribe ?? (() => () => undefined) }),
    stateMapping: createStateMapping({
      locale,
      indexName: indexOfTab(tab),
      bookmarkToken,
      translateArea: (level, name) => areaDirectory.translate(level, name, locale),
    }) as unknown as SearchRouting['stateMapping'],
  };
}

/** nbHits of each index in the server's results (the first response of each is its main query). */
function countsOf(serverState: InstantSearchServerState | null): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [indexId, initial] of Object.entries(serverState?.initialResults ?? {})) {
    const nbHits = initial.results?.[0]?.nbHits;
    if (typeof nbHits === 'number') counts[indexId] = nbHits;
  }
  return counts;
}

/** One mounted search (a tab): InstantSearch started from the server's results, routed by React Router. */
function SearchInstance({ searchClient, ...props }: SearchPageProps & { searchClient: SearchClient }) {
  const location = useLocation();
  // The cards' bookmark toggles (a logged-in user's): read here, with the live part, not in the page's first load.
  const bookmarks = useUserBookmarks();
  const navigate = useNavigate();
  const [listeners] = useState(() => new Set<(location: LocationLike) => void>());
  useEffect(() => {
    for (const listener of listeners) listener(location);
  }, [listeners, location]);
  const [routing] = useState(() =>
    searchRouting({
      locale: props.locale,
      tab: props.tab,
      bookmarkToken: props.bookmarkToken,
      initial: location,
      navigate: (href) => navigate(href, { preventScrollReset: true }),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    }),
  );
  // InstantSearch disposes of an unmounted search a tick later, and removing its widgets writes
  // an empty state meanwhile: the address belongs to the next page by then.
  useEffect(() => () => routing.router.dispose(), [routing]);
  return (
    <InstantSearchSSRProvider {...(props.serverState ?? {})}>
      <SearchApp
        locale={props.locale}
        tab={props.tab}
        searchClient={searchClient}
        routing={routing}
        bookmarkToken={props.bookmarkToken}
        bookmarks={bookmarks}
        tilesUrl={props.tilesUrl}
        initialCounts={countsOf(props.serverState)}
        now={props.now}
      />
    </InstantSearchSSRProvider>
  );
}

/** The live search: one search client for the page, one InstantSearch per tab. */
export function LiveSearch(props: SearchPageProps) {
  const [searchClient] = useState(() => createSearchClient(props.searchConfig, props.locale));
  // The address's zone, from the loader: the results filter by it from their first render.
  if (props.zone) rememberZone(props.zone.key, props.zone.filter);
  return <SearchInstance key={props.tab.id} {...props} searchClient={searchClient} />;
}
