import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetCurrentUserQuery } from '@sam/api-client';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { usePageTitle } from '../../shared/usePageTitle';
import styles from './MyListingsPage.module.css';

const visuallyHidden = (chunks: ReactNode[]) => (
  <span key="hidden" className="sam-visually-hidden">
    {chunks}
  </span>
);

/** mes-fiches: the listings of the current user (GET /api/user), each linked to its public page on the portal. */
export function MyListingsPage() {
  const locale = useDashboardLocale();
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('dashboard.listings.title');
  if (!user) return null;

  return (
    <>
      <h1>
        <FormattedMessage id="dashboard.listings.title" />
      </h1>
      <p>
        <FormattedMessage id="dashboard.listings.intro" />
      </p>
      {user.prestataires.length === 0 ? (
        <p>
          <FormattedMessage id="dashboard.listings.empty" />
        </p>
      ) : (
        <ul className={styles.listings}>
          {user.prestataires.map((listing) => (
            <li key={listing.id}>
              <article className={styles.listing} aria-labelledby={`listing-${listing.id}`}>
                <h2 id={`listing-${listing.id}`}>{listing.title}</h2>
                <dl className={styles.facts}>
                  <dt>
                    <FormattedMessage id="dashboard.listings.status" />
                  </dt>
                  <dd>
                    <FormattedMessage id={listing.validated ? 'dashboard.listings.status.validated' : 'dashboard.listings.status.pending'} />
                  </dd>
                  <dt>
                    <FormattedMessage id="dashboard.listings.network" />
                  </dt>
                  <dd>
                    <FormattedMessage id={listing.network_consent ? 'dashboard.listings.network.given' : 'dashboard.listings.network.missing'} />
                  </dd>
                </dl>
                <a href={portalUrl('prestataires-sector-slug', locale, { slug: listing.slug })}>
                  <FormattedMessage id="dashboard.listings.viewPublic" values={{ title: listing.title, hidden: visuallyHidden }} />
                </a>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
