import { buildRobotsTxt, buildSitemapXml, escapeXml, eventSitemapPage, providerSitemapPage, staticSitemapPages } from './sitemap';

const ORIGIN = 'https://www.sam.example';

describe('sitemap', () => {
  it('escapes XML text', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it('lists the public static pages in both locales, never auth or dashboard pages', () => {
    const pages = staticSitemapPages();
    const fr = pages.map((p) => p.paths.fr);
    expect(fr).toEqual(expect.arrayContaining(['/fr', '/fr/agenda', '/fr/faq', '/fr/glossaire']));
    expect(pages.find((p) => p.paths.fr === '/fr/glossaire')?.paths.nl).toBe('/nl/woordenlijst');
    expect(fr.some((p) => /connexion|inscription|verify|tableau-de-bord|\/s\b|:/.test(p))).toBe(false);
  });

  it('writes one <url> per locale with fr-BE, nl-BE and x-default alternates', () => {
    const xml = buildSitemapXml(ORIGIN, [
      { paths: { fr: '/fr/glossaire', nl: '/nl/woordenlijst' } },
      providerSitemapPage({ slug: 'aide-&-soins', sector_fr: 'sante', sector_nl: 'gezondheid', updated_at: '2026-01-02T10:00:00.000Z' }),
      eventSitemapPage('cafe-memoire'),
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain(`<loc>${ORIGIN}/nl/woordenlijst</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr-BE" href="${ORIGIN}/fr/glossaire"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="nl-BE" href="${ORIGIN}/nl/woordenlijst"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/fr/glossaire"/>`);
    // pathFor encodes the slug; the XML escapes what is left.
    expect(xml).toContain(`<loc>${ORIGIN}/fr/prestataires/sante/aide-%26-soins</loc>`);
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
    expect(xml).toContain(`<loc>${ORIGIN}/nl/agenda/cafe-memoire</loc>`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('escapes an origin or path with XML characters and skips duplicate addresses', () => {
    const xml = buildSitemapXml('https://x.example', [
      { paths: { fr: '/fr/a?x=1&y=2', nl: '/nl/a?x=1&y=2' } },
      { paths: { fr: '/fr/a?x=1&y=2', nl: '/nl/a?x=1&y=2' } },
    ]);
    expect(xml).toContain('<loc>https://x.example/fr/a?x=1&amp;y=2</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('writes robots.txt: open site, closed dashboard and auth pages, the sitemap', () => {
    const robots = buildRobotsTxt(ORIGIN);
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/fr/mon-tableau-de-bord', '/nl/my-dashboard', '/fr/connexion', '/nl/aanmelden', '/fr/verify-email', '/fr/verify/', '/nl/verifieren/', '/fr/auth/reset-password/', '/fr/s/']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toMatch(/Disallow: \/(fr|nl)?\n/);
    expect(robots.trimEnd().endsWith(`Sitemap: ${ORIGIN}/sitemap.xml`)).toBe(true);
  });
});
