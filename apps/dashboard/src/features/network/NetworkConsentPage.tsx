import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useGetCurrentUserQuery } from '@sam/api-client';
import { pathFor } from '@sam/i18n-routes';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { usePageTitle } from '../../shared/usePageTitle';

/**
 * reseau-light-consent: where the network-consent guard (spec §6) sends a user whose listings have
 * not consented to network work. Explains the consent and the state of each listing.
 */
export function NetworkConsentPage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('dashboard.consent.title');
  if (!user) return null;

  const contactLink = (chunks: ReactNode[]) => (
    <a key="contact" href={portalUrl('contact', locale)}>
      {chunks}
    </a>
  );
  return (
    <>
      <h1>
        <FormattedMessage id="dashboard.consent.title" />
      </h1>
      <p>
        <FormattedMessage id="dashboard.consent.what" />
      </p>
      <p>
        <FormattedMessage id="dashboard.consent.why" />
      </p>
      <p>
        <FormattedMessage id="dashboard.consent.perListing" />
      </p>
      <section aria-labelledby="consent-listings">
        <h2 id="consent-listings">
          <FormattedMessage id="dashboard.consent.listings" />
        </h2>
        {user.prestataires.length === 0 ? (
          <p>
            <FormattedMessage id="dashboard.consent.none" />
          </p>
        ) : (
          <ul>
            {user.prestataires.map((listing) => (
              <li key={listing.id}>
                <FormattedMessage
                  id="dashboard.consent.listingState"
                  values={{
                    title: listing.title,
                    state: intl.formatMessage({ id: listing.network_consent ? 'dashboard.listings.network.given' : 'dashboard.listings.network.missing' }),
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <FormattedMessage id="dashboard.consent.contact" values={{ link: contactLink }} />
      </p>
      <p>
        <Link to={pathFor('dashboard-index', locale)}>
          <FormattedMessage id="dashboard.backToIndex" />
        </Link>
      </p>
    </>
  );
}
