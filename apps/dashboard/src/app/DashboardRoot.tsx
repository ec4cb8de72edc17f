import { useCallback, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { dashboardMessages, INTL_LOCALE } from '@sam/i18n-routes';
import { ConsentProvider, CookieConsentBar, NavigationProgress, ToastProvider } from '@sam/ui';
import { env } from '../env';
import { portalUrl, useDashboardLocale } from '../shared/links';
import { RouteFailureContext } from '../shared/route-failure';
import { toastHandoffStorage } from '../shared/toast-handoff';

/**
 * Root route: the locale comes from the path and drives react-intl and <html lang>. Around every
 * page, the shell of spec §2: toasts (also those queued by the previous page), cookie consent,
 * and the navigation progress bar (spec §9: runs while a route loads, red when it failed).
 */
export function DashboardRoot() {
  const locale = useDashboardLocale();
  const navigation = useNavigation();
  const location = useLocation();
  const [failedAt, setFailedAt] = useState<string | null>(null);
  const [toastStorage] = useState(() => toastHandoffStorage());
  const reportFailure = useCallback((key: string) => setFailedAt(key), []);

  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[locale];
  }, [locale]);

  return (
    <IntlProvider locale={INTL_LOCALE[locale]} defaultLocale={INTL_LOCALE.fr} messages={dashboardMessages[locale]}>
      <ConsentProvider cookieDomain={env.cookieDomain}>
        <ToastProvider storage={toastStorage}>
          <RouteFailureContext.Provider value={reportFailure}>
            <NavigationProgress active={navigation.state !== 'idle'} failed={navigation.state === 'idle' && failedAt === location.key} />
            <Outlet />
            <CookieConsentBar policyHref={portalUrl('content-politique-de-confidentialite-cookies', locale)} />
          </RouteFailureContext.Provider>
        </ToastProvider>
      </ConsentProvider>
    </IntlProvider>
  );
}
