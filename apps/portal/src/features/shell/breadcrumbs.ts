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

/**
 * The static breadcrumb file of a locale (spec §2: the bar loads its trail from a static file),
 * derived from the route table: a page's parents are the static portal routes whose path is a
 * prefix of its own. Served as /breadcrumbs/{locale}.json; the page's own label is added by the page.
 */
export function breadcrumbFile(locale: Locale): BreadcrumbFile {
  const catalogue: Partial<Record<string, Parameters<typeof messageText>[0]>> = portalCatalogue.get(locale);
  const portalRoutes = ROUTES.filter((r) => r.app === 'portal');
  const staticRoutes = portalRoutes.filter((r) => !r.fr.includes(':'));
  const file: BreadcrumbFile = {};
  for (const route of portalRoutes) {
    if (route.name === 'index') continue;
    const own = segments(route.fr);
    const parents = staticRoutes
      .filter((p) => p !== route && segments(p.fr).length < own.length && segments(p.fr).every((s, i) => own[i] === s))
      .sort((a, b) => segments(a.fr).length - segments(b.fr).length);
    const logical = portalRoutes.find((p) => p.name === LOGICAL_PARENTS[route.name]);
    if (logical) parents.push(logical);
    file[route.name] = parents.map((p) => ({ label: messageText(catalogue[`page.${p.name}`]) ?? p.name, href: pathFor(p.name, locale) }));
  }
  return file;
}
