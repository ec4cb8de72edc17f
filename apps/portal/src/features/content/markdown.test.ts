import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRouteLink, matchRoute, parseRouteLink, ROUTES, type Locale } from '@sam/i18n-routes';
import { contentHref, parseFrontMatter, renderContentPage } from './markdown';

const origins = { portal: 'http://portal.test', dashboard: 'http://dashboard.test' };
const links = { locale: 'fr' as Locale, origins, apiOrigin: 'http://api.test' };

const CONTENT_DIR = join(__dirname, '../../../../../content/pages');

describe('content pages', () => {
  it('parses front matter and renders Markdown', () => {
    const page = renderContentPage('---\ntitle: "Nos valeurs"\ndescription: Ce qui nous guide\n---\n## Respect\n\nChaque personne **compte**.\n', links);
    expect(page).toEqual({ title: 'Nos valeurs', description: 'Ce qui nous guide', html: expect.stringContaining('<h2>Respect</h2>') });
    expect(page.html).toContain('<strong>compte</strong>');
    expect(parseFrontMatter('no front matter').data).toEqual({});
    expect(() => renderContentPage('---\ndescription: x\n---\nbody', links)).toThrow(/title/);
  });

  it('is written for every content route of the route table', () => {
    const files = new Set(readdirSync(CONTENT_DIR));
    const contentRoutes = ROUTES.filter((r) => r.app === 'portal' && r.name.startsWith('content-')).map((r) => r.name);
    expect(contentRoutes.length).toBeGreaterThan(30);
    for (const name of contentRoutes) for (const locale of ['fr', 'nl']) expect(files).toContain(`${name}.${locale}.md`);
  });

  it('exists in fr and nl for every file written, each with a title, a description and no H1 of its own', () => {
    const files = readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.md'));
    const names = new Set(files.map((f) => f.replace(/\.(fr|nl)\.md$/, '')));
    const routeNames = new Set(ROUTES.map((r) => r.name));
    for (const name of names) {
      expect(routeNames).toContain(name);
      for (const locale of ['fr', 'nl']) {
        const source = readFileSync(join(CONTENT_DIR, `${name}.${locale}.md`), 'utf8');
        const { data, body } = parseFrontMatter(source);
        expect([name, locale, Boolean(data['title']), (data['description'] ?? '').length > 0]).toEqual([name, locale, true, true]);
        expect(body).not.toMatch(/^# /m);
      }
    }
  });

  it('resolves route: links in the page’s locale, on the dashboard’s origin for dashboard pages', () => {
    const source = '---\ntitle: T\n---\n[fiche](route:dashboard-index-mes-fiches) [faq](route:faq#liste) [contact](/fr/contact) [BCE](https://kbopub.economie.fgov.be/)\n';
    const fr = renderContentPage(source, links).html;
    expect(fr).toContain('href="http://dashboard.test/fr/mon-tableau-de-bord/mes-fiches"');
    expect(fr).toContain('href="/fr/faq#liste"');
    expect(fr).toContain('href="/fr/contact"');
    expect(fr).toContain('href="https://kbopub.economie.fgov.be/"');
    const nl = renderContentPage(source, { ...links, locale: 'nl' }).html;
    expect(nl).toContain('href="http://dashboard.test/nl/my-dashboard/mijn-fiches"');
    expect(nl).toContain('href="/nl/faq#liste"');
    expect(contentHref('route:agenda-slug?slug=fete', links)).toBe('/fr/agenda/fete');
    expect(contentHref('/api/docs', links)).toBe('http://api.test/api/docs');
  });

  it('refuses to render a route: link whose name the route table does not know', () => {
    expect(() => renderContentPage('---\ntitle: T\n---\n[x](route:dashboard-index-mes-fichs)\n', links)).toThrow(/Unknown route name: dashboard-index-mes-fichs/);
  });

  it('links only to pages of the route table, by name or as a portal path in the page’s own locale, or to the API', () => {
    for (const file of readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.md'))) {
      const locale = file.match(/\.(fr|nl)\.md$/)![1] as Locale;
      const source = readFileSync(join(CONTENT_DIR, file), 'utf8');
      // Rendering resolves every route: link and throws on an unknown name.
      expect(() => renderContentPage(source, { ...links, locale })).not.toThrow();
      for (const [, href] of source.matchAll(/\]\(((?:\/|route:)[^)\s]*)\)/g)) {
        // The API's own documents (reference, OpenAPI, open data) go to the API's origin; the crawler checks they answer.
        if (href.startsWith('/api/')) continue;
        if (isRouteLink(href)) {
          expect([file, href, ROUTES.some((r) => r.name === parseRouteLink(href).route)]).toEqual([file, href, true]);
          continue;
        }
        // A path must be a portal page in the page's locale: the dashboard's pages live on another origin, so they go by name.
        const match = matchRoute(href.split(/[?#]/)[0]);
        expect([file, href, match?.locale, match?.route.app]).toEqual([file, href, locale, 'portal']);
      }
    }
  });
});
