import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInstantSearch, useInstantSearchContext } from 'react-instantsearch';
import { SEARCH_TABS, type Locale } from '@sam/i18n-routes';
import { indexOfTab, tabLabelId, tabPath, type SearchTab } from './tabs';
import styles from './Search.module.css';

/** nbHits per index id, as "id=count" pairs (a string: a stable snapshot for React). */
const encode = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([id, n]) => `${id}=${n}`)
    .join('&');

/**
 * The counts of the five indices. The root index has no name (it only holds the query), so
 * InstantSearch's scopedResults do not cover its children: read each child index's results on
 * every render event; the server's counts serve the first render and hydration.
 */
function useIndexCounts(initial: Record<string, number>): Map<string, number> {
  const search = useInstantSearchContext();
  const subscribe = useCallback(
    (onChange: () => void) => {
      search.addListener('render', onChange);
      return () => {
        search.removeListener('render', onChange);
      };
    },
    [search],
  );
  const read = () => {
    const counts: Record<string, number> = { ...initial };
    for (const widget of search.mainIndex.getWidgets()) {
      if (widget.$$type !== 'ais.index') continue;
      const index = widget as unknown as { getIndexId: () => string; getResults: () => { nbHits: number } | null };
      const results = index.getResults();
      if (results) counts[index.getIndexId()] = results.nbHits;
    }
    return encode(counts);
  };
  const snapshot = useSyncExternalStore(subscribe, read, () => encode(initial));
  return new Map(Array.from(new URLSearchParams(snapshot), ([id, n]) => [id, Number(n)]));
}

/** The five tabs with their counts (one multi-query: hitsPerPage 0 for the four other indices). */
export function SearchTabs({ current, locale, initialCounts }: { current: SearchTab; locale: Locale; initialCounts: Record<string, number> }) {
  const intl = useIntl();
  const { uiState } = useInstantSearch();
  const query = uiState['']?.query;
  const counts = useIndexCounts(initialCounts);
  // On a phone the tabs are one row that scrolls sideways: the current one is brought into it.
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && active && list.scrollWidth > list.clientWidth) list.scrollLeft = active.offsetLeft - list.offsetLeft;
  }, [current.id]);
  return (
    <nav className={styles.tabs} aria-label={intl.formatMessage({ id: 'search.tabs.label' })}>
      <ul ref={row}>
        {SEARCH_TABS.map((tab) => {
          const count = counts.get(indexOfTab(tab));
          return (
            <li key={tab.id}>
              <a href={`${tabPath(tab, locale)}${query ? `?q=${encodeURIComponent(query)}` : ''}`} aria-current={tab.id === current.id ? 'page' : undefined}>
                <FormattedMessage id={tabLabelId(tab)} />{' '}
                <span className={styles.tabCount}>{count === undefined ? '' : intl.formatMessage({ id: 'search.tabs.count' }, { count })}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
