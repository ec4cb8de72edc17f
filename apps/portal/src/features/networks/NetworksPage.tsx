import { FormattedMessage } from 'react-intl';
import type { NetworkSummary } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import styles from './NetworksPage.module.css';

const WHY = ['visibility', 'orientation', 'communication', 'export'] as const;
const HOW = ['account', 'consent', 'invite', 'accept'] as const;

export interface NetworksLinks {
  /** The dashboard's travailler-en-reseau page (on the dashboard's origin). */
  dashboard: string;
  register: string;
  contact: string;
}

/** §2 /fr/reseaux-sam: what provider networks are and how to join one. */
export function NetworksPage({ links, locale, networks, apiBase = '' }: { links: NetworksLinks; locale: Locale; networks: readonly NetworkSummary[]; apiBase?: string }) {
  return (
    <div className={styles.page}>
      <header>
        <h1><FormattedMessage id="page.reseaux-sam" /></h1>
        <p className={styles.lead}><FormattedMessage id="networks.lead" /></p>
      </header>
      <section aria-labelledby="networks-what">
        <h2 id="networks-what"><FormattedMessage id="networks.what.heading" /></h2>
        <p><FormattedMessage id="networks.what.text" /></p>
      </section>
      <section aria-labelledby="networks-why">
        <h2 id="networks-why"><FormattedMessage id="networks.why.heading" /></h2>
        <ul className={styles.benefits}>
          {WHY.map((key) => (
            <li key={key}><FormattedMessage id={`networks.why.${key}`} /></li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="networks-how">
        <h2 id="networks-how"><FormattedMessage id="networks.how.heading" /></h2>
        <ol className={styles.steps}>
          {HOW.map((key) => (
            <li key={key}><FormattedMessage id={`networks.how.${key}`} /></li>
          ))}
        </ol>
        <p><FormattedMessage id="networks.cap" /></p>
        <ul className={styles.actions}>
          <li><a className={styles.primary} href={links.dashboard}><FormattedMessage id="networks.cta.dashboard" /></a></li>
          <li><a href={links.register}><FormattedMessage id="networks.cta.register" /></a></li>
          <li><a href={links.contact}><FormattedMessage id="networks.cta.contact" /></a></li>
        </ul>
      </section>
      {networks.length > 0 ? (
        <section aria-labelledby="networks-list">
          <h2 id="networks-list"><FormattedMessage id="networks.list.heading" /></h2>
          <ul className={styles.networks}>
            {networks.map((network) => (
              <li key={network.head_slug}>
                {/* The name beside it says what the logo is: decorative. */}
                {network.logo_url ? <img className={styles.logo} src={`${apiBase}${network.logo_url}`} alt="" /> : null}
                <a href={pathFor('reseaux-de-prestataires-slug', locale, { slug: network.head_slug })}>
                  {network.name ?? <FormattedMessage id="networks.page.fallbackName" values={{ head: network.head_title }} />}
                </a>{' '}
                (<FormattedMessage id="networks.list.members" values={{ count: network.member_count }} />)
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
