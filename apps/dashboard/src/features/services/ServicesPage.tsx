import { FormattedMessage } from 'react-intl';
import { pathFor } from '@sam/i18n-routes';
import { LinkCards } from '../../shared/LinkCards';
import { portalUrl, useDashboardLocale } from '../../shared/links';
import { PageHeading } from '../../shared/PageHeading';
import { usePageTitle } from '../../shared/usePageTitle';
import { SERVICES } from './services';

/** services: SAM's services for providers (spec §2), one card per subpage. */
export function ServicesPage() {
  const locale = useDashboardLocale();
  usePageTitle('dashboard.services.title');
  return (
    <>
      <PageHeading titleId="dashboard.services.title">
        <FormattedMessage id="dashboard.services.intro" />
      </PageHeading>
      <LinkCards
        headingId="dashboard.services.list"
        cards={SERVICES.map(({ name, route }) => ({ key: name, to: pathFor(route, locale), titleId: `dashboard.services.${name}.title`, hintId: `dashboard.services.${name}.summary` }))}
      />
      <p>
        <a href={portalUrl('content-services-sam', locale)}>
          <FormattedMessage id="dashboard.services.publicPage" />
        </a>
      </p>
    </>
  );
}
