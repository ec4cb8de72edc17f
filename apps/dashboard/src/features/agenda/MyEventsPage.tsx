import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteEventMutation, useListMyEventsQuery } from '@sam/api-client';
import { useDashboardLocale } from '../../shared/links';
import { OwnListPage, usePageNumber, type OwnListRoutes, type OwnListTexts } from '../../shared/OwnListPage';
import { formatEventDates } from './event-dates';
import styles from './Agenda.module.css';

const TEXTS: OwnListTexts = {
  title: 'dashboard.events.title',
  intro: 'dashboard.events.intro',
  create: 'dashboard.events.create',
  loadFailed: 'dashboard.events.loadFailed',
  list: 'dashboard.events.list',
  empty: 'dashboard.events.empty',
  columns: ['dashboard.events.col.title', 'dashboard.events.col.dates', 'dashboard.events.col.status', 'dashboard.events.col.actions'],
  edit: 'dashboard.events.edit',
  viewPublic: 'dashboard.events.viewPublic',
  delete: 'dashboard.events.delete',
  deleted: 'dashboard.events.deleted',
  pages: 'dashboard.events.pages',
  previous: 'dashboard.events.previous',
  next: 'dashboard.events.next',
  pageOf: 'dashboard.events.pageStatus',
  confirmDelete: {
    heading: 'dashboard.events.delete.heading',
    question: 'dashboard.events.delete.confirm',
    confirm: 'dashboard.events.delete.yes',
    busy: 'dashboard.events.delete.deleting',
    cancel: 'dashboard.events.delete.cancel',
    failed: 'dashboard.events.delete.failed',
  },
};

const ROUTES: OwnListRoutes = { create: 'dashboard-index-mon-agenda-creer-un-evenement', edit: 'dashboard-index-mon-agenda-slug', public: 'agenda-slug' };

/** mon-agenda: the user's events (drafts and past ones too), with links to edit them and their deletion. */
export function MyEventsPage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const events = useListMyEventsQuery({ locale, page: usePageNumber() });
  const [deleteEvent] = useDeleteEventMutation();
  const [now] = useState(() => new Date().toISOString());

  return (
    <OwnListPage
      name="events"
      texts={TEXTS}
      routes={ROUTES}
      query={events}
      isPublic={(event) => event.status === 'published'}
      remove={(event) => deleteEvent(event.slug).unwrap()}
    >
      {(event) => (
        <>
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
        </>
      )}
    </OwnListPage>
  );
}
