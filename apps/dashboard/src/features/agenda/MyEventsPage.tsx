import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useListMyEventsQuery, type OwnEventList } from '@sam/api-client';
import type { OwnEventSummary } from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { useToast } from '@sam/ui';
import { apiErrorMessage } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { QueryContent } from '../../shared/QueryContent';
import { usePageTitle } from '../../shared/usePageTitle';
import { DeleteEventDialog } from './DeleteEventDialog';
import { formatEventDates } from './event-dates';
import styles from './Agenda.module.css';

const COLUMNS = ['dashboard.events.col.title', 'dashboard.events.col.dates', 'dashboard.events.col.status', 'dashboard.events.col.actions'];

/** ?page=N of the list; anything else is the first page. */
const pageOf = (value: string | null) => (value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1);

/** mon-agenda: the user's events (drafts and past ones too), with links to edit them and their deletion. */
export function MyEventsPage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  usePageTitle('dashboard.events.title');
  const [params] = useSearchParams();
  const events = useListMyEventsQuery({ locale, page: pageOf(params.get('page')) });

  return (
    <>
      <PageHeading titleId="dashboard.events.title">
        <FormattedMessage id="dashboard.events.intro" />
      </PageHeading>
      <p>
        <Link className={styles.action} to={pathFor('dashboard-index-mon-agenda-creer-un-evenement', locale)}>
          <FormattedMessage id="dashboard.events.create" />
        </Link>
      </p>
      <QueryContent query={events} failure={`${intl.formatMessage({ id: 'dashboard.events.loadFailed' })} ${apiErrorMessage(intl, events.error)}`}>
        {(loaded) => <EventTable list={loaded} />}
      </QueryContent>
    </>
  );
}

function EventTable({ list }: { list: OwnEventList }) {
  const intl = useIntl();
  const toast = useToast();
  const locale = useDashboardLocale();
  const [deleting, setDeleting] = useState<OwnEventSummary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [now] = useState(() => new Date().toISOString());

  const cancel = () => {
    const opener = deleting && document.getElementById(`delete-${deleting.id}`);
    flushSync(() => setDeleting(null));
    opener?.focus();
  };
  const deleted = (title: string) => {
    flushSync(() => setDeleting(null));
    toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.events.deleted' }, { title }) });
    heading.current?.focus(); // the row and its button are gone
  };

  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" ref={heading} tabIndex={-1} className={styles.heading}>
        <FormattedMessage id="dashboard.events.list" />
      </h2>
      {list.data.length === 0 ? (
        <p>
          <FormattedMessage id="dashboard.events.empty" />
        </p>
      ) : (
        <table className={styles.table} aria-labelledby="events-heading">
          <thead>
            <tr>
              {COLUMNS.map((id) => (
                <th key={id} scope="col">
                  <FormattedMessage id={id} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.data.map((event) => (
              <tr key={event.id}>
                <th scope="row" lang={event.locale === locale ? undefined : event.locale}>
                  {event.title}
                </th>
                <td>
                  <time dateTime={event.starts_at}>{formatEventDates(intl, event.starts_at, event.ends_at)}</time>
                </td>
                <td>
                  <FormattedMessage id={`dashboard.events.status.${event.status}`} />
                  {(event.ends_at ?? event.starts_at) < now ? (
                    <span className={styles.muted}>
                      {' '}
                      (<FormattedMessage id="dashboard.events.past" />)
                    </span>
                  ) : null}
                </td>
                <td>
                  <ul className={styles.actions}>
                    <li>
                      <Link to={pathFor('dashboard-index-mon-agenda-slug', locale, { slug: event.slug })}>
                        <FormattedMessage id="dashboard.events.edit" values={{ title: event.title, hidden: hiddenText }} />
                      </Link>
                    </li>
                    {event.status === 'published' ? (
                      <li>
                        <a href={portalUrl('agenda-slug', locale, { slug: event.slug })}>
                          <FormattedMessage id="dashboard.events.viewPublic" values={{ title: event.title, hidden: hiddenText }} />
                        </a>
                      </li>
                    ) : null}
                    <li>
                      <button type="button" className={styles.linkButton} id={`delete-${event.id}`} onClick={() => setDeleting(event)}>
                        <FormattedMessage id="dashboard.events.delete" values={{ title: event.title, hidden: hiddenText }} />
                      </button>
                    </li>
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={list.meta.current_page} pages={Math.ceil(list.meta.total / list.meta.per_page)} />
      <DeleteEventDialog event={deleting} onCancel={cancel} onDeleted={deleted} />
    </section>
  );
}

/** Previous and next pages of the list (30 a page, spec §9), when there are several. */
function Pager({ page, pages }: { page: number; pages: number }) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const to = (n: number) => (n === 1 ? '?' : `?page=${n}`);
  return (
    <nav aria-label={intl.formatMessage({ id: 'dashboard.events.pages' })} className={styles.pager}>
      {page > 1 ? (
        <Link to={to(page - 1)}>
          <FormattedMessage id="dashboard.events.previous" />
        </Link>
      ) : null}
      <span>
        <FormattedMessage id="dashboard.events.pageStatus" values={{ page, pages }} />
      </span>
      {page < pages ? (
        <Link to={to(page + 1)}>
          <FormattedMessage id="dashboard.events.next" />
        </Link>
      ) : null}
    </nav>
  );
}
