import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch';
import type { SearchClientConfig } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { createStateMapping } from '@sam/search-map';
import { SearchUrlBar } from '@sam/ui';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { areaDirectory } from './areas';
import { useStoredValue } from './browser-state';
import { createRouteRouter, type LocationLike } from './route-router';
import { SaveSearch } from './SaveSearch';
import { createSearchClient, type SearchClient } from './search-client';
import { SearchApp, type SearchRouting } from './SearchApp';
import { indexOfTab, type SearchTab } from './tabs';
import styles from './Search.module.css';

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

const LAST_QUERY_KEY = 'sam.search.lastQuery';

/** Spec §3 lastQuery: the last search of this browser, offered again on an empty search page. */
function LastSearch({ pathname, search }: { pathname: string; search: string }) {
  const [last, store] = useStoredValue(LAST_QUERY_KEY);
  useEffect(() => {
    if (search) store(search);
  }, [search, store]);
  if (search || !last) return null;
  return (
    <p className={styles.lastSearch}>
      <a href={`${pathname}${last}`}>
        <FormattedMessage id="search.lastQuery" />
      </a>
    </p>
  );
}

interface SearchPageProps {
  locale: Locale;
  tab: SearchTab;
  serverState: InstantSearchServerState | null;
  bookmarkToken: string | null;
  bookmarks: UserBookmarks | null;
  searchConfig: SearchClientConfig;
  tilesUrl: string | null;
  /** The public site's address, for the admins' search-URL bar (null: not shown). */
  searchUrlOrigin: string | null;
  /** The agenda's clock (unix seconds), from the loader. */
  now: number;
}

/** One mounted search (a tab): InstantSearch started from the server's results, routed by React Router. */
function SearchInstance({ searchClient, ...props }: SearchPageProps & { searchClient: SearchClient }) {
  const location = useLocation();
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
        bookmarks={props.bookmarks}
        tilesUrl={props.tilesUrl}
        initialCounts={countsOf(props.serverState)}
        now={props.now}
      />
    </InstantSearchSSRProvider>
  );
}

/** /{locale}/recherche[/{tab}]: the search page (spec §2), with the admins' search-URL bar. */
export function SearchPage(props: SearchPageProps) {
  const { pathname, search } = useLocation();
  const [searchClient] = useState(() => createSearchClient(props.searchConfig, props.locale));
  return (
    <>
      {props.searchUrlOrigin ? <SearchUrlBar url={`${props.searchUrlOrigin}${pathname}${search}`} /> : null}
      <LastSearch pathname={pathname} search={search} />
      <SaveSearch locale={props.locale} tab={props.tab} />
      <SearchInstance key={props.tab.id} {...props} searchClient={searchClient} />
    </>
  );
}
