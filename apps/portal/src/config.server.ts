/** Runtime configuration of the portal server (README: configuration). */
export const portalConfig = {
  /** Where the SSR loaders reach the API (inside the network). */
  apiInternalUrl: process.env['API_INTERNAL_URL'] ?? 'http://localhost:3000',
  /** Where browsers reach the API. */
  apiPublicUrl: process.env['API_PUBLIC_URL'] ?? 'http://localhost:3000',
  portalOrigin: process.env['PORTAL_ORIGIN'] ?? 'http://localhost:4200',
  dashboardOrigin: process.env['DASHBOARD_ORIGIN'] ?? 'http://localhost:4300',
};

import type { PublicConfig } from './root-data';

export const publicConfig = (): PublicConfig => ({
  apiPublicUrl: portalConfig.apiPublicUrl,
  portalOrigin: portalConfig.portalOrigin,
  dashboardOrigin: portalConfig.dashboardOrigin,
});
