import type { Locale } from './locales';
import { pathFor, routeByName, type RouteParams } from './paths';
import type { AppName } from './routes';

/**
 * Where each app is served (scheme, host and port): the portal and the dashboard are separate
 * deployables on separate origins (a subdomain in production), so a bare path to the other app
 * stays on the wrong host and finds nothing there. Each app reads them from its configuration
 * (PORTAL_ORIGIN / DASHBOARD_ORIGIN, VITE_PORTAL_ORIGIN / VITE_DASHBOARD_ORIGIN).
 */
export type AppOrigins = Record<AppName, string>;

export interface AppLink {
  /** A route name of the route table ('dashboard-index-mes-fiches'); it says which app serves the page. */
  route: string;
  locale: Locale;
  params?: RouteParams;
  /** The URL's query string. */
  query?: Record<string, string> | URLSearchParams;
  /** The fragment, without '#'. */
  hash?: string;
  origins: AppOrigins;
  /**
   * The app whose page carries the link: a page of that same app stays a path (client-side
   * navigation, and right on any host the app is reached by). Omitted (mails, feeds, anything read
   * outside both apps): every link is absolute.
   */
  from?: AppName;
}

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

/**
 * The one way to link to a page of either app by its route name: a path within the same app, an
 * absolute URL on the other app's origin (or everywhere when `from` is omitted).
 * Throws on a route name the table does not know, or a missing required parameter.
 */
export function appHref({ route, locale, params, query, hash, origins, from }: AppLink): string {
  const target = routeByName(route).app;
  const search = query === undefined ? '' : new URLSearchParams(query).toString();
  const path = `${pathFor(route, locale, params)}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
  return from === target ? path : `${trimOrigin(origins[target])}${path}`;
}

/** `appHref` with the carrying app and the origins bound: what an app's components call. */
export function appLinker(origins: AppOrigins, from?: AppName) {
  return (route: string, locale: Locale, params?: RouteParams, extra: Pick<AppLink, 'query' | 'hash'> = {}) =>
    appHref({ route, locale, params, origins, from, ...extra });
}

/**
 * Links by route name in Markdown content (docs/decisions/0016-cross-app-links.md):
 * `[texte](route:dashboard-index-mes-fiches)` is that page in the locale of the page rendering it,
 * on the right app's origin. Route parameters come from the query (`route:agenda-slug?slug=fete`);
 * any other query parameter, and a `#fragment`, are kept on the link.
 */
export const ROUTE_LINK_PREFIX = 'route:';

export const isRouteLink = (href: string) => href.startsWith(ROUTE_LINK_PREFIX);

/** The page a `route:` link names, split into route name, parameters, query and fragment. */
export function parseRouteLink(href: string): { route: string; params: RouteParams; query: URLSearchParams; hash?: string } {
  if (!isRouteLink(href)) throw new Error(`Not a route link: ${href}`);
  const rest = href.slice(ROUTE_LINK_PREFIX.length);
  const hashAt = rest.indexOf('#');
  const beforeHash = hashAt < 0 ? rest : rest.slice(0, hashAt);
  const hash = hashAt < 0 ? undefined : rest.slice(hashAt + 1) || undefined;
  const queryAt = beforeHash.indexOf('?');
  const route = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const definition = routeByName(route);
  const names = new Set(definition.fr.split('/').filter((s) => s.startsWith(':')).map((s) => s.replace(/^:|\?$/g, '')));
  const params: RouteParams = {};
  const query = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(search)) {
    if (names.has(key)) params[key] = value;
    else query.append(key, value);
  }
  return { route, params, query, hash };
}

/** A `route:` link resolved for a page of `from` in `locale`; throws on an unknown route name. */
export function routeLinkHref(href: string, locale: Locale, origins: AppOrigins, from?: AppName): string {
  const { route, params, query, hash } = parseRouteLink(href);
  return appHref({ route, locale, params, query, hash, origins, from });
}
