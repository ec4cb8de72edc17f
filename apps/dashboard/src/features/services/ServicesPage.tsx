import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { SERVICES } from './services';
import styles from './Services.module.css';

/** services: SAM's services for providers (spec §2), one card per subpage. */
export function ServicesPage() {
  const locale = useDashboardLocale();
  usePageTitle('dashboard.services.title');
  return (
    <>
      <PageHeading titleId="dashboard.services.title">
        <FormattedMessage id="dashboard.services.intro" />
      </PageHeading>
      <nav aria-labelledby="services-list">
        <h2 id="services-list">
          <FormattedMessage id="dashboard.services.list" />
        </h2>
        <ul className={styles.cards}>
          {SERVICES.map(({ name, route }) => (
            <li key={name} className={styles.card}>
              <Link to={pathFor(route, locale)} aria-describedby={`service-${name}-summary`}>
                <FormattedMessage id={`dashboard.services.${name}.title`} />
              </Link>
              <p id={`service-${name}-summary`}>
                <FormattedMessage id={`dashboard.services.${name}.summary`} />
              </p>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        <a href={portalUrl('content-services-sam', locale)}>
          <FormattedMessage id="dashboard.services.publicPage" />
        </a>
      </p>
    </>
  );
}
