import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetCurrentUserQuery } from '@sam/api-client';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { PartnersMailLink, ServiceOffer, ServiceSection, ServiceSubpage } from './ServiceSubpage';
import { NoListing } from './NoListing';
import styles from './Services.module.css';

const OFFER = ['sync', 'pages', 'access', 'contact'] as const;

/** services/solidaire: the solidarity website offer, which listings qualify (validated ones), and how to ask. */
export function SolidairePage() {
  const locale = useDashboardLocale();
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null; // the check-auth guard has sent a visitor without a session away

  return (
    <ServiceSubpage service="solidaire">
      <ServiceOffer service="solidaire" items={OFFER} />
      <ServiceSection headingId="dashboard.services.solidaire.listings.heading">
        <p>
          <FormattedMessage id="dashboard.services.solidaire.listings.intro" />
        </p>
        {user.prestataires.length === 0 ? (
          <NoListing />
        ) : (
          <dl className={styles.facts}>
            {user.prestataires.map((listing) => (
              <Fragment key={listing.id}>
                <dt>{listing.title}</dt>
                <dd>
                  <FormattedMessage id={listing.validated ? 'dashboard.services.solidaire.listings.validated' : 'dashboard.services.solidaire.listings.pending'} />
                </dd>
              </Fragment>
            ))}
          </dl>
        )}
      </ServiceSection>
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
    </ServiceSubpage>
  );
}
