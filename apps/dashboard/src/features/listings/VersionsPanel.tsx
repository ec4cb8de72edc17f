import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApplyListingVersionMutation, useExportListingHistoryMutation, useListListingVersionsQuery } from '@sam/api-client';
import type { ListingVersion } from '@sam/contracts';
import { Button, FormAlert, StackedTable, useToast } from '@sam/ui';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { apiFailure } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { QueryContent } from '../../shared/QueryContent';
import { saveFile } from '../../shared/save-file';
import { FormStatus } from '../../shared/ServerForm';
import styles from './ListingEditor.module.css';

/** Dates as the page's language writes them, in Brussels time. */
export const useFormatMoment = () => {
  const intl = useIntl();
  return (iso: string) => intl.formatDate(iso, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' });
};

/** Versions of the listing with "restore this version" (apply), and the history PDF. */
export function VersionsPanel({ slug, listingId }: { slug: string; listingId: number }) {
  const intl = useIntl();
  const toast = useToast();
  const versions = useListListingVersionsQuery(slug);
  const [apply] = useApplyListingVersionMutation();
  const [exportHistory, exported] = useExportListingHistoryMutation();
  const [applying, setApplying] = useState<(ListingVersion & { title: string }) | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const formatMoment = useFormatMoment();
  const nameOf = (version: ListingVersion) =>
    version.number === null ? intl.formatMessage({ id: 'dashboard.listing.versions.editCopy' }) : intl.formatMessage({ id: 'dashboard.listing.versions.number' }, { number: version.number });
  const applyId = (version: { id: number }) => `listing-version-apply-${version.id}`;

  const download = async () => {
    if (exported.isLoading) return;
    setStatus('');
    setFailure(null);
    try {
      const file = await exportHistory({ id: listingId }).unwrap();
      saveFile(file);
      setStatus(intl.formatMessage({ id: 'dashboard.listing.history.ready' }));
    } catch (error) {
      setFailure(apiFailure(intl, 'dashboard.listing.history.failed', error));
    }
  };

  return (
    <>
      <h2>
        <FormattedMessage id="dashboard.listing.versions.heading" />
      </h2>
      <QueryContent query={versions} failure={apiFailure(intl, 'dashboard.listing.versions.loadFailed', versions.error)}>
        {(list) =>
          list.length === 0 ? (
            <p>
              <FormattedMessage id="dashboard.listing.versions.none" />
            </p>
          ) : (
            <StackedTable>
              <caption className="sam-visually-hidden">
                <FormattedMessage id="dashboard.listing.versions.heading" />
              </caption>
              <thead>
                <tr>
                  {['version', 'status', 'date', 'author', 'actions'].map((col) => (
                    <th key={col} scope="col">
                      <FormattedMessage id={`dashboard.listing.versions.col.${col}`} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.map((version) => {
                  const name = nameOf(version);
                  const moment = version.decided_at ?? version.submitted_at ?? version.updated_at ?? version.created_at;
                  return (
                    <tr key={version.id}>
                      <th scope="row">
                        {name} <span className={styles.hint}>{version.title}</span>
                      </th>
                      <td>
                        <FormattedMessage id={`dashboard.listing.versions.status.${version.status}`} />
                        {version.current ? (
                          <>
                            {' – '}
                            <FormattedMessage id="dashboard.listing.versions.current" />
                          </>
                        ) : null}
                        {version.reason ? (
                          <p className={styles.hint}>
                            <FormattedMessage id="dashboard.listing.versions.reason" values={{ reason: version.reason }} />
                          </p>
                        ) : null}
                      </td>
                      <td>
                        <time dateTime={moment}>{formatMoment(moment)}</time>
                      </td>
                      <td>{version.author?.name ?? ''}</td>
                      <td>
                        {version.number !== null ? (
                          <button type="button" id={applyId(version)} className={styles.linkButton} onClick={() => setApplying({ ...version, title: name })}>
                            <FormattedMessage id="dashboard.listing.versions.apply" values={{ name, hidden: hiddenText }} />
                          </button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </StackedTable>
          )
        }
      </QueryContent>
      <h2>
        <FormattedMessage id="dashboard.listing.history.heading" />
      </h2>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="button" variant="secondary" aria-disabled={exported.isLoading || undefined} onClick={() => void download()}>
        <FormattedMessage id={exported.isLoading ? 'dashboard.listing.history.downloading' : 'dashboard.listing.history.download'} />
      </Button>
      <FormStatus>{status}</FormStatus>
      <ConfirmDialog
        id="listing-version-apply"
        texts={{
          heading: 'dashboard.listing.versions.apply.heading',
          question: 'dashboard.listing.versions.apply.question',
          confirm: 'dashboard.listing.versions.apply.yes',
          busy: 'dashboard.listing.versions.apply.busy',
          cancel: 'dashboard.listing.versions.apply.cancel',
          failed: 'dashboard.listing.versions.apply.failed',
        }}
        item={applying}
        openerId={applyId}
        onConfirm={(version) => apply({ id: version.id, slug }).unwrap()}
        onDone={(version) => {
          setApplying(null);
          toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.listing.versions.applied' }, { title: version.title }) });
        }}
        onCancel={() => setApplying(null)}
      />
    </>
  );
}
