import { FormattedMessage, useIntl } from 'react-intl';
import type { InfoSummary } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { BookmarkToggle } from '../../shared/bookmarks/BookmarkToggle';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { infosHref } from './links';
import styles from './Infos.module.css';

/** A category filter chip in the page's language. */
export interface InfoCategoryChip {
  key: string;
  slug: string;
  title: string;
}

export interface InfosPageProps {
  locale: Locale;
  categories: InfoCategoryChip[];
  current: InfoCategoryChip | null;
  q: string;
  infos: InfoSummary[];
  page: number;
  pages: number;
  total: number;
  /** Logged in: a bookmark toggle on each card. */
  bookmarks: UserBookmarks | null;
}

/** /fr/informations-utiles: the useful-information pages with a theme filter, a search and pages. */
export function InfosPage({ locale, categories, current, q, infos, page, pages, total, bookmarks }: InfosPageProps) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'infos.heading' });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>
          {heading}
          {current ? ` – ${current.title}` : null}
        </h1>
        <p className={styles.lead}><FormattedMessage id="infos.lead" /></p>
      </header>

      <form className={styles.search} method="get" action={pathFor('informations-utiles', locale)} role="search">
        {current ? <input type="hidden" name="categorie" value={current.slug} /> : null}
        <label>
          <FormattedMessage id="infos.search.label" />
          <input type="search" name="q" defaultValue={q} maxLength={200} />
        </label>
        <button type="submit"><FormattedMessage id="infos.search.submit" /></button>
        {q ? <a href={infosHref(locale, current?.slug ?? null)}><FormattedMessage id="infos.search.clear" /></a> : null}
      </form>

      <nav className={styles.filters} aria-labelledby="infos-filters">
        <h2 id="infos-filters"><FormattedMessage id="infos.filter.label" /></h2>
        <ul>
          <li>
            <a className={styles.chip} href={infosHref(locale, null, q)} aria-current={current ? undefined : 'page'}>
              <FormattedMessage id="infos.filter.all" />
            </a>
          </li>
          {categories.map((c) => (
            <li key={c.key}>
              <a className={styles.chip} href={infosHref(locale, c.slug, q)} aria-current={current?.key === c.key ? 'page' : undefined}>
                {c.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <p className={styles.count} aria-live="polite">
        {q ? <FormattedMessage id="infos.countQuery" values={{ total, q }} /> : <FormattedMessage id="infos.count" values={{ total }} />}
      </p>

      {infos.length === 0 ? (
        <p><FormattedMessage id="infos.empty" /></p>
      ) : (
        <ul className={styles.cards} aria-label={heading}>
          {infos.map((info) => (
            <li key={info.id}>
              <article className={styles.card} aria-labelledby={`info-${info.id}`}>
                {info.category ? (
                  <p className={styles.cardCategory}>
                    <span className="sam-visually-hidden"><FormattedMessage id="infos.card.category" />: </span>
                    {info.category.title}
                  </p>
                ) : null}
                <h2 className={styles.cardTitle} id={`info-${info.id}`}>
                  <a href={pathFor('informations-utiles-slug', locale, { slug: info.slug })}>{info.title}</a>
                </h2>
                {info.summary ? <p className={styles.cardSummary}>{info.summary}</p> : null}
                {/* §7: bookmarked by slug_fr. */}
                {bookmarks ? <BookmarkToggle compact item={{ type: 'info', id: info.id, slug: info.slug_fr, title: info.title }} bookmarks={bookmarks} /> : null}
              </article>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'infos.pagination.label' })}>
          {page > 1 ? <a href={infosHref(locale, current?.slug ?? null, q, page - 1)} rel="prev"><FormattedMessage id="infos.pagination.previous" /></a> : null}
          <p><FormattedMessage id="infos.pagination.status" values={{ page, pages }} /></p>
          {page < pages ? <a href={infosHref(locale, current?.slug ?? null, q, page + 1)} rel="next"><FormattedMessage id="infos.pagination.next" /></a> : null}
        </nav>
      ) : null}
    </div>
  );
}
