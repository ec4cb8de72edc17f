import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetCurrentUserQuery, useListListingReportsQuery, useMarkListingReportHandledMutation, useReplyToListingReportMutation } from '@sam/api-client';
import { LISTING_REPORT_REPLY_MAX, LISTING_REPORT_STATUSES, listingReportReplySchema, type ListingReport, type ListingReportReplyInput, type ListingReportStatus } from '@sam/contracts';
import { Button, FormAlert, useToast } from '@sam/ui';
import { apiErrorMessage, apiFailure } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { QueryContent } from '../../shared/QueryContent';
import { ServerForm } from '../../shared/ServerForm';
import { TextAreaField } from '../../shared/TextAreaField';
import { usePageTitle } from '../../shared/usePageTitle';
import { useServerForm } from '../../shared/useServerForm';
import styles from './ListingReports.module.css';

/** Roles that moderate reports (the API checks them too). */
const TEAM_ROLES = ['admin', 'root'];

const dateTime = { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' } as const;

/** signalements (issue 17): the errors visitors report on listings, open or handled, with a reply by mail and "handled". */
export function ListingReportsPage() {
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('dashboard.reports.title');
  const team = Boolean(user?.roles.some((role) => TEAM_ROLES.includes(role)));
  return (
    <>
      <PageHeading titleId="dashboard.reports.title">
        <FormattedMessage id="dashboard.reports.intro" />
      </PageHeading>
      {user && !team ? (
        <FormAlert>
          <FormattedMessage id="dashboard.reports.forbidden" />
        </FormAlert>
      ) : null}
      {team ? <Reports /> : null}
    </>
  );
}

function Reports() {
  const intl = useIntl();
  const [status, setStatus] = useState<ListingReportStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useListListingReportsQuery({ status, page });
  const counts = reports.data?.meta ?? { open: 0, handled: 0 };
  const pages = reports.data ? Math.max(1, Math.ceil(reports.data.meta.total / reports.data.meta.per_page)) : 1;
  const show = (next: ListingReportStatus) => {
    setStatus(next);
    setPage(1);
  };
  return (
    <>
      <fieldset className={styles.filter}>
        <legend>
          <FormattedMessage id="dashboard.reports.filter" />
        </legend>
        {LISTING_REPORT_STATUSES.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name="report-status" value={value} checked={status === value} onChange={() => show(value)} />
            <FormattedMessage id={`dashboard.reports.filter.${value}`} values={{ count: counts[value] }} />
          </label>
        ))}
      </fieldset>
      <QueryContent query={reports} failure={apiFailure(intl, 'dashboard.reports.loadFailed', reports.error)}>
        {({ data }) =>
          data.length === 0 ? (
            <p role="status">
              <FormattedMessage id={`dashboard.reports.empty.${status}`} />
            </p>
          ) : (
            <ol className={styles.list}>
              {data.map((report) => (
                <li key={report.id}>
                  <ReportItem report={report} />
                </li>
              ))}
            </ol>
          )
        }
      </QueryContent>
      {pages > 1 ? (
        <nav className={styles.pages} aria-label={intl.formatMessage({ id: 'dashboard.reports.page' }, { page, pages })}>
          <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <FormattedMessage id="dashboard.reports.previous" />
          </Button>
          <span>
            <FormattedMessage id="dashboard.reports.page" values={{ page, pages }} />
          </span>
          <Button type="button" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <FormattedMessage id="dashboard.reports.next" />
          </Button>
        </nav>
      ) : null}
    </>
  );
}

