import { resolveSearchClientConfig, type SearchClientConfig } from '@sam/contracts';
import { socialLinksFrom } from '@sam/ui';

/** Runtime configuration of the portal server (README: configuration). */
export const portalConfig = {
  /** Where the SSR loaders reach the API (inside the network). */
  apiInternalUrl: process.env['API_INTERNAL_URL'] ?? 'http://localhost:3000',
  /** Where browsers reach the API. */
  apiPublicUrl: process.env['API_PUBLIC_URL'] ?? 'http://localhost:3000',
  portalOrigin: process.env['PORTAL_ORIGIN'] ?? 'http://localhost:4200',
  dashboardOrigin: process.env['DASHBOARD_ORIGIN'] ?? 'http://localhost:4300',
  /** The cookie domain portal and dashboard share (as the API's COOKIE_DOMAIN): consent and language choices. */
  cookieDomain: process.env['COOKIE_DOMAIN'] || null,
  /** Browsers' search engine: SEARCH_PUBLIC_HOST/PROTOCOL, or hosted Algolia with ALGOLIA_APP_ID + ALGOLIA_SEARCH_KEY. */
  search: resolveSearchClientConfig(process.env),
  /** Optional XYZ base tiles under the search map ('https://…/{z}/{x}/{y}.png'); none by default. */
  mapTilesUrl: process.env['MAP_TILES_URL'] || null,
  /** The "La vidéo" page's video (a YouTube or Vimeo address); unset: the page offers its transcript only. */
  presentationVideoUrl: process.env['PRESENTATION_VIDEO_URL'] || null,
  /** The association's pages on social networks (SOCIAL_FACEBOOK_URL…): the unset ones are not shown. */
  socialLinks: socialLinksFrom(process.env),
};

import type { PublicConfig } from './root-data';

export const publicConfig = (): PublicConfig => ({
  apiPublicUrl: portalConfig.apiPublicUrl,
  portalOrigin: portalConfig.portalOrigin,
  dashboardOrigin: portalConfig.dashboardOrigin,
  cookieDomain: portalConfig.cookieDomain,
  search: portalConfig.search,
  mapTilesUrl: portalConfig.mapTilesUrl,
  socialLinks: portalConfig.socialLinks,
});

/** The loaders' search client config: the embedded engine through the API's internal address. */
export function serverSearchConfig(): SearchClientConfig {
  if (portalConfig.search.mode === 'hosted') return portalConfig.search;
  const internal = new URL(portalConfig.apiInternalUrl);
  return { ...portalConfig.search, host: internal.host, protocol: internal.protocol === 'https:' ? 'https' : 'http' };
}
