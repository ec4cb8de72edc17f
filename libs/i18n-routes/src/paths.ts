import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { ROUTES, type RouteDefinition } from './routes';

export type RouteParams = Record<string, string | undefined>;

/** §2: every route name carries a locale suffix. */
export const LOCALE_SUFFIX_SEPARATOR = '___';
export const localisedRouteName = (name: string, locale: Locale) => `${name}${LOCALE_SUFFIX_SEPARATOR}${locale}`;

export function splitRouteName(localisedName: string): { name: string; locale: Locale } | null {
  const at = localisedName.lastIndexOf(LOCALE_SUFFIX_SEPARATOR);
  const locale = localisedName.slice(at + LOCALE_SUFFIX_SEPARATOR.length);
  if (at < 0 || !isLocale(locale)) return null;
  return { name: localisedName.slice(0, at), locale };
}

const byName = new Map(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: string): RouteDefinition {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
}

/** Builds a path from a route name; optional params that are missing drop their segment. */
export function pathFor(name: string, locale: Locale, params: RouteParams = {}): string {
  const pattern = routeByName(name)[locale];
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`Route ${name} needs the parameter "${key}"`);
    }
    return [encodeURIComponent(value)];
  });
  return segments.join('/') || '/';
}

/** Matches one pattern ('/fr/agenda/:slug', ':x?' optional) against a path. */
export function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: RouteParams = {};
  const walk = (i: number, j: number): boolean => {
    if (i === want.length) return j === have.length;
    const segment = want[i];
    if (!segment.startsWith(':')) return have[j] === segment && walk(i + 1, j + 1);
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    if (j < have.length) {
      params[key] = decodeURIComponent(have[j]);
      if (walk(i + 1, j + 1)) return true;
      delete params[key];
    }
    return optional && walk(i + 1, j);
  };
  return walk(0, 0) ? params : null;
}

const hasParams = (r: RouteDefinition) => r.fr.includes(':');
// Static routes are tried before parameterised ones so '/annonces/create' beats '/annonces/:slug'.
const MATCH_ORDER = [...ROUTES.filter((r) => !hasParams(r)), ...ROUTES.filter(hasParams)];

export interface RouteMatch {
  route: RouteDefinition;
  locale: Locale;
  params: RouteParams;
}

export function matchRoute(pathname: string): RouteMatch | null {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const locale = clean.split('/')[1];
  if (!isLocale(locale)) return null;
  for (const route of MATCH_ORDER) {
    const params = matchPattern(route[locale], clean);
    if (params) return { route, locale, params };
  }
  return null;
}

/** A page of the portal in either language, with an optional query or fragment (a link the SAM team stores, e.g. a friends panel's). */
export function isPortalPage(url: string): boolean {
  if (!/^\/(?!\/)[^\s\\]*$/.test(url)) return false;
  return matchRoute(new URL(url, 'http://portal.invalid').pathname)?.route.app === 'portal';
}

/**
 * The same page in the other locale, for the language switcher and hreflang.
 * Slug values pass through unchanged; pages whose slugs differ per locale pass `params`.
 */
export function twinPath(pathname: string, target: Locale, params?: RouteParams): string {
  const match = matchRoute(pathname);
  if (!match) return pathFor('index', target);
  return pathFor(match.route.name, target, { ...match.params, ...params });
}

/** The locale of a path, or the default when it has none. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
