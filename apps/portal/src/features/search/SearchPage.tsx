import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import type { InstantSearchServerState } from 'react-instantsearch';
import type { SearchClientConfig } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { flagIn, type ZoneFilter } from '@sam/search-map';
import { deferredModule } from '../../shared/deferred-module';
import { LiveOnUse } from '../../shared/live-on-use/LiveOnUse';
import { useStoredValue } from './browser-state';
import { useTextsForBrowser } from '../../shared/page-messages';
import { SaveSearch } from './SaveSearch';
import type { SearchTab } from './tabs';
import styles from './Search.module.css';

/** The admins' search-URL bar and its copy button: loaded for an admin only, never in a visitor's first load. */
const SearchUrlBar = lazy(() => import('./AdminSearchUrlBar'));

/** The search page's InstantSearch part (./LiveSearch), loaded when used; the route loads it before rendering it. */
export const liveSearch = deferredModule(() => import('./LiveSearch'));

const LAST_QUERY_KEY = 'sam.search.lastQuery';
const LAST_SEARCH_TEXTS = ['search.lastQuery'] as const;

/** Spec §3 lastQuery: the last search of this browser, offered again on an empty search page. */
function LastSearch({ pathname, search }: { pathname: string; search: string }) {
  const [last, store] = useStoredValue(LAST_QUERY_KEY);
  // Shown from this browser's storage, after hydration: the page carries its text (shared/page-messages.tsx).
  useTextsForBrowser(LAST_SEARCH_TEXTS);
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

export interface SearchPageProps {
  locale: Locale;
  tab: SearchTab;
  serverState: InstantSearchServerState | null;
  bookmarkToken: string | null;
  searchConfig: SearchClientConfig;
  tilesUrl: string | null;
  /** The public site's address, for the admins' search-URL bar (null: not shown). */
  searchUrlOrigin: string | null;
  /** The agenda's clock (unix seconds), from the loader. */
  now: number;
  /** The address's zone and its geometry (assets/geo), when it has one. */
  zone: { key: string; filter: ZoneFilter } | null;
}

/** /{locale}/recherche[/{tab}]: the search page (spec §2), with the admins' search-URL bar. */
export function SearchPage(props: SearchPageProps) {
  const { pathname, search } = useLocation();
  return (
    <>
      {props.searchUrlOrigin ? (
        <Suspense fallback={null}>
          <SearchUrlBar url={`${props.searchUrlOrigin}${pathname}${search}`} />
        </Suspense>
      ) : null}
      <LastSearch pathname={pathname} search={search} />
      <SaveSearch locale={props.locale} tab={props.tab} />
      {/* The map, when the address opens it, is drawn by the live part's code alone. */}
      <LiveOnUse id="search-live" className={styles.live} part={liveSearch} changeKey={`${pathname}${search}`} liveAtOnce={flagIn(new URLSearchParams(search), 'carte')}>
        {({ LiveSearch }) => <LiveSearch {...props} />}
      </LiveOnUse>
    </>
  );
}
