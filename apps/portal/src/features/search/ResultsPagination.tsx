import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePagination, useStats } from 'react-instantsearch';
import { SEARCH_PAGINATION_LIMIT } from '@sam/contracts';
import { focusResultsHeading } from './results-focus';
import styles from './Search.module.css';

/**
 * Page links (real addresses, so they work before the script runs too). A new page takes the
 * focus and the window to the results heading. Only the first 1,000 results can be paged
 * through (Algolia's paginationLimitedTo): past that, the page says so and how to go further.
 */
export function ResultsPagination() {
  const intl = useIntl();
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({ padding: 2 });
  const { nbHits } = useStats();
  if (nbPages <= 1) return null;
  const go = (page: number) => (event: MouseEvent) => {
    event.preventDefault();
    refine(page);
    focusResultsHeading();
  };
  const limited = nbHits > SEARCH_PAGINATION_LIMIT;
  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'search.pagination.label' })}>
      <ul>
        {!isFirstPage ? (
          <li>
            <a href={createURL(currentRefinement - 1)} onClick={go(currentRefinement - 1)} rel="prev">
              <FormattedMessage id="search.pagination.previous" />
            </a>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            <a
              href={createURL(page)}
              onClick={go(page)}
              aria-current={page === currentRefinement ? 'page' : undefined}
              aria-label={intl.formatMessage({ id: 'search.pagination.page' }, { page: page + 1 })}
            >
              {page + 1}
            </a>
          </li>
        ))}
        {!isLastPage ? (
          <li>
            <a href={createURL(currentRefinement + 1)} onClick={go(currentRefinement + 1)} rel="next">
              <FormattedMessage id="search.pagination.next" />
            </a>
          </li>
        ) : null}
      </ul>
      <p>
        <FormattedMessage id="search.pagination.status" values={{ page: currentRefinement + 1, pages: nbPages }} />
      </p>
      {limited ? (
        <p className={styles.hint}>
          <FormattedMessage id="search.pagination.limited" values={{ shown: SEARCH_PAGINATION_LIMIT, total: nbHits }} />
        </p>
      ) : null}
    </nav>
  );
}
