import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentRefinements, useInstantSearch } from 'react-instantsearch';
import type { SearchLocale } from '@sam/contracts';
import { isAreaZone } from '@sam/search-map';
import { facetLabeller } from './facets';
import type { DirectoryRenderState } from './directory-widget';
import styles from './Search.module.css';

interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

/** The filters in force, each removable, and one button to clear them all (the query stays). */
export function CurrentFilters({ locale, directory }: { locale: SearchLocale; directory?: DirectoryRenderState }) {
  const intl = useIntl();
  const labels = facetLabeller(locale, intl);
  const { items } = useCurrentRefinements();
  const { setIndexUiState } = useInstantSearch();
  const chip = (facet: string, value: string) => intl.formatMessage({ id: 'search.current.chip' }, { facet, value });

  const sorted = [...items].sort((a, b) => labels.rank(a.attribute) - labels.rank(b.attribute));
  const chips: Chip[] = sorted.flatMap((item) =>
    item.refinements.map((refinement) => ({
      key: `${item.attribute}:${refinement.value}`,
      label: chip(item.attribute.startsWith('navbesoins') ? intl.formatMessage({ id: 'search.facet.need' }) : labels.title(item.attribute), labels.value(item.attribute, String(refinement.value))),
      remove: () => item.refine(refinement),
    })),
  );
  if (directory) {
    const { state, zone, zoneFilter, refine } = directory;
    if (zone) {
      const name = zoneFilter ? zoneFilter[`name_${locale}`] : '';
      chips.push({
        key: 'zone',
        label: isAreaZone(zone) ? chip(intl.formatMessage({ id: `search.zone.layer.${zone.layer}` }), name) : intl.formatMessage({ id: 'search.zone.drawn' }),
        remove: () => refine({ ...state, map: { show: state.map.show } }),
      });
    }
    if (state.bookmarks) chips.push({ key: 'favoris', label: intl.formatMessage({ id: 'search.bookmarks.label' }), remove: () => refine({ ...state, bookmarks: false }) });
  }
  if (chips.length === 0) return null;

  const clearAll = () =>
    setIndexUiState((previous) => {
      const show = (previous as { map?: { show?: boolean } }).map?.show;
      return (show ? { map: { show: true } } : {}) as typeof previous;
    });

  return (
    <section className={styles.current} aria-labelledby="search-current-title">
      <h3 id="search-current-title" className="sam-visually-hidden">
        <FormattedMessage id="search.current.title" />
      </h3>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className={styles.chip} onClick={chip.remove} aria-label={intl.formatMessage({ id: 'search.current.remove' }, { filter: chip.label })}>
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.linkButton} onClick={clearAll}>
        <FormattedMessage id="search.current.clearAll" />
      </button>
    </section>
  );
}
