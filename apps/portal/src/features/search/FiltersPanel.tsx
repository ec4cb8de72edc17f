import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCurrentRefinements } from 'react-instantsearch';
import { useMediaQuery, useStoredValue } from './browser-state';
import { useTextsForBrowser } from '../../shared/page-messages';
import type { DirectoryRenderState } from './directory-widget';
import { focusResultsHeading } from './results-focus';
import styles from './Search.module.css';

const FILTERS_OPEN_KEY = 'sam.search.filtersOpen';
const WIDE_LABELS = ['search.filters.hide', 'search.filters.show'] as const;
/** The layout's breakpoint (Search.module.css): filters beside the results from here, above them (closed) below. */
export const WIDE_LAYOUT = '(min-width: 1024px)';

/** Refinements in force: every facet value, plus the directory's zone and bookmarks filter. */
export function useActiveFilterCount(directory?: DirectoryRenderState): number {
  const { items } = useCurrentRefinements();
  const facets = items.reduce((sum, item) => sum + item.refinements.length, 0);
  return facets + (directory?.zone ? 1 : 0) + (directory?.state.bookmarks ? 1 : 0);
}

/**
 * The filters. On a wide screen they stand beside the results, open or closed as the visitor
 * last left them (spec §3 filtersOpen). On a narrow one the results come first on the screen:
 * the filters are a disclosure behind one "Filtres (3)" button (count of refinements in force),
 * closed on arrival; Escape closes it and gives the focus back to its button, and a button at
 * its end closes it and goes to the results. Hidden by CSS, so the facet widgets stay mounted.
 */
export function FiltersPanel({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [stored, store] = useStoredValue(FILTERS_OPEN_KEY);
  const wide = useMediaQuery(WIDE_LAYOUT);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wideOpen = stored !== '0';
  // Open or closed from this browser's storage, after hydration: the page carries both labels (shared/page-messages.tsx).
  useTextsForBrowser(WIDE_LABELS);
  const open = wide ? wideOpen : narrowOpen;
  const toggle = () => (wide ? store(wideOpen ? '0' : '1') : setNarrowOpen(!narrowOpen));
  const panel = useRef<HTMLElement>(null);
  // Escape from inside the open filters (narrow screens) closes them and returns to their button.
  useEffect(() => {
    if (wide || !narrowOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel.current?.contains(document.activeElement)) return;
      setNarrowOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wide, narrowOpen]);
  const showResults = () => {
    setNarrowOpen(false);
    focusResultsHeading();
  };
  return (
    <aside ref={panel} className={styles.filters} aria-labelledby="search-filters-title">
      <div className={styles.filtersHeader}>
        <h2 id="search-filters-title" className={styles.filtersTitle}>
          <FormattedMessage id="search.filters.title" />
        </h2>
        <button ref={button} type="button" className={styles.filtersButton} aria-expanded={open} aria-controls="search-filters-body" onClick={toggle}>
          {/* Both labels are in the page; CSS shows the one of the screen's layout (right before hydration too). */}
          <span className={styles.narrowLabel}>
            <FormattedMessage id="search.filters.button" values={{ count: activeCount }} />
          </span>
          <span className={styles.wideLabel}>
            <FormattedMessage id={wideOpen ? 'search.filters.hide' : 'search.filters.show'} />
          </span>
        </button>
      </div>
      <div id="search-filters-body" className={styles.filtersBody} data-narrow-open={narrowOpen} data-wide-open={wideOpen}>
        {children}
        <button type="button" className={`${styles.secondaryButton} ${styles.narrowOnly}`} onClick={showResults}>
          <FormattedMessage id="search.filters.done" />
        </button>
      </div>
    </aside>
  );
}

/** First thing of the search page: jumps over the form, tabs and filters to the results heading. */
export function SkipToResults() {
  return (
    <a
      className={styles.skipToResults}
      href="#search-results-title"
      onClick={(event) => {
        event.preventDefault();
        focusResultsHeading();
      }}
    >
      <FormattedMessage id="search.skipToResults" />
    </a>
  );
}
