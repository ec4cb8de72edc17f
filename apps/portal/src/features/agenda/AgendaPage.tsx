import { FormattedMessage, useIntl } from 'react-intl';
import type { EventCategory, EventSummary } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { BookmarkToggle } from '../../shared/bookmarks/BookmarkToggle';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { textLang } from '../../shared/lang/text-lang';
import { PastBadge } from '../../shared/past-badge/PastBadge';
import styles from './Agenda.module.css';

/** A card as the loader hands it over: the event plus its start formatted on the server. */
export type AgendaCard = EventSummary & { day: string; time: string };

/** /fr/agenda?categorie=…&passes=1&page=…: the shareable address of a filtered page (page 1 left out). */
export function agendaHref(locale: Locale, categorySlug: string | null, page = 1, past = false): string {
  const query = new URLSearchParams();
  if (categorySlug) query.set('categorie', categorySlug);
  if (past) query.set('passes', '1');
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
  /** Past events (latest first) instead of upcoming ones: only when asked for (?passes=1). */
  past: boolean;
  /** Logged in: a bookmark toggle on each card. */
  bookmarks: UserBookmarks | null;
}

export function AgendaPage({ locale, categories, current, events, page, pages, total, past, bookmarks }: AgendaPageProps) {
  const slug = current?.slug ?? null;
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>
          <FormattedMessage id="agenda.heading" />
          {current ? ` – ${current.title}` : null}
        </h1>
        <p className={styles.lead}><FormattedMessage id="agenda.lead" /></p>
        <p className={styles.count}><FormattedMessage id={past ? 'agenda.countPast' : 'agenda.count'} values={{ total }} /></p>
      </header>

      <nav className={styles.filters} aria-labelledby="agenda-when">
        <h2 id="agenda-when"><FormattedMessage id="agenda.when.label" /></h2>
        <ul>
          <li>
            <a className={styles.chip} href={agendaHref(locale, slug)} aria-current={past ? undefined : 'page'}>
              <FormattedMessage id="agenda.when.upcoming" />
            </a>
          </li>
          <li>
            <a className={styles.chip} href={agendaHref(locale, slug, 1, true)} aria-current={past ? 'page' : undefined}>
              <FormattedMessage id="agenda.when.past" />
            </a>
          </li>
        </ul>
      </nav>

      <nav className={styles.filters} aria-labelledby="agenda-filters">
        <h2 id="agenda-filters"><FormattedMessage id="agenda.filter.label" /></h2>
        <ul>
          <li>
            <a className={styles.chip} href={agendaHref(locale, null, 1, past)} aria-current={current ? undefined : 'page'}>
              <FormattedMessage id="agenda.filter.all" />
            </a>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <a className={styles.chip} href={agendaHref(locale, c.slug, 1, past)} aria-current={current?.id === c.id ? 'page' : undefined}>
                {/* The counts are of upcoming events: past ones show the bare names. */}
                {past ? c.title : intl.formatMessage({ id: 'agenda.filter.count' }, { title: c.title, count: c.upcoming_count })}
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
                  {past ? <> <PastBadge /></> : null}
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
          {page > 1 ? <a href={agendaHref(locale, slug, page - 1, past)} rel="prev"><FormattedMessage id="agenda.pagination.previous" /></a> : null}
          <p><FormattedMessage id="agenda.pagination.status" values={{ page, pages }} /></p>
          {page < pages ? <a href={agendaHref(locale, slug, page + 1, past)} rel="next"><FormattedMessage id="agenda.pagination.next" /></a> : null}
        </nav>
      ) : null}
    </div>
  );
}