function ReportItem({ report }: { report: ListingReport }) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const toast = useToast();
  const [markHandled, marking] = useMarkListingReportHandledMutation();
  const [replyOpen, setReplyOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const prefix = `report-${report.id}`;
  const values = { id: report.id, title: report.listing.title, hidden: hiddenText };
  const contact = [report.name, report.email].filter(Boolean).join(', ');

  const onMarkHandled = async () => {
    if (marking.isLoading) return;
    setFailure(null);
    try {
      await markHandled(report.id).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.reports.marked' }, { id: report.id }) });
    } catch (error) {
      setFailure(`${intl.formatMessage({ id: 'dashboard.reports.failed' })} ${apiErrorMessage(intl, error)}`);
    }
  };

  return (
    <article aria-labelledby={`${prefix}-heading`} className={styles.item}>
      <h2 id={`${prefix}-heading`}>
        <FormattedMessage id="dashboard.reports.item" values={values} />
      </h2>
      <p>
        <FormattedMessage id="dashboard.reports.received" values={{ date: intl.formatDate(report.created_at, dateTime), language: report.locale }} />{' '}
        <a href={portalUrl('prestataires-sector-slug', locale, { slug: report.listing.slug })}>
          <FormattedMessage id="dashboard.reports.viewListing" values={values} />
        </a>
      </p>
      <dl className={styles.details}>
        <dt>
          <FormattedMessage id="dashboard.reports.message" />
        </dt>
        <dd className={styles.message} lang={report.locale}>
          {report.message}
        </dd>
        <dt>
          <FormattedMessage id="dashboard.reports.contact" />
        </dt>
        <dd>{contact || <FormattedMessage id="dashboard.reports.contact.none" />}</dd>
        <dt>
          <FormattedMessage id="dashboard.reports.status" />
        </dt>
        <dd>
          {report.status === 'handled' && report.handled_at ? (
            <FormattedMessage id="dashboard.reports.status.handled" values={{ date: intl.formatDate(report.handled_at, dateTime), name: report.handled_by?.name || 'none' }} />
          ) : (
            <FormattedMessage id="dashboard.reports.status.open" />
          )}
        </dd>
        {report.reply && report.replied_at ? (
          <>
            <dt>
              <FormattedMessage id="dashboard.reports.reply" />
            </dt>
            <dd>
              <FormattedMessage id="dashboard.reports.reply.sentOn" values={{ date: intl.formatDate(report.replied_at, dateTime) }} />
              <span className={styles.message} lang={report.locale}>
                {' '}
                {report.reply}
              </span>
            </dd>
          </>
        ) : null}
      </dl>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.actions}>
        {report.email && !report.replied_at ? (
          <Button type="button" variant="secondary" aria-expanded={replyOpen} aria-controls={`${prefix}-reply`} onClick={() => setReplyOpen(!replyOpen)}>
            <FormattedMessage id="dashboard.reports.replyOpen" values={values} />
          </Button>
        ) : null}
        {report.status === 'open' ? (
          <Button type="button" aria-disabled={marking.isLoading || undefined} onClick={() => void onMarkHandled()}>
            <FormattedMessage id={marking.isLoading ? 'dashboard.reports.marking' : 'dashboard.reports.markHandled'} values={values} />
          </Button>
        ) : null}
      </div>
      {report.email && !report.replied_at ? (
        <div id={`${prefix}-reply`} hidden={!replyOpen} className={styles.reply}>
          <ReplyForm report={report} email={report.email} />
        </div>
      ) : null}
    </article>
  );
}

function ReplyForm({ report, email }: { report: ListingReport; email: string }) {
  const intl = useIntl();
  const toast = useToast();
  const [reply] = useReplyToListingReportMutation();
  const prefix = `report-${report.id}`;
  const form = useServerForm({
    schema: listingReportReplySchema,
    defaultValues: { reply: '' } satisfies ListingReportReplyInput,
    fields: { reply: { inputId: `${prefix}-reply-text`, labelId: 'dashboard.reports.replyText', label: intl.formatMessage({ id: 'dashboard.reports.replyText' }, { email }) } },
    submit: async (values) => {
      await reply({ id: report.id, reply: values.reply }).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.reports.replied' }, { email }) });
    },
  });
  const field = form.field('reply', undefined, { email });
  return (
    <>
      <h3 id={`${prefix}-reply-heading`}>
        <FormattedMessage id="dashboard.reports.replyForm" values={{ id: report.id }} />
      </h3>
      <ServerForm form={form} summaryId={`${prefix}-reply-summary`} labelledBy={`${prefix}-reply-heading`} submitLabel="dashboard.reports.replySend" busyLabel="dashboard.reports.replySending">
        <TextAreaField
          {...field}
          hint={<FormattedMessage id="dashboard.reports.replyText.hint" />}
          rows={6}
          maxLength={LISTING_REPORT_REPLY_MAX}
          lang={report.locale}
        />
      </ServerForm>
    </>
  );
}
