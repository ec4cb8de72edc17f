import { useLocation } from 'react-router';
import { appHref, DASHBOARD_BASE, localeOfPath, matchRoute, twinPath, type AppLink, type Locale, type RouteParams } from '@sam/i18n-routes';
import { env } from '../env';

/**
 * A page of the public portal (or of the dashboard) by its route name, through appHref: a portal
 * page, served by another deployable, gets the portal's origin; a dashboard page stays a path.
 */
export const portalUrl = (route: string, locale: Locale, params?: RouteParams, extra?: Pick<AppLink, 'query' | 'hash'>) =>
  // The dashboard's own origin is never needed here: links from a dashboard page to the dashboard stay paths.
  appHref({ route, locale, params, ...extra, origins: { portal: env.portalOrigin, dashboard: '' }, from: 'dashboard' });

/** The language switcher's target: the same dashboard page in the other locale, else its home. */
export function dashboardTwinPath(pathname: string, target: Locale): string {
  const match = matchRoute(pathname);
  return match?.route.app === 'dashboard' ? twinPath(pathname, target) : DASHBOARD_BASE[target];
}

/** The locale of the page being shown, from its path (/fr/… or /nl/…). */
export function useDashboardLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
