import { FormattedMessage } from 'react-intl';
import { portalUrl, useDashboardLocale } from '../../shared/links';

/** For an account without a listing: the site and the video services start from one. */
export function NoListing() {
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
