import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { ServiceSection, ServiceSubpage } from './ServiceSubpage';
import styles from './Services.module.css';

interface Destination {
  /** Last part of the message key: dashboard.services.contenus.<channel>.<label>. */
  label: string;
  app: 'dashboard' | 'portal';
  route: string;
}

/** Content the provider creates and manages in the dashboard, and the portal page that shows it. */
const written = (create: string, manage: string, published: string): Destination[] => [
  { label: 'create', app: 'dashboard', route: create },
  { label: 'manage', app: 'dashboard', route: manage },
  { label: 'public', app: 'portal', route: published },
];

/** Where each kind of content is published (dashboard) and where the public finds it (portal). */
const CHANNELS: { channel: string; links: Destination[] }[] = [
  {
    channel: 'listing',
    links: [
      { label: 'manage', app: 'dashboard', route: 'dashboard-index-mes-fiches' },
      { label: 'public', app: 'portal', route: 'prestataires' },
    ],
  },
  {
    channel: 'events',
    links: written('dashboard-index-mon-agenda-creer-un-evenement', 'dashboard-index-mon-agenda', 'agenda'),
  },
  {
    channel: 'annonces',
    links: written('dashboard-index-annonces-create', 'dashboard-index-annonces', 'annonces'),
  },
  {
    channel: 'infos',
    links: [
      { label: 'suggest', app: 'portal', route: 'suggerer-une-information-utile' },
      { label: 'public', app: 'portal', route: 'informations-utiles' },
    ],
  },
];

/** services/contenus: how a provider gets its information spread, with links to where it is done. */
export function ContenusPage() {
  const locale = useDashboardLocale();
  return (
    <ServiceSubpage service="contenus">
      {CHANNELS.map(({ channel, links }) => (
        <ServiceSection key={channel} headingId={`dashboard.services.contenus.${channel}.heading`}>
          <p>
            <FormattedMessage id={`dashboard.services.contenus.${channel}.text`} />
          </p>
          <ul className={styles.links}>
            {links.map(({ label, app, route }) => {
              const text = <FormattedMessage id={`dashboard.services.contenus.${channel}.${label}`} />;
              return (
                <li key={label}>{app === 'dashboard' ? <Link to={pathFor(route, locale)}>{text}</Link> : <a href={portalUrl(route, locale)}>{text}</a>}</li>
              );
            })}
          </ul>
        </ServiceSection>
      ))}
    </ServiceSubpage>
  );
}
