import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useGetUserNetworkQuery } from '@sam/api-client';
import type { UserNetwork, UserNetworkListing } from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { useDashboardLocale } from '../../shared/links';
import { QueryContent } from '../../shared/QueryContent';
import { SelectField } from '../../shared/SelectField';

/** The listing a network page acts for: `?fiche=<slug>`, else the first that consents to networking. */
export function useChosenListing(network: UserNetwork | undefined): [UserNetworkListing | undefined, (slug: string) => void] {
  const [params, setParams] = useSearchParams();
  const consenting = network?.listings.filter((l) => l.network_consent) ?? [];
  const wanted = params.get('fiche');
  const chosen = consenting.find((l) => l.slug === wanted) ?? consenting[0];
  return [chosen, (slug) => setParams({ fiche: slug }, { replace: true })];
}

/** The chooser of the listing a page acts for, shown when the user manages more than one. */
export function ListingChooser({ network, chosen, onChoose }: { network: UserNetwork; chosen: UserNetworkListing; onChoose: (slug: string) => void }) {
  const intl = useIntl();
  const consenting = network.listings.filter((l) => l.network_consent);
  if (consenting.length < 2) return null;
  return (
    <SelectField
      id="network-listing"
      label={intl.formatMessage({ id: 'dashboard.network.listing' })}
      value={chosen.slug}
      onChange={(event) => onChoose(event.target.value)}
      options={consenting.map((l) => ({ value: l.slug, label: l.title }))}
    />
  );
}

/** The user's network once loaded, and the listing the page acts for (none: a word and a link to the consent page). */
export function NetworkContent({ accepted, children }: { accepted?: boolean; children: (network: UserNetwork, listing: UserNetworkListing, choose: (slug: string) => void) => ReactNode }) {
  const query = useGetUserNetworkQuery(accepted ? { accepted: true } : undefined);
  const [chosen, choose] = useChosenListing(query.data);
  const locale = useDashboardLocale();
  return (
    <QueryContent query={query} failure={<FormattedMessage id="dashboard.network.loadFailed" />}>
      {(network) =>
        chosen ? (
          <>
            <ListingChooser network={network} chosen={chosen} onChoose={choose} />
            {children(network, chosen, choose)}
          </>
        ) : (
          <p>
            <FormattedMessage id="dashboard.network.noListing" />{' '}
            <Link to={pathFor('dashboard-index-reseau-light-consent', locale)}>
              <FormattedMessage id="dashboard.consent.title" />
            </Link>
          </p>
        )
      }
    </QueryContent>
  );
}

/** A link to another network page, keeping the chosen listing. */
export function NetworkLink({ route, slug, children }: { route: string; slug: string; children: ReactNode }) {
  const locale = useDashboardLocale();
  return <Link to={`${pathFor(route, locale)}?fiche=${encodeURIComponent(slug)}`}>{children}</Link>;
}

/** Members of the listing's own network (its "good addresses"). */
export const membersOf = (network: UserNetwork, listing: UserNetworkListing) => network.relations.filter((r) => r.listing.id === listing.id && r.side === 'head' && r.state === 'member');
