import { INTL_LOCALE, LOCALES, pathFor, ROUTES, type Locale } from '@sam/i18n-routes';
import { MOUNTED_PAGES } from '../../mounted-pages';

/** One page of the sitemap: its path in each locale (the same page, translated). */
export interface SitemapPage {
  paths: Record<Locale, string>;
  lastmod?: string | null;
}

/** Mounted pages that are not for search engines: account steps and one-time links. */
const NOT_INDEXED = /^(auth-|verify-|autologin|supprimer-mon-referencement|desinscription|s-)/;

/** The static portal pages that exist (mounted-pages.ts) and are meant to be found. */
export function staticSitemapPages(): SitemapPage[] {
  return ROUTES.filter((r) => r.name in MOUNTED_PAGES && !r.fr.includes(':') && !NOT_INDEXED.test(r.name)).map((r) => ({
    paths: { fr: pathFor(r.name, 'fr'), nl: pathFor(r.name, 'nl') },
  }));
}

/** The provider page of a listing in both locales (main sector's slug, then the listing's). */
export function providerSitemapPage(listing: { slug: string; sector_fr: string | null; sector_nl: string | null; updated_at?: string | null }): SitemapPage {
  return {
    paths: {
      fr: pathFor('prestataires-sector-slug', 'fr', { sector: listing.sector_fr ?? undefined, slug: listing.slug }),
      nl: pathFor('prestataires-sector-slug', 'nl', { sector: listing.sector_nl ?? undefined, slug: listing.slug }),
    },
    lastmod: listing.updated_at ?? null,
  };
}

export function eventSitemapPage(slug: string): SitemapPage {
  return { paths: { fr: pathFor('agenda-slug', 'fr', { slug }), nl: pathFor('agenda-slug', 'nl', { slug }) } };
}

/** The current version of a network page (the v1 page points its canonical there). */
export function networkSitemapPage(network: { head_slug: string; updated_at?: string | null }): SitemapPage {
  const slug = network.head_slug;
  return { paths: { fr: pathFor('reseaux-de-prestataires-slug', 'fr', { slug }), nl: pathFor('reseaux-de-prestataires-slug', 'nl', { slug }) }, lastmod: network.updated_at ?? null };
}

/** A page whose slug differs per locale (infos, conseils, besoins): its twin addresses. */
export function bilingualSitemapPage(route: 'informations-utiles-slug' | 'sam-conseil-slug' | 'besoins-slug', item: { slug_fr: string; slug_nl: string; updated_at?: string | null }): SitemapPage {
  return {
    paths: { fr: pathFor(route, 'fr', { slug: item.slug_fr }), nl: pathFor(route, 'nl', { slug: item.slug_nl }) },
    lastmod: item.updated_at ?? null,
  };
}

/** XML text and attribute escaping. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

const lastmodOf = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};

/**
 * The sitemap: one <url> per page and locale, each listing the page in every locale as
 * xhtml:link alternates (fr-BE, nl-BE, x-default → fr), as Google asks for multilingual sites.
 */
export function buildSitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  const seen = new Set<string>();
  for (const page of pages) {
    const alternates = [
      ...LOCALES.map((locale) => [INTL_LOCALE[locale], page.paths[locale]] as const),
      ['x-default', page.paths.fr] as const,
    ].map(([hreflang, path]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`);
    const lastmod = lastmodOf(page.lastmod);
    for (const locale of LOCALES) {
      const loc = origin + page.paths[locale];
      if (seen.has(loc)) continue;
      seen.add(loc);
      lines.push('  <url>', `    <loc>${escapeXml(loc)}</loc>`);
      if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** robots.txt: the public site is open; the dashboard and the auth/verification pages are not. */
export function buildRobotsTxt(origin: string): string {
  const disallowed = new Set<string>();
  for (const locale of LOCALES) disallowed.add(pathFor('dashboard-index', locale));
  const hidden = ROUTES.filter(
    (r) => r.app === 'portal' && (r.layout === 'auth' || ['s-id-code', 's-code', 'qr-type-id', 'desinscription-expires-id-token'].includes(r.name)),
  );
  for (const route of hidden) for (const locale of LOCALES) disallowed.add(staticPrefix(route[locale]));
  return ['User-agent: *', 'Allow: /', ...[...disallowed].map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** The part of a route pattern before its first parameter ('/fr/verify/:id/:hash' → '/fr/verify/'). */
function staticPrefix(pattern: string): string {
  const at = pattern.indexOf('/:');
  return at < 0 ? pattern : pattern.slice(0, at + 1);
}
