import { appHref, type AppLink } from '@sam/i18n-routes';
import type { ApiConfig } from './config';

/**
 * An absolute link to a page of the portal or the dashboard by its route name, on the configured
 * origin of the app that serves it (appHref): what mails, feeds and redirects carry.
 */
export const appUrl = (config: Pick<ApiConfig, 'portalOrigin' | 'dashboardOrigin'>, link: Omit<AppLink, 'origins' | 'from'>): string =>
  appHref({ ...link, origins: { portal: config.portalOrigin, dashboard: config.dashboardOrigin } });
