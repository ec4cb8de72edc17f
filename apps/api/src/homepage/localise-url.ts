import { matchRoute, pathFor, type Locale } from '@sam/i18n-routes';

/**
 * Editorial links are stored once (a portal path in either language, or an external address);
 * a portal path is answered as the same page in the asked locale, so nl visitors stay in nl.
 */
export function localiseUrl(url: string | null, locale: Locale): string | null {
  if (!url || !/^\/(fr|nl)(\/|$|\?|#)/.test(url)) return url;
  const parsed = new URL(url, 'http://portal.invalid');
  const match = matchRoute(parsed.pathname);
  if (!match) return url;
  return `${pathFor(match.route.name, locale, match.params)}${parsed.search}${parsed.hash}`;
}
