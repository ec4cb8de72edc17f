import { FormattedMessage, useIntl } from 'react-intl';
import type { Network, NetworkMember } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { networkHeaderColors } from './contrast';
import styles from './NetworkPage.module.css';

/** A network provider's page: main sector's slug in this locale, then its slug. */
export function networkProviderPath(provider: Pick<NetworkMember, 'slug' | 'sector_slug'>, locale: Locale): string {
  return pathFor('prestataires-sector-slug', locale, { sector: provider.sector_slug?.[locale], slug: provider.slug });
}

/** The network's display name: its own, or "network of {head}" when it has none yet. */
export function useNetworkName(network: Network): string {
  const intl = useIntl();
  return network.name ?? intl.formatMessage({ id: 'networks.page.fallbackName' }, { head: network.head.title });
}

function MemberCards({ members, locale }: { members: readonly NetworkMember[]; locale: Locale }) {
  return (
    <ul className={styles.cards}>
      {members.map((member) => (
        <li key={member.id} className={styles.card} data-member-id={member.id}>
          <a href={networkProviderPath(member, locale)}>{member.title}</a>
          {member.commune || member.locality ? <span className={styles.place}>{member.commune?.[locale] ?? member.locality}</span> : null}
        </li>
      ))}
    </ul>
  );
}

interface NetworkPageProps {
  locale: Locale;
  network: Network;
}

/** §2 /fr/reseaux-de-prestataires/{slug}: the network in its head's colours, highlighted members first. */
export function NetworkPage({ locale, network }: NetworkPageProps) {
  const name = useNetworkName(network);
  const colors = networkHeaderColors(network.head.primary_color, network.head.secondary_color);
  const highlighted = network.members.filter((m) => m.highlighted);
  const others = network.members.filter((m) => !m.highlighted);
  return (
    <div className={styles.page}>
      <header className={styles.header} style={colors ?? undefined}>
        <h1>{name}</h1>
        {network.description ? <p className={styles.lead}>{network.description}</p> : null}
        <p>
          <FormattedMessage id="networks.page.coordinatedBy" />{' '}
          <a className={styles.headLink} href={networkProviderPath(network.head, locale)}>
            <FormattedMessage id="networks.page.headLink" values={{ head: network.head.title }} />
          </a>
        </p>
      </header>
      {highlighted.length > 0 ? (
        <section aria-labelledby="network-highlighted">
          <h2 id="network-highlighted"><FormattedMessage id="networks.page.highlighted" /></h2>
          <MemberCards members={highlighted} locale={locale} />
        </section>
      ) : null}
      <section aria-labelledby="network-members">
        <h2 id="network-members"><FormattedMessage id="networks.page.members" values={{ count: network.members.length }} /></h2>
        {network.members.length === 0 ? <p><FormattedMessage id="networks.page.empty" /></p> : <MemberCards members={others} locale={locale} />}
      </section>
    </div>
  );
}

/** §2 /fr/reseaux-de-prestataires-v1/{slug}: the older presentation, one plain list, pointing to the current page. */
export function NetworkPageV1({ locale, network, currentHref }: NetworkPageProps & { currentHref: string }) {
  const name = useNetworkName(network);
  return (
    <div className={styles.page}>
      <p className={styles.notice}>
        <FormattedMessage id="networks.v1.notice" /> <a href={currentHref}><FormattedMessage id="networks.v1.current" /></a>
      </p>
      <h1>{name}</h1>
      {network.description ? <p>{network.description}</p> : null}
      <p>
        <a href={networkProviderPath(network.head, locale)}>
          <FormattedMessage id="networks.page.headLink" values={{ head: network.head.title }} />
        </a>
      </p>
      <h2 id="network-members"><FormattedMessage id="networks.page.members" values={{ count: network.members.length }} /></h2>
      {network.members.length === 0 ? (
        <p><FormattedMessage id="networks.page.empty" /></p>
      ) : (
        <ul aria-labelledby="network-members">
          {network.members.map((member) => (
            <li key={member.id} data-member-id={member.id}>
              <a href={networkProviderPath(member, locale)}>{member.title}</a>
              {member.commune || member.locality ? <> – {member.commune?.[locale] ?? member.locality}</> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
