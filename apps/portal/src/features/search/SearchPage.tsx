import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import type { InstantSearchServerState } from 'react-instantsearch';
import type { SearchClientConfig } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { parseSearchQuery } from '@sam/search-map';
import { SearchUrlBar } from '@sam/ui';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { deferredModule } from '../../shared/deferred-module';
import { LiveOnUse } from '../../shared/live-on-use/LiveOnUse';
import { useStoredValue } from './browser-state';
import { SaveSearch } from './SaveSearch';
import type { SearchTab } from './tabs';
import styles from './Search.module.css';

/** The search page's InstantSearch part (./LiveSearch), loaded when used; the route loads it before rendering it. */
export const liveSearch = deferredModule(() => import('./LiveSearch'));

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

export interface SearchPageProps {
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

/** /{locale}/recherche[/{tab}]: the search page (spec §2), with the admins' search-URL bar. */
export function SearchPage(props: SearchPageProps) {
  const { pathname, search } = useLocation();
  return (
    <>
      {props.searchUrlOrigin ? <SearchUrlBar url={`${props.searchUrlOrigin}${pathname}${search}`} /> : null}
      <LastSearch pathname={pathname} search={search} />
      <SaveSearch locale={props.locale} tab={props.tab} />
      {/* The map, when the address opens it, is drawn by the live part's code alone. */}
      <LiveOnUse id="search-live" className={styles.live} part={liveSearch} changeKey={`${pathname}${search}`} liveAtOnce={parseSearchQuery(new URLSearchParams(search)).carte === true}>
        {({ LiveSearch }) => <LiveSearch {...props} />}
      </LiveOnUse>
    </>
  );
}
