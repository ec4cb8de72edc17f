import { useCallback, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { dashboardCatalogue, INTL_LOCALE, type DashboardMessages, type Locale } from '@sam/i18n-routes';
import { ConsentProvider, NavigationProgress, ToastProvider } from '@sam/ui';
import { env } from '../env';
import { useDashboardLocale } from '../shared/links';
import { RouteFailureContext } from '../shared/route-failure';
import { toastHandoffStorage } from '../shared/toast-handoff';

/**
 * The catalogue of the page's language. main.tsx loads it before the first render and a page's
 * loader on a change of language; any other way in (a test, say) loads it here, showing nothing until then.
 */
function useMessages(locale: Locale): DashboardMessages | undefined {
  const messages = dashboardCatalogue.loaded(locale);
  const [, setLoaded] = useState<Locale | null>(null);
  useEffect(() => {
    if (!messages) void dashboardCatalogue.load(locale).then(() => setLoaded(locale));
  }, [locale, messages]);
  return messages;
}

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

  const messages = useMessages(locale);

  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[locale];
  }, [locale]);

  if (!messages) return null;
  return (
    <IntlProvider locale={INTL_LOCALE[locale]} defaultLocale={INTL_LOCALE.fr} messages={messages}>
      <ConsentProvider cookieDomain={env.cookieDomain}>
        <ToastProvider storage={toastStorage}>
          <RouteFailureContext.Provider value={reportFailure}>
            <NavigationProgress active={navigation.state !== 'idle'} failed={navigation.state === 'idle' && failedAt === location.key} />
            {/* The cookie consent bar is the account layout's first part (issue 15: first in the Tab order). */}
            <Outlet />
          </RouteFailureContext.Provider>
        </ToastProvider>
      </ConsentProvider>
    </IntlProvider>
  );
}
