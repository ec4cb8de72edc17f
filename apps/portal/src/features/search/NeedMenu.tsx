import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHierarchicalMenu } from 'react-instantsearch';
import { HIERARCHY_SEPARATOR, prestataireFacets, type SearchLocale } from '@sam/contracts';
import styles from './Search.module.css';

type Item = ReturnType<typeof useHierarchicalMenu>['items'][number];

/** The need categories (spec §3: navbesoins{locale}.lvl0 / .lvl1, 'level1 > level2') as links that refine. */
export function NeedMenu({ locale }: { locale: SearchLocale }) {
  const intl = useIntl();
  const f = prestataireFacets(locale);
  const { items, refine, createURL, canToggleShowMore, isShowingMore, toggleShowMore } = useHierarchicalMenu({
    attributes: [f.needLvl0, f.needLvl1],
    separator: HIERARCHY_SEPARATOR,
    limit: 20,
    showMore: true,
    showMoreLimit: 100,
  });
  if (items.length === 0) return null;
  const list = (level: Item[]) => (
    <ul>
      {level.map((item) => {
        const onClick = (event: MouseEvent) => {
          event.preventDefault();
          refine(item.value);
        };
        return (
          <li key={item.value}>
            <a href={createURL(item.value)} onClick={onClick} aria-current={item.isRefined ? 'true' : undefined} className={item.isRefined ? styles.refined : undefined}>
              <span>{item.label}</span> <span className={styles.count}>{intl.formatNumber(item.count)}</span>
            </a>
            {item.data ? list(item.data) : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <nav className={`${styles.facet} ${styles.needs}`} aria-labelledby="search-needs-title">
      <h3 id="search-needs-title" className={styles.facetTitle}>
        <FormattedMessage id="search.facet.need" />
      </h3>
      {list(items)}
      {canToggleShowMore ? (
        <button type="button" className={styles.linkButton} onClick={toggleShowMore} aria-expanded={isShowingMore}>
          <FormattedMessage id={isShowingMore ? 'search.facet.showLess' : 'search.facet.showMore'} />
        </button>
      ) : null}
    </nav>
  );
}
