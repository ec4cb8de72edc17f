import { FormattedMessage } from 'react-intl';
import type { EventDetail } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import type { UserBookmarks } from '../../shared/bookmarks/user-bookmarks';
import { useCspNonce } from '../../shared/csp-nonce';
import { textLang } from '../../shared/lang/text-lang';
import { EventActions } from './EventActions';
import { jsonForScript } from './format';
import styles from './EventPage.module.css';

export interface EventPageProps {
  locale: Locale;
  event: EventDetail;
  /** Formatted on the server (Europe/Brussels). */
  when: string;
  past: boolean;
  /** The API's .ics address for 'add to my calendar'. */
  icsHref: string;
  jsonLd: Record<string, unknown>;
  /** Logged in (the user's bookmarks): subscribe and bookmark; otherwise (null) an invitation to log in. */
  bookmarks: UserBookmarks | null;
}

export function EventPage({ locale, event, when, past, icsHref, jsonLd, bookmarks }: EventPageProps) {
  const nonce = useCspNonce();
  const paragraphs = event.description.split(/\n{2,}/).filter((p) => p.trim() !== '');
  const eventLang = textLang(event.locale, locale);
  const where = [event.place, event.commune?.name].filter(Boolean).join(' — ');
  return (
    <article className={styles.page}>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />
      <header>
        {event.category ? <p className={styles.category}>{event.category.title}</p> : null}
        <h1 lang={eventLang}>{event.title}</h1>
        <p className={styles.when}>
          <time dateTime={event.starts_at}>{when}</time>
        </p>
        {past ? <p className={styles.past}><FormattedMessage id="agenda.event.past" /></p> : null}
      </header>

      <div className={styles.columns}>
        <div className={styles.description} lang={eventLang}>
          {paragraphs.map((p, i) => <p key={i}>{p}</p>)}
        </div>

        <aside className={styles.facts} aria-labelledby="event-details">
          <h2 id="event-details"><FormattedMessage id="agenda.event.details" /></h2>
          <dl className={styles.details}>
            <dt><FormattedMessage id="agenda.event.when" /></dt>
            <dd>{when}</dd>
            {where ? (<><dt><FormattedMessage id="agenda.event.where" /></dt><dd lang={eventLang}>{where}</dd></>) : null}
            {event.category ? (<><dt><FormattedMessage id="agenda.event.category" /></dt><dd>{event.category.title}</dd></>) : null}
            {event.organiser ? (
              <>
                <dt><FormattedMessage id="agenda.event.organiser" /></dt>
                <dd><a href={pathFor('prestataires-sector-slug', locale, { slug: event.organiser.slug })}>{event.organiser.title}</a></dd>
              </>
            ) : null}
            {event.contact_person ? (<><dt><FormattedMessage id="agenda.event.contact" /></dt><dd>{event.contact_person}</dd></>) : null}
            {event.website ? (
              <>
                <dt><FormattedMessage id="agenda.event.website" /></dt>
                <dd><a href={event.website} rel="noopener noreferrer">{event.website.replace(/^https?:\/\//, '')}</a></dd>
              </>
            ) : null}
          </dl>
          {!past ? (
            <a className={styles.calendar} href={icsHref} download={`${event.slug}.ics`}>
              <FormattedMessage id="agenda.event.addToCalendar" />
            </a>
          ) : null}
        </aside>
      </div>

      {bookmarks ? (
        <EventActions
          key={`${event.slug}:${event.subscribed}:${event.subscribers}`}
          slug={event.slug}
          locale={locale}
          initial={{ subscribed: event.subscribed, subscribers: event.subscribers }}
          bookmark={{ type: 'event', id: event.id, slug: event.slug, title: event.title }}
          bookmarks={bookmarks}
        />
      ) : (
        <p>
          <FormattedMessage id="agenda.event.loginHint" />{' '}
          <a href={pathFor('auth-login', locale)}><FormattedMessage id="agenda.event.login" /></a>
        </p>
      )}

      <p><a href={pathFor('agenda', locale)}><FormattedMessage id="agenda.event.back" /></a></p>
    </article>
  );
}
