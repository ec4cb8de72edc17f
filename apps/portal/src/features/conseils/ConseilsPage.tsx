import { FormattedMessage, useIntl } from 'react-intl';
import type { ConseilSummary } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { BookmarkToggle } from '../../shared/bookmarks/BookmarkToggle';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { conseilsHref } from './links';
import styles from './Conseils.module.css';

export interface ConseilsPageProps {
  locale: Locale;
  conseils: ConseilSummary[];
  page: number;
  pages: number;
  total: number;
  /** Logged in: a bookmark toggle on each card. */
  bookmarks: UserBookmarks | null;
}

/** /fr/sam-guide: the advice guides as cards, newest first. */
export function ConseilsPage({ locale, conseils, page, pages, total, bookmarks }: ConseilsPageProps) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'conseils.heading' });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{heading}</h1>
        <p className={styles.lead}><FormattedMessage id="conseils.lead" /></p>
      </header>
      <p className={styles.count}><FormattedMessage id="conseils.count" values={{ total }} /></p>

      {conseils.length === 0 ? (
        <p><FormattedMessage id="conseils.empty" /></p>
      ) : (
        <ul className={styles.cards} aria-label={heading}>
          {conseils.map((c) => (
            <li key={c.id}>
              <article className={styles.card} aria-labelledby={`conseil-${c.id}`}>
                <h2 className={styles.cardTitle} id={`conseil-${c.id}`}>
                  <a href={pathFor('sam-conseil-slug', locale, { slug: c.slug })}>{c.title}</a>
                </h2>
                {c.summary ? <p className={styles.cardSummary}>{c.summary}</p> : null}
                {c.tags.length > 0 ? (
                  <ul className={styles.tags} aria-label={intl.formatMessage({ id: 'conseils.card.tags' })}>
                    {c.tags.map((tag) => <li key={tag.id} className={styles.tag}>{tag.name}</li>)}
                  </ul>
                ) : null}
                {/* §3/§7: a guide is identified by slug_fr. */}
                {bookmarks ? <BookmarkToggle compact item={{ type: 'conseil', id: c.id, slug: c.slug_fr, title: c.title }} bookmarks={bookmarks} /> : null}
              </article>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'conseils.pagination.label' })}>
          {page > 1 ? <a href={conseilsHref(locale, page - 1)} rel="prev"><FormattedMessage id="conseils.pagination.previous" /></a> : null}
          <p><FormattedMessage id="conseils.pagination.status" values={{ page, pages }} /></p>
          {page < pages ? <a href={conseilsHref(locale, page + 1)} rel="next"><FormattedMessage id="conseils.pagination.next" /></a> : null}
        </nav>
      ) : null}
    </div>
  );
}
