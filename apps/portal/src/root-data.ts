import { useRouteLoaderData } from 'react-router';
import type { SearchClientConfig, User } from '@sam/contracts';
import type { SocialLink } from '@sam/ui';
import type { Locale } from '@sam/i18n-routes';

export interface PublicConfig {
  apiPublicUrl: string;
  portalOrigin: string;
  dashboardOrigin: string;
  /** Domain attribute of the consent and locale cookies (COOKIE_DOMAIN), shared with the dashboard; null: host-only. */
  cookieDomain: string | null;
  /** Where the search page's browser queries go (embedded engine or hosted Algolia). */
  search: SearchClientConfig;
  mapTilesUrl: string | null;
  /** The configured social networks (top bar and footer). */
  socialLinks: SocialLink[];
}

export interface RootData {
  locale: Locale;
  user: User | null;
  /** `sam_consent=…` when the visitor has chosen, for a server render that matches the browser's. */
  consentCookie: string | null;
  config: PublicConfig;
}

/** The root loader's data: locale, current user (null when logged out) and public configuration. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
