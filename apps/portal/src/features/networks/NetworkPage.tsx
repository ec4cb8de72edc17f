import { useRef, useState, type KeyboardEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Network, NetworkMember, NetworkTab } from '@sam/contracts';
import { pathFor, type Locale } from '@sam/i18n-routes';
import { PageStyle } from '../../shared/csp-nonce';
import { networkHeaderColors } from './contrast';
import { textLang } from '../../shared/lang/text-lang';
import { NetworkMap } from './NetworkMap';
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
          <a href={networkProviderPath(member, locale)} lang={textLang(member.locale, locale)}>
            {member.title}
          </a>
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

/** The members tab: highlighted members first (in the head's order), then the others. */
function MembersPanel({ network, locale }: NetworkPageProps) {
  const highlighted = network.members.filter((m) => m.highlighted);
  const others = network.members.filter((m) => !m.highlighted);
  return (
    <>
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
    </>
  );
}

function EventsPanel({ network, locale }: NetworkPageProps) {
  const byId = new Map([network.head, ...network.members].map((p) => [p.id, p.title]));
  if (network.events.length === 0) return <p><FormattedMessage id="networks.events.none" /></p>;
  return (
    <ul className={styles.cards} data-testid="network-events">
      {network.events.map((event) => (
        <li key={event.id} className={styles.card}>
          <a href={pathFor('agenda-slug', locale, { slug: event.slug })} lang={textLang(event.locale, locale)}>
            {event.title}
          </a>
          <span className={styles.place}>
            <FormattedDate value={event.starts_at} dateStyle="full" timeZone="Europe/Brussels" /> – {byId.get(event.prestataire_id)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** WAI-ARIA tabs in the order the head chose (arrow keys, Home and End move between them). */
function NetworkTabs({ network, locale, tilesUrl }: NetworkPageProps & { tilesUrl: string | null }) {
  const intl = useIntl();
  const tabs: NetworkTab[] = network.tabs.length > 0 ? network.tabs : ['members'];
  const [current, setCurrent] = useState<NetworkTab>(tabs[0]);
  const refs = useRef(new Map<NetworkTab, HTMLButtonElement | null>());
  const select = (tab: NetworkTab) => {
    setCurrent(tab);
    refs.current.get(tab)?.focus();
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]);
  };
  const panel = (tab: NetworkTab) =>
    tab === 'members' ? (
      <MembersPanel network={network} locale={locale} />
    ) : tab === 'map' ? (
      <NetworkMap members={network.members} locale={locale} tilesUrl={tilesUrl} hrefOf={(m) => networkProviderPath(m, locale)} />
    ) : (
      <EventsPanel network={network} locale={locale} />
    );
  if (tabs.length === 1) return panel(tabs[0]);
  return (
    <>
      <div role="tablist" aria-label={intl.formatMessage({ id: 'networks.tabs.label' })} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(node) => void refs.current.set(tab, node)}
            type="button"
            role="tab"
            id={`network-tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`network-panel-${tab}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => setCurrent(tab)}
            onKeyDown={(event) => onKey(event, index)}
          >
            <FormattedMessage id={`networks.tab.${tab}`} />
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab} role="tabpanel" id={`network-panel-${tab}`} aria-labelledby={`network-tab-${tab}`} hidden={tab !== current} tabIndex={0}>
          {tab === current ? panel(tab) : null}
        </div>
      ))}
    </>
  );
}

/** §2 /fr/reseaux-de-prestataires/{slug}: the network in its head's colours, with the tabs its head chose. */
export function NetworkPage({ locale, network, apiBase = '', tilesUrl = null }: NetworkPageProps & { apiBase?: string; tilesUrl?: string | null }) {
  const name = useNetworkName(network);
  const intl = useIntl();
  const colors = networkHeaderColors(network.head.primary_color, network.head.secondary_color);
  // The name and description are the head's own words, in its language (the fallback name is the page's).
  const headLang = textLang(network.head.locale, locale);
  return (
    <div className={styles.page}>
      {/* The head's colours (checked #hex values) as page CSS: the CSP refuses style attributes. */}
      {colors ? <PageStyle css={`header[data-network-colors]{background:${colors.background};color:${colors.color}}`} /> : null}
      <header className={styles.header} data-network-colors={colors ? '' : undefined}>
        {network.logo_url ? <img className={styles.logo} src={`${apiBase}${network.logo_url}`} alt={intl.formatMessage({ id: 'networks.page.logo' }, { name })} /> : null}
        <h1 lang={network.name ? headLang : undefined}>{name}</h1>
        {network.description ? (
          <p className={styles.lead} lang={headLang}>
            {network.description}
          </p>
        ) : null}
        <p>
          <FormattedMessage id="networks.page.coordinatedBy" />{' '}
          <a className={styles.headLink} href={networkProviderPath(network.head, locale)}>
            <FormattedMessage id="networks.page.headLink" values={{ head: network.head.title }} />
          </a>
        </p>
      </header>
      <NetworkTabs network={network} locale={locale} tilesUrl={tilesUrl} />
    </div>
  );
}

/** §2 /fr/reseaux-de-prestataires-v1/{slug}: the older presentation, one plain list, pointing to the current page. */
export function NetworkPageV1({ locale, network, currentHref }: NetworkPageProps & { currentHref: string }) {
  const name = useNetworkName(network);
  const headLang = textLang(network.head.locale, locale);
  return (
    <div className={styles.page}>
      <p className={styles.notice}>
        <FormattedMessage id="networks.v1.notice" /> <a href={currentHref}><FormattedMessage id="networks.v1.current" /></a>
      </p>
      <h1 lang={network.name ? headLang : undefined}>{name}</h1>
      {network.description ? <p lang={headLang}>{network.description}</p> : null}
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
              <a href={networkProviderPath(member, locale)} lang={textLang(member.locale, locale)}>
                {member.title}
              </a>
              {member.commune || member.locality ? <> – {member.commune?.[locale] ?? member.locality}</> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
