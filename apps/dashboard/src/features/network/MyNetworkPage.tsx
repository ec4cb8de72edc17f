import { FormattedMessage } from 'react-intl';
import { NETWORK_CAP, type UserNetwork, type UserNetworkListing } from '@sam/contracts';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { membersOf, NetworkContent, NetworkLink } from './network-data';
import { NetworkSettingsForm } from './NetworkSettingsForm';
import { RelationList } from './RelationList';
import styles from './Network.module.css';

/** The head's tools (§2 mon-reseau subpages), keeping the chosen listing. */
export function HeadTools({ slug }: { slug: string }) {
  const tools = [
    ['dashboard-index-mon-reseau-ajouter-a-mon-reseau-lier', 'dashboard.network.tools.link'],
    ['dashboard-index-mon-reseau-ajouter-a-mon-reseau-importer', 'dashboard.network.tools.import'],
    ['dashboard-index-mon-reseau-envoyer-un-email', 'dashboard.network.tools.email'],
    ['dashboard-index-mon-reseau-exporter-mon-reseau', 'dashboard.network.tools.export'],
    ['dashboard-index-mon-reseau-mise-en-avant-des-affilies', 'dashboard.network.tools.highlight'],
  ] as const;
  return (
    <nav aria-labelledby="network-tools">
      <h2 id="network-tools">
        <FormattedMessage id="dashboard.network.tools.heading" />
      </h2>
      <ul className={styles.links}>
        {tools.map(([route, label]) => (
          <li key={route}>
            <NetworkLink route={route} slug={slug}>
              <FormattedMessage id={label} />
            </NetworkLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The listing's relations, filed under the §2 account-area labels. */
export function RelationSections({ network, listing, head }: { network: UserNetwork; listing: UserNetworkListing; head: boolean }) {
  const mine = network.relations.filter((r) => r.listing.id === listing.id);
  const is = (...states: string[]) => mine.filter((r) => states.includes(r.state));
  return (
    <>
      <RelationList id="network-requests" headingId="dashboard.network.requests" relations={is('request_sent', 'request_received')} emptyId="dashboard.network.requests.empty" />
      <RelationList id="network-invitations" headingId="dashboard.network.invitations" relations={is('invitation_received', 'invitation_sent')} emptyId="dashboard.network.invitations.empty" />
      {head ? <RelationList id="network-members" headingId="dashboard.network.members" relations={membersOf(network, listing)} emptyId="dashboard.network.members.empty" /> : null}
      <RelationList id="network-networks" headingId="dashboard.network.networks" relations={mine.filter((r) => r.side === 'member' && r.state === 'member')} emptyId="dashboard.network.networks.empty" />
    </>
  );
}

/** mon-reseau: the network a listing heads (members, requests, invitations, settings) and the networks it belongs to. */
export function MyNetworkPage() {
  usePageTitle('dashboard.network.title');
  return (
    <>
      <PageHeading titleId="dashboard.network.title">
        <FormattedMessage id="dashboard.network.intro" />
      </PageHeading>
      <NetworkContent>
        {(network, listing) => (
          <>
            <p data-testid="network-count">
              <FormattedMessage
                id={listing.cap === null ? 'dashboard.network.count.privileged' : 'dashboard.network.count'}
                values={{ count: listing.member_count, cap: listing.cap ?? NETWORK_CAP, title: listing.title }}
              />
            </p>
            <HeadTools slug={listing.slug} />
            <RelationSections network={network} listing={listing} head />
            <NetworkSettingsForm key={listing.id} listing={listing} />
          </>
        )}
      </NetworkContent>
    </>
  );
}
