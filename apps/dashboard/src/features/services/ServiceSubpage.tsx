import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pathFor } from '@sam/i18n-routes';
import { hiddenText } from '../../shared/hidden-text';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { PARTNERS_EMAIL, serviceNamed, type ServiceName } from './services';
import styles from './Services.module.css';

/** `<code>` in a message ('… l’en-tête <code>Authorization</code> …'). */
export const codeText = (chunks: ReactNode[]) => <code key="code">{chunks}</code>;

/**
 * One services subpage: back to the services index, its heading and introduction, its sections,
 * then the portal page presenting the same service to the public (prices, conditions).
 */
export function ServiceSubpage({ service, children }: { service: ServiceName; children: ReactNode }) {
  const locale = useDashboardLocale();
  const { portal } = serviceNamed(service);
  usePageTitle(`dashboard.services.${service}.title`);
  return (
    <>
      <p className={styles.back}>
        <Link to={pathFor('dashboard-index-services', locale)}>
          <span aria-hidden="true">← </span>
          <FormattedMessage id="dashboard.services.back" />
        </Link>
      </p>
      <PageHeading titleId={`dashboard.services.${service}.title`}>
        <FormattedMessage id={`dashboard.services.${service}.intro`} />
      </PageHeading>
      {children}
      <ServiceSection headingId="dashboard.services.more">
        <p>
          <a href={portalUrl(portal, locale)}>
            <FormattedMessage id={`dashboard.services.${service}.publicPage`} />
          </a>
        </p>
      </ServiceSection>
    </>
  );
}

/** A titled part of a services page (h2, named region). */
export function ServiceSection({ headingId, children }: { headingId: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>
        <FormattedMessage id={headingId} />
      </h2>
      {children}
    </section>
  );
}

/** What a service includes: its offer section, one message per item (`dashboard.services.{service}.offer.{item}`). */
export function ServiceOffer({ service, items }: { service: ServiceName; items: readonly string[] }) {
  return (
    <ServiceSection headingId={`dashboard.services.${service}.offer.heading`}>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <FormattedMessage id={`dashboard.services.${service}.offer.${item}`} />
          </li>
        ))}
      </ul>
    </ServiceSection>
  );
}

/** An e-mail to the partnerships team, its subject naming the service. */
export function PartnersMailLink({ service }: { service: ServiceName }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `dashboard.services.${service}.title` });
  const subject = intl.formatMessage({ id: 'dashboard.services.mailSubject' }, { service: title });
  return (
    <a href={`mailto:${PARTNERS_EMAIL}?subject=${encodeURIComponent(subject)}`}>
      <FormattedMessage id="dashboard.services.mail" values={{ email: PARTNERS_EMAIL, service: title, hidden: hiddenText }} />
    </a>
  );
}
