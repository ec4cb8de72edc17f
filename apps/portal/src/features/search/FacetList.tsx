import { useCallback, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRefinementList, type UseRefinementListProps } from 'react-instantsearch';
import type { SearchLocale } from '@sam/contracts';
import type { FacetDefinition } from './facets';
import { areaDirectory } from './areas';
import styles from './Search.module.css';

type TransformItems = NonNullable<UseRefinementListProps['transformItems']>;

/** One facet of the filters panel as a group of checkboxes with counts (values OR-ed, facets AND-ed). */
export function FacetList({ definition, locale }: { definition: FacetDefinition; locale: SearchLocale }) {
  const intl = useIntl();
  const id = useId();
  const { geo } = definition;
  // Each area comes back under both its names: keep the page locale's (hence twice the values asked for).
  const transformItems = useCallback<TransformItems>((items) => (geo ? items.filter((item) => areaDirectory.isNameIn(geo, item.value, locale)) : items), [geo, locale]);
  const base = definition.limit ?? 10;
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute: definition.attribute,
    limit: geo ? base * 2 : base,
    showMore: true,
    showMoreLimit: geo ? 1000 : 100,
    transformItems,
  });
  if (items.length === 0) return null;
  return (
    <fieldset className={styles.facet} aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`}>
        <FormattedMessage id={definition.titleId} />
      </legend>
      <ul>
        {items.map((item) => (
          <li key={item.value}>
            <label>
              <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
              <span>{definition.label ? definition.label(item.value, intl) : item.label}</span>
              <span className={styles.count}>{intl.formatNumber(item.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore ? (
        <button type="button" className={styles.linkButton} onClick={toggleShowMore} aria-expanded={isShowingMore}>
          <FormattedMessage id={isShowingMore ? 'search.facet.showLess' : 'search.facet.showMore'} />
        </button>
      ) : null}
    </fieldset>
  );
}
