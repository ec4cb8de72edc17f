import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Configure, useHits, useInstantSearch, useStats } from 'react-instantsearch';
import { prestataireFacets, PROVIDER_HIT_ATTRIBUTES, SEARCH_HITS_PER_PAGE, type ContentRecord, type PrestataireAddressRecord, type SearchLocale } from '@sam/contracts';
import { useDirectory, type DirectoryRenderState } from './directory-widget';
import { OpenNowFilter } from './OpenNowFilter';
import { useEventWindow } from './event-window-widget';
import { FiltersPanel, useActiveFilterCount } from './FiltersPanel';
import { RESULTS_HEADING_ID } from './results-focus';
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
const CONTENT_ATTRIBUTES = ['objectID', 'kind', 'id', 'slug', 'title_fr', 'title_nl', 'summary_fr', 'summary_nl', 'language', 'category_fr', 'category_nl', 'start_ts', 'end_ts', 'locality', 'price_cents'];

/** The count's wording: addresses in the directory, events to come or past in the agenda, else results. */
type CountUnit = 'search.results.count' | 'search.results.count.addresses' | 'search.results.count.upcoming' | 'search.results.count.past';

/**
 * "2 716 adresses", announced when it changes. The heading is where the skip link, a page change
 * and a zone search bring the focus (RESULTS_HEADING_ID).
 */
function ResultsHeading({ unit }: { unit: CountUnit }) {
  const { nbHits } = useStats();
  const { status } = useInstantSearch();
  return (
    <div className={styles.resultsHeading}>
      <h2 id={RESULTS_HEADING_ID} tabIndex={-1}>
        <FormattedMessage id="search.results.title" />
      </h2>
      <p aria-live="polite" aria-busy={status === 'stalled'}>
        <FormattedMessage id={unit} values={{ count: nbHits }} />
      </p>
    </div>
  );
}

/** The agenda's choice: events to come (soonest first) or, on request, past ones (latest first). */
function EventWindowToggle({ past, refine }: { past: boolean; refine: (past: boolean) => void }) {
  return (
    <div className={styles.facet}>
      <label className={styles.toggle}>
        <input type="checkbox" checked={past} onChange={() => refine(!past)} />
        <FormattedMessage id="search.agenda.showPast" />
      </label>
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
  const activeCount = useActiveFilterCount(directory);
  return (
    <div className={styles.layout}>
      <Configure attributesToRetrieve={PROVIDER_HIT_ATTRIBUTES} attributesToHighlight={[]} />
      <FiltersPanel activeCount={activeCount}>
        {bookmarkToken ? <BookmarksFilter directory={directory} /> : null}
        <OpenNowFilter directory={directory} />
        <NeedMenu locale={locale} />
        <AreaLists locale={locale} directory={directory} />
        {directoryFacets(locale).map((definition) => (
          <FacetList key={definition.attribute} definition={definition} locale={locale} />
        ))}
      </FiltersPanel>
      <section id="search-results" className={styles.results} aria-labelledby={RESULTS_HEADING_ID}>
        <ResultsHeading unit="search.results.count.addresses" />
        <CurrentFilters locale={locale} directory={directory} />
        <MapPanel locale={locale} directory={directory} tilesUrl={tilesUrl} />
        <HitList<PrestataireAddressRecord> render={(hit) => <ProviderCard hit={hit} locale={locale} bookmarks={bookmarks} />} />
        <ResultsPagination />
      </section>
    </div>
  );
}

interface ContentProps {
  locale: SearchLocale;
  bookmarks: UserBookmarks | null;
  /** The agenda's clock (unix seconds): events over by then are marked as past. */
  now: number;
}

/** A content tab's layout: category and language facets, then its results. */
function ContentLayout({ locale, bookmarks, now, unit, beforeHits }: ContentProps & { unit: CountUnit; beforeHits?: ReactNode }) {
  const activeCount = useActiveFilterCount();
  return (
    <div className={styles.layout}>
      <Configure hitsPerPage={SEARCH_HITS_PER_PAGE} attributesToRetrieve={CONTENT_ATTRIBUTES} attributesToHighlight={[]} />
      <FiltersPanel activeCount={activeCount}>
        {contentFacets(locale).map((definition) => (
          <FacetList key={definition.attribute} definition={definition} locale={locale} />
        ))}
      </FiltersPanel>
      <section id="search-results" className={styles.results} aria-labelledby={RESULTS_HEADING_ID}>
        <ResultsHeading unit={unit} />
        {beforeHits}
        <CurrentFilters locale={locale} />
        <HitList<ContentRecord> render={(hit) => <ContentCard hit={hit} locale={locale} bookmarks={bookmarks} now={now} />} />
        <ResultsPagination />
      </section>
    </div>
  );
}

/** A content tab (useful information, annonces, the guide). */
export function ContentResults(props: ContentProps) {
  return <ContentLayout {...props} unit="search.results.count" />;
}

/** The agenda tab: upcoming events first; past ones on request, latest first and marked as past. */
export function AgendaResults(props: ContentProps) {
  const { past, refine } = useEventWindow({ now: props.now });
  return (
    <ContentLayout
      {...props}
      unit={past ? 'search.results.count.past' : 'search.results.count.upcoming'}
      beforeHits={<EventWindowToggle past={past} refine={refine} />}
    />
  );
}
