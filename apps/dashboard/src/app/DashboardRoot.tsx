import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Outlet } from 'react-router';
import { INTL_LOCALE, messages } from '@sam/i18n-routes';
import { useDashboardLocale } from '../shared/links';

/** Root route: the locale comes from the path and drives react-intl and <html lang>. */
export function DashboardRoot() {
  const locale = useDashboardLocale();
  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[locale];
  }, [locale]);
  return (
    <IntlProvider locale={INTL_LOCALE[locale]} defaultLocale={INTL_LOCALE.fr} messages={messages[locale]}>
      <Outlet />
    </IntlProvider>
  );
}
