import { FormattedMessage } from 'react-intl';
import { Configure, Index, InstantSearch } from 'react-instantsearch';
import type { Router, StateMapping, UiState } from 'instantsearch.js';
import { eventWindowFilter, SEARCH_INDEX_NAMES } from '@sam/contracts';
import { SEARCH_TABS, type Locale } from '@sam/i18n-routes';
import type { SearchRouteState } from '@sam/search-map';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import type { SearchClient } from './search-client';
import { indexOfTab, tabPath, type SearchTab } from './tabs';
import { SearchForm } from './SearchForm';
import { SearchTabs } from './SearchTabs';
import { AgendaResults, ContentResults, DirectoryResults } from './Results';
import { SkipToResults } from './FiltersPanel';
import styles from './Search.module.css';

export interface SearchRouting {
  router: Router<SearchRouteState>;
  stateMapping: StateMapping<UiState, SearchRouteState>;
}

export interface SearchAppProps {
  locale: Locale;
  tab: SearchTab;
  searchClient: SearchClient;
  routing: SearchRouting;
  bookmarkToken: string | null;
  /** The logged-in user's bookmarks, for a toggle on each card (null: none, e.g. for the server's results pass). */
  bookmarks: UserBookmarks | null;
  tilesUrl: string | null;
  /** nbHits per index from the server's results (empty while the server computes them). */
  initialCounts: Record<string, number>;
  /** The agenda's clock (unix seconds, from the loader: the server and the browser ask the same). */
  now: number;
}

/**
 * The search page's InstantSearch tree. The root index holds only the query; the current tab's
 * index holds its refinements, page and hits; the four others ask for counts only (hitsPerPage 0),
 * all in one multi-query. Rendered as is by the loader (server state) and in the browser.
 */
export function SearchApp({ locale, tab, searchClient, routing, bookmarkToken, bookmarks, tilesUrl, initialCounts, now }: SearchAppProps) {
  const indexName = indexOfTab(tab);
  return (
    <InstantSearch searchClient={searchClient} routing={routing} future={{ preserveSharedStateOnUnmount: true }} insights={false}>
      <div className={styles.page}>
        <SkipToResults />
        <header className={styles.header}>
          <h1>
            <FormattedMessage id="search.heading" />
          </h1>
          <p className={styles.lead}>
            <FormattedMessage id="search.lead" />
          </p>
        </header>
        <SearchForm action={tabPath(tab, locale)} />
        <SearchTabs current={tab} locale={locale} initialCounts={initialCounts} />
        {SEARCH_TABS.filter((other) => other.id !== tab.id).map((other) => (
          <Index key={other.id} indexName={indexOfTab(other)} indexId={indexOfTab(other)}>
            {/* The agenda tab counts upcoming events, as the agenda page does. */}
            <Configure hitsPerPage={0} attributesToRetrieve={[]} {...(other.countType === 'events' ? { numericFilters: [eventWindowFilter(now, false)] } : {})} />
          </Index>
        ))}
        <Index indexName={indexName} indexId={indexName}>
          {indexName === SEARCH_INDEX_NAMES.prestataire_addresses ? (
            <DirectoryResults locale={locale} bookmarkToken={bookmarkToken} bookmarks={bookmarks} tilesUrl={tilesUrl} />
          ) : indexName === SEARCH_INDEX_NAMES.events ? (
            <AgendaResults locale={locale} bookmarks={bookmarks} now={now} />
          ) : (
            <ContentResults locale={locale} bookmarks={bookmarks} now={now} />
          )}
        </Index>
      </div>
    </InstantSearch>
  );
}
