import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { RelationSections } from './MyNetworkPage';
import { NetworkContent, NetworkLink } from './network-data';
import styles from './Network.module.css';

/** travailler-en-reseau (light network): the networks a listing belongs to or is asked into, and the short way to each tool. */
export function LightNetworkPage() {
  usePageTitle('dashboard.network.light.title');
  const locale = useDashboardLocale();
  const tools = [
    ['dashboard-index-reseau-light-ajouter', 'dashboard.network.light.join'],
    ['dashboard-index-reseau-light-ajouter-a-mon-reseau-lier', 'dashboard.network.tools.link'],
    ['dashboard-index-reseau-light-communiquer', 'dashboard.network.tools.email'],
    ['dashboard-index-reseau-light-exporter', 'dashboard.network.tools.export'],
  ] as const;
  return (
    <>
      <PageHeading titleId="dashboard.network.light.title">
        <FormattedMessage id="dashboard.network.light.intro" />
      </PageHeading>
      <NetworkContent>
        {(network, listing) => (
          <>
            <nav aria-labelledby="light-tools">
              <h2 id="light-tools">
                <FormattedMessage id="dashboard.network.tools.heading" />
              </h2>
              <ul className={styles.links}>
                {tools.map(([route, label]) => (
                  <li key={route}>
                    <NetworkLink route={route} slug={listing.slug}>
                      <FormattedMessage id={label} />
                    </NetworkLink>
                  </li>
                ))}
                <li>
                  <Link to={pathFor('dashboard-index-reseau-light-consent', locale)}>
                    <FormattedMessage id="dashboard.consent.title" />
                  </Link>
                </li>
                <li>
                  <NetworkLink route="dashboard-index-mon-reseau" slug={listing.slug}>
                    <FormattedMessage id="dashboard.network.title" />
                  </NetworkLink>
                </li>
              </ul>
            </nav>
            <RelationSections network={network} listing={listing} head={false} />
          </>
        )}
      </NetworkContent>
    </>
  );
}
