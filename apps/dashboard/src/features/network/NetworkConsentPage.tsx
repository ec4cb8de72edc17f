import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useGetCurrentUserQuery, useSetNetworkConsentMutation } from '@sam/api-client';
import { pathFor } from '@sam/i18n-routes';
import { Button, useToast } from '@sam/ui';
import { apiErrorMessage } from '../../shared/forms';
import { hiddenText } from '../../shared/hidden-text';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { usePageTitle } from '../../shared/usePageTitle';

/**
 * reseau-light-consent: where the network-consent guard (spec §6) sends a user whose listings have
 * not consented to network work. Explains the consent, the state of each listing, and gives or
 * withdraws it listing by listing (POST /api/prestataires/{slug}/give-consent).
 */
export function NetworkConsentPage() {
  const intl = useIntl();
  const locale = useDashboardLocale();
  const toast = useToast();
  const { data: user } = useGetCurrentUserQuery();
  const [setConsent] = useSetNetworkConsentMutation();
  const [busy, setBusy] = useState<number | null>(null);
  usePageTitle('dashboard.consent.title');
  if (!user) return null;

  const contactLink = (chunks: ReactNode[]) => (
    <a key="contact" href={portalUrl('contact', locale)}>
      {chunks}
    </a>
  );
  const toggle = async (listing: { id: number; slug: string; title: string }, consent: boolean) => {
    if (busy !== null) return;
    setBusy(listing.id);
    try {
      await setConsent({ slug: listing.slug, consent }).unwrap();
      toast.show({ type: 'success', message: intl.formatMessage({ id: consent ? 'dashboard.consent.given' : 'dashboard.consent.withdrawn' }, { title: listing.title }) });
    } catch (error) {
      toast.show({ type: 'danger', message: `${intl.formatMessage({ id: 'dashboard.consent.failed' }, { title: listing.title })} ${apiErrorMessage(intl, error)}` });
    } finally {
      setBusy(null);
    }
  };

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
                />{' '}
                <Button
                  type="button"
                  variant={listing.network_consent ? 'secondary' : undefined}
                  aria-disabled={busy !== null || undefined}
                  onClick={() => void toggle(listing, !listing.network_consent)}
                >
                  <FormattedMessage id={listing.network_consent ? 'dashboard.consent.withdraw' : 'dashboard.consent.give'} values={{ title: listing.title, hidden: hiddenText }} />
                </Button>
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
