import { messageText, pathFor, portalCatalogue, ROUTES, type Locale } from '@sam/i18n-routes';

export interface Crumb {
  label: string;
  href?: string;
}

/** Route name → the trail of pages above it (home first), labelled 'page.<route name>'. */
export type BreadcrumbFile = Record<string, Crumb[]>;

const segments = (pattern: string) => pattern.split('/').filter(Boolean);

/** Pages whose path does not sit under their parent's path (the spec's slugs are flat there). */
const LOGICAL_PARENTS: Record<string, string> = {
  'sam-conseil-slug': 'sam-guide',
  'besoins-slug': 'besoins',
  'reseaux-de-prestataires-slug': 'reseaux-sam',
  'reseaux-de-prestataires-v1-slug': 'reseaux-sam',
};

type Catalogue = Partial<Record<string, Parameters<typeof messageText>[0]>>;

/**
 * The trail of pages above a route (home first): the static portal routes whose path is a prefix
 * of its own, and its logical parent. Reads the labels of those pages only (a page's render writes
 * the messages it read into the page: decision 0033).
 */
export function breadcrumbTrail(routeName: string, locale: Locale, catalogue: Catalogue = portalCatalogue.get(locale)): Crumb[] {
  const portalRoutes = ROUTES.filter((r) => r.app === 'portal');
  const route = portalRoutes.find((r) => r.name === routeName);
  if (!route || route.name === 'index') return [];
  const own = segments(route.fr);
  const parents = portalRoutes
    .filter((p) => !p.fr.includes(':') && p !== route && segments(p.fr).length < own.length && segments(p.fr).every((s, i) => own[i] === s))
    .sort((a, b) => segments(a.fr).length - segments(b.fr).length);
  const logical = portalRoutes.find((p) => p.name === LOGICAL_PARENTS[route.name]);
  if (logical) parents.push(logical);
  return parents.map((p) => ({ label: messageText(catalogue[`page.${p.name}`]) ?? p.name, href: pathFor(p.name, locale) }));
}

/**
 * The static breadcrumb file of a locale (spec §2: the bar loads its trail from a static file),
 * derived from the route table. Served as /breadcrumbs/{locale}.json; the page's own label is added by the page.
 */
export function breadcrumbFile(locale: Locale): BreadcrumbFile {
  const file: BreadcrumbFile = {};
  for (const route of ROUTES) if (route.app === 'portal' && route.name !== 'index') file[route.name] = breadcrumbTrail(route.name, locale);
  return file;
}
