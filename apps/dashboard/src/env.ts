import { socialLinksFrom } from '@sam/ui';

/**
 * Build-time settings. The only module that reads Vite's `import.meta.env`, so tests (which run
 * without Vite) replace it with `jest.mock('…/env')`.
 */
export const env = {
  /** Origin of the public portal: home, verify-email and provider pages live there. */
  portalOrigin: (import.meta.env.VITE_PORTAL_ORIGIN ?? 'http://localhost:4200').replace(/\/+$/, ''),
  /** Spec §7 API base. */
  apiUrl: import.meta.env.VITE_API_URL ?? 'http://localhost:3000',
  /**
   * Domain attribute of the cookies the dashboard shares with the portal (cookie consent, toasts
   * handed over on a redirect), e.g. '.sam.be' when they live on sibling hosts. Unset: this host only
   * (enough for localhost, whose ports share cookies).
   */
  cookieDomain: import.meta.env.VITE_COOKIE_DOMAIN || undefined,
  /** The association's social networks, as the portal shows them (VITE_SOCIAL_FACEBOOK_URL…); unset ones are not shown. */
  socialLinks: socialLinksFrom(import.meta.env, 'VITE_'),
};
