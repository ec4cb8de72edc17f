import type { AppOrigins } from '@sam/i18n-routes';
import { portalConfig } from './config.server';

/** Both apps' configured origins, for appHref in loaders (links to the dashboard leave the portal's origin). */
export const portalOrigins = (): AppOrigins => ({ portal: portalConfig.portalOrigin, dashboard: portalConfig.dashboardOrigin });
