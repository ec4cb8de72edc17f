import { FormattedMessage, useIntl } from 'react-intl';
import { useExportNetworkMutation } from '@sam/api-client';
import type { UserNetworkListing } from '@sam/contracts';
import { Button, useToast } from '@sam/ui';
import { apiFailure } from '../../shared/forms';
import { PageHeading } from '../../shared/PageHeading';
import { saveFile } from '../../shared/save-file';
import { usePageTitle } from '../../shared/usePageTitle';
import { NetworkContent } from './network-data';

/** exporter-mon-reseau / exporter: every member as CSV (Belgian Excel: UTF-8, semicolons) or XLSX. */
function ExportButtons({ listing }: { listing: UserNetworkListing }) {
  const intl = useIntl();
  const toast = useToast();
  const [exportNetwork, state] = useExportNetworkMutation();
  const download = async (format: 'csv' | 'xlsx') => {
    try {
      saveFile(await exportNetwork({ slug: listing.slug, format }).unwrap());
    } catch (error) {
      toast.show({ type: 'danger', message: apiFailure(intl, 'dashboard.network.export.failed', error) });
    }
  };
  return (
    <>
      <p>
        <FormattedMessage id="dashboard.network.export.count" values={{ count: listing.member_count, title: listing.title }} />
      </p>
      <p>
        {(['xlsx', 'csv'] as const).map((format) => (
          <Button key={format} type="button" variant={format === 'csv' ? 'secondary' : 'primary'} aria-disabled={state.isLoading || undefined} onClick={() => void download(format)}>
            <FormattedMessage id={`dashboard.network.export.${format}`} />
          </Button>
        ))}
      </p>
    </>
  );
}

export function ExportPage() {
  usePageTitle('dashboard.network.export.title');
  return (
    <>
      <PageHeading titleId="dashboard.network.export.title">
        <FormattedMessage id="dashboard.network.export.intro" />
      </PageHeading>
      <NetworkContent>{(_network, listing) => <ExportButtons key={listing.id} listing={listing} />}</NetworkContent>
    </>
  );
}
