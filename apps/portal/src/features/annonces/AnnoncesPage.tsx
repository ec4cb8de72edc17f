import { FormattedMessage, useIntl } from 'react-intl';
import type { AnnonceCategory, AnnonceSummary } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { BookmarkToggle } from '../../shared/bookmarks/BookmarkToggle';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { textLang } from '../../shared/lang/text-lang';
import styles from './Annonces.module.css';

/** A card as the loader hands it over: the ad plus its price formatted on the server (null: free). */
export type AnnonceCard = AnnonceSummary & { price: string | null };

/** /fr/annonces?categorie=…&q=…&page=…: the shareable address of a filtered page (page 1 left out). */
export function annoncesHref(locale: Locale, categorySlug: string | null, q = '', page = 1): string {
  const query = new URLSearchParams();
  if (categorySlug) query.set('categorie', categorySlug);
  if (q) query.set('q', q);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${pathFor('annonces', locale)}${search ? `?${search}` : ''}`;
}

export interface AnnoncesPageProps {
  locale: Locale;
  categories: AnnonceCategory[];
  current: AnnonceCategory | null;
  q: string;
  annonces: AnnonceCard[];
  page: number;
  pages: number;
  total: number;
  /** Logged in: a bookmark toggle on each card. */
  bookmarks: UserBookmarks | null;
}

export function AnnoncesPage({ locale, categories, current, q, annonces, page, pages, total, bookmarks }: AnnoncesPageProps) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>
          <FormattedMessage id="annonces.heading" />
          {current ? ` – ${current.title}` : null}
        </h1>
        <p className={styles.lead}><FormattedMessage id="annonces.lead" /></p>
      </header>

      <form className={styles.search} method="get" action={pathFor('annonces', locale)} role="search">
        {current ? <input type="hidden" name="categorie" value={current.slug} /> : null}
        <label>
          <FormattedMessage id="annonces.search.label" />
          <input type="search" name="q" defaultValue={q} maxLength={200} />
        </label>
        <button type="submit"><FormattedMessage id="annonces.search.submit" /></button>
        {q ? <a href={annoncesHref(locale, current?.slug ?? null)}><FormattedMessage id="annonces.search.clear" /></a> : null}
      </form>

      <nav className={styles.filters} aria-labelledby="annonces-filters">
        <h2 id="annonces-filters"><FormattedMessage id="annonces.filter.label" /></h2>
        <ul>
          <li>
            <a className={styles.chip} href={annoncesHref(locale, null, q)} aria-current={current ? undefined : 'page'}>
              <FormattedMessage id="annonces.filter.all" />
            </a>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <a className={styles.chip} href={annoncesHref(locale, c.slug, q)} aria-current={current?.id === c.id ? 'page' : undefined}>
                {intl.formatMessage({ id: 'annonces.filter.count' }, { title: c.title, count: c.count })}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <p className={styles.count} aria-live="polite"><FormattedMessage id="annonces.count" values={{ total }} /></p>

      {annonces.length === 0 ? (
        <p><FormattedMessage id="annonces.empty" /></p>
      ) : (
        <ul className={styles.cards} aria-label={intl.formatMessage({ id: 'annonces.heading' })}>
          {annonces.map((a) => {
            const lang = textLang(a.locale, locale);
            return (
              <li key={a.id}>
                <article className={styles.card} aria-labelledby={`annonce-${a.id}`}>
                  <h2 className={styles.cardTitle} id={`annonce-${a.id}`} lang={lang}>
                    <a href={pathFor('annonces-slug', locale, { slug: a.slug })}>{a.title}</a>
                  </h2>
                  <p className={styles.cardPrice}>
                    <span className="sam-visually-hidden"><FormattedMessage id="annonces.card.price" />: </span>
                    {a.price ?? <FormattedMessage id="annonces.free" />}
                  </p>
                  <p className={styles.cardExcerpt} lang={lang}>{a.excerpt}</p>
                  {a.commune ? <p className={styles.cardMeta}>{a.commune.name}</p> : null}
                  {a.category ? (
                    <p className={styles.cardCategory}>
                      <span className="sam-visually-hidden"><FormattedMessage id="annonces.card.category" />: </span>
                      {a.category.title}
                    </p>
                  ) : null}
                  {bookmarks ? <BookmarkToggle compact item={{ type: 'annonce', id: a.id, slug: a.slug, title: a.title }} bookmarks={bookmarks} /> : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}

      {pages > 1 ? (
        <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'annonces.pagination.label' })}>
          {page > 1 ? <a href={annoncesHref(locale, current?.slug ?? null, q, page - 1)} rel="prev"><FormattedMessage id="annonces.pagination.previous" /></a> : null}
          <p><FormattedMessage id="annonces.pagination.status" values={{ page, pages }} /></p>
          {page < pages ? <a href={annoncesHref(locale, current?.slug ?? null, q, page + 1)} rel="next"><FormattedMessage id="annonces.pagination.next" /></a> : null}
        </nav>
      ) : null}
    </div>
  );
}
