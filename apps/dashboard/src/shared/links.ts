import { useLocation } from 'react-router';
import { DASHBOARD_BASE, localeOfPath, matchRoute, pathFor, twinPath, type Locale, type RouteParams } from '@sam/i18n-routes';
import { env } from '../env';

/** A page of the public portal, which is another deployable (and origin) than the dashboard. */
export const portalUrl = (name: string, locale: Locale, params?: RouteParams) => `${env.portalOrigin}${pathFor(name, locale, params)}`;

/** The language switcher's target: the same dashboard page in the other locale, else its home. */
export function dashboardTwinPath(pathname: string, target: Locale): string {
  const match = matchRoute(pathname);
  return match?.route.app === 'dashboard' ? twinPath(pathname, target) : DASHBOARD_BASE[target];
}

/** The locale of the page being shown, from its path (/fr/… or /nl/…). */
export function useDashboardLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
