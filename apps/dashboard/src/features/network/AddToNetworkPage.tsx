import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { NetworkContent, NetworkLink } from './network-data';
import styles from './Network.module.css';

/** ajouter-a-mon-reseau: the two ways in, importer (a file) and lier (one listing). */
export function AddToNetworkPage() {
  usePageTitle('dashboard.network.add.title');
  return (
    <>
      <PageHeading titleId="dashboard.network.add.title">
        <FormattedMessage id="dashboard.network.add.intro" />
      </PageHeading>
      <NetworkContent>
        {(_network, listing) => (
          <ul className={styles.links}>
            <li>
              <NetworkLink route="dashboard-index-mon-reseau-ajouter-a-mon-reseau-lier" slug={listing.slug}>
                <FormattedMessage id="dashboard.network.tools.link" />
              </NetworkLink>
            </li>
            <li>
              <NetworkLink route="dashboard-index-mon-reseau-ajouter-a-mon-reseau-importer" slug={listing.slug}>
                <FormattedMessage id="dashboard.network.tools.import" />
              </NetworkLink>
            </li>
          </ul>
        )}
      </NetworkContent>
    </>
  );
}
