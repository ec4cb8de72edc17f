import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useImportNetworkMembersMutation, usePreviewNetworkImportMutation } from '@sam/api-client';
import type { NetworkImportPreview, UserNetworkListing } from '@sam/contracts';
import { Button, FormAlert, StackedTable, useToast } from '@sam/ui';
import { apiFailure } from '../../shared/forms';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { NetworkContent } from './network-data';
import styles from './Network.module.css';

/** importer: a CSV or XLSX file is previewed line by line; only the valid lines are then invited, at once. */
function ImportForm({ listing }: { listing: UserNetworkListing }) {
  const intl = useIntl();
  const toast = useToast();
  const fileRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<NetworkImportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [previewFile, previewing] = usePreviewNetworkImportMutation();
  const [importMembers, importing] = useImportNetworkMembersMutation();

  const check = async () => {
    const file = fileRef.current?.files?.[0];
    setFailure(null);
    setPreview(null);
    if (!file) return setFailure(intl.formatMessage({ id: 'dashboard.network.import.noFile' }));
    try {
      setPreview(await previewFile({ slug: listing.slug, file }).unwrap());
    } catch (error) {
      setFailure(apiFailure(intl, 'dashboard.network.import.failed', error));
    }
  };
  const send = async () => {
    if (!preview) return;
    const ids = preview.rows.filter((row) => row.error === null && row.listing).map((row) => row.listing!.id);
    try {
      const { invited } = await importMembers({ slug: listing.slug, ids }).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: 'dashboard.network.import.done' }, { count: invited }) });
      setPreview(null);
    } catch (error) {
      setFailure(apiFailure(intl, 'dashboard.network.import.failed', error));
    }
  };

  return (
    <>
      <p>
        <label htmlFor="import-file">
          <FormattedMessage id="dashboard.network.import.file" />
        </label>{' '}
        <input id="import-file" ref={fileRef} type="file" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={() => setPreview(null)} />{' '}
        <Button type="button" variant="secondary" aria-disabled={previewing.isLoading || undefined} onClick={() => void check()}>
          <FormattedMessage id="dashboard.network.import.preview" />
        </Button>
      </p>
      {failure ? (
        <FormAlert>
          <p>{failure}</p>
        </FormAlert>
      ) : null}
      {preview ? (
        <section aria-labelledby="import-preview">
          <h2 id="import-preview">
            <FormattedMessage id="dashboard.network.import.previewHeading" values={{ valid: preview.valid, invalid: preview.invalid }} />
          </h2>
          <StackedTable data-testid="import-preview">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="dashboard.network.import.line" /></th>
                <th scope="col"><FormattedMessage id="dashboard.network.import.value" /></th>
                <th scope="col"><FormattedMessage id="dashboard.network.import.listing" /></th>
                <th scope="col"><FormattedMessage id="dashboard.network.import.result" /></th>
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.line} data-error={row.error ?? undefined}>
                  <td>{row.line}</td>
                  <td>{row.value}</td>
                  <td>{row.listing?.title ?? '—'}</td>
                  <td className={row.error ? styles.error : undefined}>
                    <FormattedMessage id={row.error ? `dashboard.network.import.error.${row.error}` : 'dashboard.network.import.ok'} />
                  </td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
          {preview.valid > 0 ? (
            <p>
              <Button type="button" aria-disabled={importing.isLoading || undefined} onClick={() => void send()}>
                <FormattedMessage id="dashboard.network.import.send" values={{ count: preview.valid }} />
              </Button>
            </p>
          ) : (
            <p>
              <FormattedMessage id="dashboard.network.import.nothing" />
            </p>
          )}
        </section>
      ) : null}
    </>
  );
}

export function ImportPage() {
  usePageTitle('dashboard.network.import.title');
  return (
    <>
      <PageHeading titleId="dashboard.network.import.title">
        <FormattedMessage id="dashboard.network.import.intro" />
      </PageHeading>
      <NetworkContent>{(_network, listing) => <ImportForm key={listing.id} listing={listing} />}</NetworkContent>
    </>
  );
}
