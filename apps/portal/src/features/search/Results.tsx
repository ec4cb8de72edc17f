import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Configure, useHits, useInstantSearch, useStats } from 'react-instantsearch';
import { prestataireFacets, PROVIDER_HIT_ATTRIBUTES, SEARCH_HITS_PER_PAGE, type ContentRecord, type PrestataireAddressRecord, type SearchLocale } from '@sam/contracts';
import { useDirectory, type DirectoryRenderState } from './directory-widget';
import { useStoredValue } from './browser-state';
import { contentFacets, directoryFacets } from './facets';
import { FacetList } from './FacetList';
import { NeedMenu } from './NeedMenu';
import { CurrentFilters } from './CurrentFilters';
import { ResultsPagination } from './ResultsPagination';
import { ContentCard, ProviderCard } from './HitCards';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { AreaLists } from './AreaLists';
import { MapPanel } from './MapPanel';
import { loadZone, resolveZone } from './zone-cache';
import styles from './Search.module.css';

// Only what the cards show travels (records also hold bodies, tags, …).
const CONTENT_ATTRIBUTES = ['objectID', 'kind', 'id', 'slug', 'title_fr', 'title_nl', 'summary_fr', 'summary_nl', 'language', 'category_fr', 'category_nl', 'start_ts', 'locality', 'price_cents'];

const FILTERS_OPEN_KEY = 'sam.search.filtersOpen';

/** The filters panel, open or closed as the visitor last left it (spec §3 filtersOpen). */
function FiltersPanel({ children }: { children: ReactNode }) {
  const [stored, store] = useStoredValue(FILTERS_OPEN_KEY);
  const open = stored !== '0';
  const toggle = () => store(open ? '0' : '1');
  return (
    <aside className={styles.filters} aria-labelledby="search-filters-title">
      <div className={styles.filtersHeader}>
        <h2 id="search-filters-title">
          <FormattedMessage id="search.filters.title" />
        </h2>
        <button type="button" className={styles.secondaryButton} aria-expanded={open} aria-controls="search-filters-body" onClick={toggle}>
          <FormattedMessage id={open ? 'search.filters.hide' : 'search.filters.show'} />
        </button>
      </div>
      <div id="search-filters-body" hidden={!open} className={styles.filtersBody}>
        {children}
      </div>
    </aside>
  );
}

/** "123 résultats", announced when it changes. */
function ResultsHeading() {
  const { nbHits } = useStats();
  const { status } = useInstantSearch();
  return (
    <div className={styles.resultsHeading}>
      <h2 id="search-results-title">
        <FormattedMessage id="search.results.title" />
      </h2>
      <p aria-live="polite" aria-busy={status === 'stalled'}>
        <FormattedMessage id="search.results.count" values={{ count: nbHits }} />
      </p>
    </div>
  );
}

function HitList<T extends { objectID: string }>({ render }: { render: (hit: T) => ReactNode }) {
  const intl = useIntl();
  const { items } = useHits<T & Record<string, unknown>>();
  if (items.length === 0)
    return (
      <p className={styles.empty}>
        <FormattedMessage id="search.results.empty" />
      </p>
    );
  return (
    <ul className={styles.hits} aria-label={intl.formatMessage({ id: 'search.results.title' })}>
      {items.map((hit) => (
        <li key={hit.objectID}>{render(hit as unknown as T)}</li>
      ))}
    </ul>
  );
}

function BookmarksFilter({ directory }: { directory: DirectoryRenderState }) {
  const { state, refine } = directory;
  return (
    <div className={styles.facet}>
      <label className={styles.toggle}>
        <input type="checkbox" checked={state.bookmarks} onChange={() => refine({ ...state, bookmarks: !state.bookmarks })} />
        <FormattedMessage id="search.bookmarks.label" />
      </label>
    </div>
  );
}

/** The directory tab: every facet of prestataire_addresses_index, the map and its list alternative. */
export function DirectoryResults({ locale, bookmarkToken, bookmarks, tilesUrl }: { locale: SearchLocale; bookmarkToken: string | null; bookmarks: UserBookmarks | null; tilesUrl: string | null }) {
  const f = prestataireFacets(locale);
  const directory = useDirectory({ resolveZone, loadZone, bookmarkToken, areaAttributes: [f.province, f.arrondissement, f.commune, f.quartier] });
  return (
    <div className={styles.layout}>
      <Configure attributesToRetrieve={PROVIDER_HIT_ATTRIBUTES} attributesToHighlight={[]} />
      <FiltersPanel>
        {bookmarkToken ? <BookmarksFilter directory={directory} /> : null}
        <NeedMenu locale={locale} />
        <AreaLists locale={locale} directory={directory} />
        {directoryFacets(locale).map((definition) => (
          <FacetList key={definition.attribute} definition={definition} locale={locale} />
        ))}
      </FiltersPanel>
      <section id="search-results" className={styles.results} aria-labelledby="search-results-title" tabIndex={-1}>
        <ResultsHeading />
        <CurrentFilters locale={locale} directory={directory} />
        <MapPanel locale={locale} directory={directory} tilesUrl={tilesUrl} />
        <HitList<PrestataireAddressRecord> render={(hit) => <ProviderCard hit={hit} locale={locale} bookmarks={bookmarks} />} />
        <ResultsPagination />
      </section>
    </div>
  );
}

/** A content tab (useful links, agenda, articles, good tips): category and language facets. */
export function ContentResults({ locale, bookmarks }: { locale: SearchLocale; bookmarks: UserBookmarks | null }) {
  return (
    <div className={styles.layout}>
      <Configure hitsPerPage={SEARCH_HITS_PER_PAGE} attributesToRetrieve={CONTENT_ATTRIBUTES} attributesToHighlight={[]} />
      <FiltersPanel>
        {contentFacets(locale).map((definition) => (
          <FacetList key={definition.attribute} definition={definition} locale={locale} />
        ))}
      </FiltersPanel>
      <section id="search-results" className={styles.results} aria-labelledby="search-results-title" tabIndex={-1}>
        <ResultsHeading />
        <CurrentFilters locale={locale} />
        <HitList<ContentRecord> render={(hit) => <ContentCard hit={hit} locale={locale} bookmarks={bookmarks} />} />
        <ResultsPagination />
      </section>
    </div>
  );
}
