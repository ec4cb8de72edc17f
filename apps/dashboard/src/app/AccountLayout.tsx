import { Outlet, useLocation, useMatches } from 'react-router';
import { useGetCurrentUserQuery, useLogoutMutation } from '@sam/api-client';
import { DASHBOARD_BASE } from '@sam/i18n-routes';
import { PageLayout, SiteFooter, SiteHeader } from '@sam/ui';
import { dashboardTwinPath, portalUrl, useDashboardLocale } from '../shared/links';
import { leaveDashboardFor } from '../shared/navigation';
import { AccountNav } from './AccountNav';
import type { DashboardRouteHandle } from './routes';

/** Spec §2 'account' layout around every dashboard page: site header, side navigation, footer. */
export function AccountLayout() {
  const { pathname } = useLocation();
  const locale = useDashboardLocale();
  const { data: user } = useGetCurrentUserQuery();
  const [logout] = useLogoutMutation();
  const hideNav = useMatches().some((match) => (match.handle as DashboardRouteHandle | undefined)?.hideAccountNav);

  // Spec §4 logout: CSRF cookie, POST /logout, clear the local session (api-client), then the portal home.
  const onLogout = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      console.error('Logout failed', error);
    }
    leaveDashboardFor(portalUrl('index', locale));
  };

  return (
    <PageLayout
      layout="account"
      header={
        <SiteHeader
          locale={locale}
          homeHref={portalUrl('index', locale)}
          topBar={{
            helpHref: portalUrl('aide-besoin-aide', locale),
            legalAdviceHref: portalUrl('content-permanence-juridique', locale),
            donateHref: portalUrl('content-soutenir-asbl', locale),
            languageLinks: { fr: dashboardTwinPath(pathname, 'fr'), nl: dashboardTwinPath(pathname, 'nl') },
          }}
          account={{
            user: user ? { name: user.name } : null,
            loginHref: portalUrl('auth-login', locale),
            registerHref: portalUrl('auth-register', locale),
            dashboardHref: DASHBOARD_BASE[locale],
            onLogout: () => void onLogout(),
          }}
        />
      }
      aside={user && !hideNav ? <AccountNav /> : undefined}
      footer={
        <SiteFooter
          donateHref={portalUrl('content-soutenir-asbl', locale)}
          links={[
            { href: portalUrl('contact', locale), labelId: 'footer.contact' },
            { href: portalUrl('faq', locale), labelId: 'footer.faq' },
            { href: portalUrl('content-politique-de-confidentialite', locale), labelId: 'footer.privacy' },
          ]}
        />
      }
    >
      <Outlet />
    </PageLayout>
  );
}
