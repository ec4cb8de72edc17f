import { useIntl } from 'react-intl';
import { Outlet, useLocation, useMatches } from 'react-router';
import { isApiError, useGetCurrentUserQuery, useLogoutMutation, useResendVerificationMutation } from '@sam/api-client';
import { DASHBOARD_BASE, serializeLocaleCookie, type Locale } from '@sam/i18n-routes';
import { CookieConsentBar, footerSections, Illustration, MainMenu, mainMenuItems, PageLayout, SiteFooter, SiteHeader, UnverifiedEmailBanner, useToast } from '@sam/ui';
import { env } from '../env';
import { dashboardTwinPath, portalUrl, useDashboardLocale } from '../shared/links';
import { leaveDashboardFor } from '../shared/navigation';
import { queueToastForPortal } from '../shared/toast-handoff';
import { AccountNav } from './AccountNav';
import { DashboardBreadcrumb } from './DashboardBreadcrumb';
import type { DashboardRouteHandle } from './routes';

const UNAUTHENTICATED = 401;

/** Issue 15: the language switch remembers the choice for 365 days, as on the portal (a strictly necessary preference). */
const rememberLocale = (locale: Locale) => {
  document.cookie = serializeLocaleCookie(locale, env.cookieDomain, window.location.protocol === 'https:');
};

/** Spec §2 'account' layout around every dashboard page: site header, banner, side navigation, breadcrumb, footer. */
export function AccountLayout() {
  const intl = useIntl();
  const toast = useToast();
  const { pathname, search } = useLocation();
  const locale = useDashboardLocale();
  const { data: user } = useGetCurrentUserQuery();
  const [logout] = useLogoutMutation();
  const [resendVerification] = useResendVerificationMutation();
  const hideNav = useMatches().some((match) => (match.handle as DashboardRouteHandle | undefined)?.hideAccountNav);

  // Spec §4 logout: CSRF cookie, POST /logout, clear the local session (api-client), go to the
  // portal home, success toast there (queued for the next page, which is the portal's).
  const onLogout = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      // An expired session is a logout already; anything else leaves the user logged in, and here.
      if (!(isApiError(error) && error.status === UNAUTHENTICATED)) {
        console.error('Logout failed', error);
        toast.show({ type: 'danger', message: intl.formatMessage({ id: 'dashboard.logout.failed' }) });
        return;
      }
    }
    queueToastForPortal({
      type: 'success',
      title: intl.formatMessage({ id: 'toast.logout.title' }),
      message: intl.formatMessage({ id: 'toast.logout.message' }),
    });
    leaveDashboardFor(portalUrl('index', locale));
  };

  return (
    <PageLayout
      layout="account"
      notice={<CookieConsentBar policyHref={portalUrl('content-politique-de-confidentialite-cookies', locale)} />}
      header={
        <SiteHeader
          locale={locale}
          homeHref={portalUrl('index', locale)}
          menu={<MainMenu items={mainMenuItems((name) => portalUrl(name, locale))} resetKey={`${pathname}${search}`} illustration={<Illustration name="menu" cover />} />}
          topBar={{
            helpHref: portalUrl('aide-besoin-aide', locale),
            legalAdviceHref: portalUrl('content-permanence-juridique', locale),
            donateHref: portalUrl('content-soutenir-asbl', locale),
            languageLinks: { fr: dashboardTwinPath(pathname, 'fr'), nl: dashboardTwinPath(pathname, 'nl') },
            onLanguageChange: rememberLocale,
          }}
          social={env.socialLinks}
          account={{
            user: user ? { name: user.name } : null,
            loginHref: portalUrl('auth-login', locale),
            registerHref: portalUrl('auth-register', locale),
            dashboardHref: DASHBOARD_BASE[locale],
            onLogout: () => void onLogout(),
          }}
        />
      }
      // Spec §2/§4: a logged-in user with an unverified address. The verify-email guard keeps them out
      // of the dashboard, so this mostly shows right after an email change, until the next navigation.
      banner={user && user.email_verified_at == null ? <UnverifiedEmailBanner email={user.email} onResend={() => resendVerification().unwrap()} /> : undefined}
      aside={user && !hideNav ? <AccountNav /> : undefined}
      footer={
        <SiteFooter
          donateHref={portalUrl('content-soutenir-asbl', locale)}
          social={env.socialLinks}
          sections={footerSections((name) => portalUrl(name, locale))}
          links={[{ href: portalUrl('content-politique-de-confidentialite', locale), labelId: 'footer.privacy' }]}
        />
      }
    >
      <DashboardBreadcrumb />
      <Outlet />
    </PageLayout>
  );
}
