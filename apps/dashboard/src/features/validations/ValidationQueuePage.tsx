import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError, useApproveVersionMutation, useGetCurrentUserQuery, useListValidationQueueQuery, useRejectVersionMutation } from '@sam/api-client';
import { versionRejectSchema, type ValidationQueueItem } from '@sam/contracts';
import { Button, FormAlert, StackedTable, useToast } from '@sam/ui';
import { apiErrorMessage, apiFailure, translateError } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { QueryContent } from '../../shared/QueryContent';
import { TextAreaField } from '../../shared/TextAreaField';
import { usePageTitle } from '../../shared/usePageTitle';
import styles from './ValidationQueue.module.css';

/** Roles that validate listings (the API checks them too). */
const TEAM_ROLES = ['admin', 'root'];

/** validations: the versions awaiting validation, each as a diff against the published listing, approved or rejected with a reason. */
export function ValidationQueuePage() {
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('dashboard.validations.title');
  const team = Boolean(user?.roles.some((role) => TEAM_ROLES.includes(role)));
  return (
    <>
      <PageHeading titleId="dashboard.validations.title">
        <FormattedMessage id="dashboard.validations.intro" />
      </PageHeading>
      {user && !team ? (
        <FormAlert>
          <FormattedMessage id="dashboard.validations.forbidden" />
        </FormAlert>
      ) : null}
      {team ? <Queue /> : null}
    </>
  );
}

function Queue() {
  const intl = useIntl();
  const queue = useListValidationQueueQuery();
  return (
    <QueryContent query={queue} failure={apiFailure(intl, 'dashboard.validations.loadFailed', queue.error)}>
      {(items) =>
        items.length === 0 ? (
          <p role="status">
            <FormattedMessage id="dashboard.validations.empty" />
          </p>
        ) : (
          <ol className={styles.queue}>
            {items.map((item) => (
              <li key={item.version.id}>
                <QueueItem item={item} />
              </li>
            ))}
          </ol>
        )
      }
    </QueryContent>
  );
}

function QueueItem({ item }: { item: ValidationQueueItem }) {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const toast = useToast();
  const [approve, approving] = useApproveVersionMutation();
  const [reject, rejecting] = useRejectVersionMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const { version, listing, diff } = item;
  const prefix = `validation-${version.id}`;
  const values = { title: listing.title, hidden: hiddenText };
  const empty = intl.formatMessage({ id: 'dashboard.validations.empty.value' });
  const t = (id: string) => intl.formatMessage({ id }, { title: listing.title });

  const onApprove = async () => {
    if (approving.isLoading) return;
    setFailure(null);
    try {
      await approve({ id: version.id, slug: listing.slug }).unwrap();
      toast.show({ type: 'success', message: t('dashboard.validations.approved') });
    } catch (error) {
      setFailure(`${intl.formatMessage({ id: 'dashboard.validations.failed' })} ${apiErrorMessage(intl, error)}`);
    }
  };

  const onReject = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rejecting.isLoading) return;
    setFailure(null);
    const checked = versionRejectSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(translateError(intl, checked.error.issues[0]?.message));
      document.getElementById(`${prefix}-reason`)?.focus();
      return;
    }
    setReasonError(undefined);
    try {
      await reject({ id: version.id, slug: listing.slug, reason: checked.data.reason }).unwrap();
      toast.show({ type: 'success', message: t('dashboard.validations.rejected') });
    } catch (error) {
      const fieldMessage = isApiError(error) ? error.errors?.reason?.[0] : undefined;
      if (fieldMessage) setReasonError(translateError(intl, fieldMessage));
      else setFailure(`${intl.formatMessage({ id: 'dashboard.validations.failed' })} ${apiErrorMessage(intl, error)}`);
    }
  };

  return (
    <article aria-labelledby={`${prefix}-heading`} className={styles.item}>
      <h2 id={`${prefix}-heading`}>
        <FormattedMessage id="dashboard.validations.item" values={{ title: listing.title, number: version.number }} />
      </h2>
      <p>
        <FormattedMessage
          id="dashboard.validations.meta"
          values={{
            date: intl.formatDate(version.submitted_at, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }),
            author: version.author?.name ?? 'none',
          }}
        />{' '}
        {listing.validated ? (
          <a href={portalUrl('prestataires-sector-slug', locale, { slug: listing.slug })}>
            <FormattedMessage id="dashboard.validations.viewListing" values={values} />
          </a>
        ) : (
          <FormattedMessage id="dashboard.validations.newListing" />
        )}
      </p>
      {diff.length === 0 ? (
        <p>
          <FormattedMessage id="dashboard.validations.noChange" />
        </p>
      ) : (
        <StackedTable className={styles.diff}>
          <caption>
            <FormattedMessage id="dashboard.validations.diff" values={{ title: listing.title, number: version.number }} />
          </caption>
          <thead>
            <tr>
              {['field', 'before', 'after'].map((col) => (
                <th key={col} scope="col">
                  <FormattedMessage id={`dashboard.validations.col.${col}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {diff.map((entry) => {
              const label = intl.messages[`dashboard.listing.field.${entry.field}`] ? intl.formatMessage({ id: `dashboard.listing.field.${entry.field}` }).replace(/ \*$/, '') : entry.field;
              return (
                <tr key={entry.field}>
                  <th scope="row">{label}</th>
                  <td className={styles.before}>{entry.before ?? <span className={styles.muted}>{empty}</span>}</td>
                  <td className={styles.after}>{entry.after ?? <span className={styles.muted}>{empty}</span>}</td>
                </tr>
              );
            })}
          </tbody>
        </StackedTable>
      )}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.actions}>
        <Button type="button" aria-disabled={approving.isLoading || undefined} onClick={() => void onApprove()}>
          <FormattedMessage id={approving.isLoading ? 'dashboard.validations.approving' : 'dashboard.validations.approve'} values={values} />
        </Button>
        <Button type="button" variant="secondary" aria-expanded={rejectOpen} aria-controls={`${prefix}-reject`} onClick={() => setRejectOpen(!rejectOpen)}>
          <FormattedMessage id="dashboard.validations.reject" values={values} />
        </Button>
      </div>
      <form id={`${prefix}-reject`} hidden={!rejectOpen} noValidate className={styles.reject} aria-label={intl.formatMessage({ id: 'dashboard.validations.rejectSubmit' })} onSubmit={(event) => void onReject(event)}>
        <TextAreaField
          id={`${prefix}-reason`}
          label={<FormattedMessage id="dashboard.validations.reason" />}
          hint={<FormattedMessage id="dashboard.validations.reason.hint" />}
          rows={4}
          maxLength={2000}
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" aria-disabled={rejecting.isLoading || undefined}>
          <FormattedMessage id={rejecting.isLoading ? 'dashboard.validations.rejecting' : 'dashboard.validations.rejectSubmit'} />
        </Button>
      </form>
    </article>
  );
}
