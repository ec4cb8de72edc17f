import { FormattedMessage, useIntl } from 'react-intl';
import type { EventCategory, EventSummary } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { BookmarkToggle } from '../../shared/bookmarks/BookmarkToggle';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { textLang } from '../../shared/lang/text-lang';
import styles from './Agenda.module.css';

/** A card as the loader hands it over: the event plus its start formatted on the server. */
export type AgendaCard = EventSummary & { day: string; time: string };

/** /fr/agenda?categorie=…&page=…: the shareable address of a filtered page (page 1 left out). */
export function agendaHref(locale: Locale, categorySlug: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (categorySlug) query.set('categorie', categorySlug);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${pathFor('agenda', locale)}${search ? `?${search}` : ''}`;
}

export interface AgendaPageProps {
  locale: Locale;
  categories: EventCategory[];
  current: EventCategory | null;
  events: AgendaCard[];
  page: number;
  pages: number;
  total: number;
  /** Logged in: a bookmark toggle on each card. */
  bookmarks: UserBookmarks | null;
}

export function AgendaPage({ locale, categories, current, events, page, pages, total, bookmarks }: AgendaPageProps) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>
          <FormattedMessage id="agenda.heading" />
          {current ? ` – ${current.title}` : null}
        </h1>
        <p className={styles.lead}><FormattedMessage id="agenda.lead" /></p>
        <p className={styles.count}><FormattedMessage id="agenda.count" values={{ total }} /></p>
      </header>

      <nav className={styles.filters} aria-labelledby="agenda-filters">
        <h2 id="agenda-filters"><FormattedMessage id="agenda.filter.label" /></h2>
        <ul>
          <li>
            <a className={styles.chip} href={agendaHref(locale, null)} aria-current={current ? undefined : 'page'}>
              <FormattedMessage id="agenda.filter.all" />
            </a>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <a className={styles.chip} href={agendaHref(locale, c.slug)} aria-current={current?.id === c.id ? 'page' : undefined}>
                {intl.formatMessage({ id: 'agenda.filter.count' }, { title: c.title, count: c.upcoming_count })}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {events.length === 0 ? (
        <p><FormattedMessage id="agenda.empty" /></p>
      ) : (
        <ul className={styles.cards} aria-label={intl.formatMessage({ id: 'agenda.heading' })}>
          {events.map((e) => (
            <li key={e.id}>
              <article className={styles.card} aria-labelledby={`event-${e.id}`}>
                <h2 className={styles.cardTitle} id={`event-${e.id}`} lang={textLang(e.locale, locale)}>
                  <a href={pathFor('agenda-slug', locale, { slug: e.slug })}>{e.title}</a>
                </h2>
                <p className={styles.cardDate}>
                  <time dateTime={e.starts_at}>{e.day} · {e.time}</time>
                </p>
                {e.place || e.commune ? (
                  <p className={styles.cardMeta} lang={textLang(e.locale, locale)}>
                    {[e.place, e.commune?.name].filter(Boolean).join(' — ')}
                  </p>
                ) : null}
                {e.category ? (
                  <p className={styles.cardCategory}>
                    <span className="sam-visually-hidden"><FormattedMessage id="agenda.card.category" />: </span>
                    {e.category.title}
                  </p>
                ) : null}
                {bookmarks ? <BookmarkToggle compact item={{ type: 'event', id: e.id, slug: e.slug, title: e.title }} bookmarks={bookmarks} /> : null}
              </article>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'agenda.pagination.label' })}>
          {page > 1 ? <a href={agendaHref(locale, current?.slug ?? null, page - 1)} rel="prev"><FormattedMessage id="agenda.pagination.previous" /></a> : null}
          <p><FormattedMessage id="agenda.pagination.status" values={{ page, pages }} /></p>
          {page < pages ? <a href={agendaHref(locale, current?.slug ?? null, page + 1)} rel="next"><FormattedMessage id="agenda.pagination.next" /></a> : null}
        </nav>
      ) : null}
    </div>
  );
}
