import { FormattedMessage } from 'react-intl';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { ListingServicePage } from './ListingServicePage';
import { PartnersMailLink, ServiceSection } from './ServiceSubpage';
import styles from './Services.module.css';

const OFFER = ['sync', 'pages', 'access', 'contact'] as const;

/** services/solidaire: the solidarity website offer, which listings qualify (validated ones), and how to ask. */
export function SolidairePage() {
  const locale = useDashboardLocale();
  return (
    <ListingServicePage
      service="solidaire"
      offer={OFFER}
      fact={(listing) => <FormattedMessage id={listing.validated ? 'dashboard.services.solidaire.listings.validated' : 'dashboard.services.solidaire.listings.pending'} />}
    >
      <ServiceSection headingId="dashboard.services.solidaire.request.heading">
        <p>
          <FormattedMessage id="dashboard.services.solidaire.request.text" />
        </p>
        <ul className={styles.links}>
          <li>
            <PartnersMailLink service="solidaire" />
          </li>
          <li>
            {/* The portal's contact form has no subject to prefill: the hint below says what to write. */}
            <a href={portalUrl('contact', locale)} aria-describedby="solidaire-subject-hint">
              <FormattedMessage id="dashboard.services.solidaire.request.contact" />
            </a>
            <p id="solidaire-subject-hint" className={styles.hint}>
              <FormattedMessage id="dashboard.services.solidaire.request.subjectHint" />
            </p>
          </li>
        </ul>
      </ServiceSection>
    </ListingServicePage>
  );
}
