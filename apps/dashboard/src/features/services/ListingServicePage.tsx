import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetCurrentUserQuery } from '@sam/api-client';
import type { User } from '@sam/contracts';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { ServiceOffer, ServiceSection, ServiceSubpage } from './ServiceSubpage';
import type { ServiceName } from './services';
import styles from './Services.module.css';

type Listing = User['prestataires'][number];

interface ListingFacts {
  service: ServiceName;
  /** What the service says of one listing. */
  fact: (listing: Listing) => ReactNode;
  /** Under the listings, when there are some. */
  footer?: ReactNode;
}

/**
 * A service offered for the user's listings (solidaire, video): its offer, what it says of each
 * listing, then `children` (how to ask for it).
 */
export function ListingServicePage({ offer, children, ...facts }: ListingFacts & { offer: readonly string[]; children: ReactNode }) {
  const { data: user } = useGetCurrentUserQuery();
  if (!user) return null; // the check-auth guard has sent a visitor without a session away

  return (
    <ServiceSubpage service={facts.service}>
      <ServiceOffer service={facts.service} items={offer} />
      <ListingsSection listings={user.prestataires} {...facts} />
      {children}
    </ServiceSubpage>
  );
}

/**
 * What a service says about each of the user's listings (`dashboard.services.{service}.listings.*`):
 * one fact per listing title, then `footer`; an account without a listing is told how to create one.
 */
function ListingsSection({ service, listings, fact, footer }: ListingFacts & { listings: Listing[] }) {
  return (
    <ServiceSection headingId={`dashboard.services.${service}.listings.heading`}>
      <p>
        <FormattedMessage id={`dashboard.services.${service}.listings.intro`} />
      </p>
      {listings.length === 0 ? (
        <NoListing />
      ) : (
        <>
          <dl className={styles.facts}>
            {listings.map((listing) => (
              <Fragment key={listing.id}>
                <dt>{listing.title}</dt>
                <dd>{fact(listing)}</dd>
              </Fragment>
            ))}
          </dl>
          {footer}
        </>
      )}
    </ServiceSection>
  );
}

/** For an account without a listing: the site and the video services start from one. */
function NoListing() {
  const locale = useDashboardLocale();
  return (
    <p>
      <FormattedMessage id="dashboard.services.noListing" />{' '}
      <a href={portalUrl('content-tutos-creer-ma-fiche', locale)}>
        <FormattedMessage id="dashboard.services.createListing" />
      </a>
    </p>
  );
}
