import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoute, ROUTES } from '@sam/i18n-routes';
import { contentHref, parseFrontMatter, renderContentPage } from './markdown';

const links = { dashboardOrigin: 'http://dashboard.test', apiOrigin: 'http://api.test' };

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

  it('sends dashboard links to the dashboard’s origin and leaves portal and outside links alone', () => {
    const html = renderContentPage('---\ntitle: T\n---\n[fiche](/fr/mon-tableau-de-bord/mes-fiches) [contact](/fr/contact) [BCE](https://kbopub.economie.fgov.be/)\n', links).html;
    expect(html).toContain('href="http://dashboard.test/fr/mon-tableau-de-bord/mes-fiches"');
    expect(html).toContain('href="/fr/contact"');
    expect(html).toContain('href="https://kbopub.economie.fgov.be/"');
    expect(contentHref('/nl/my-dashboard/mijn-fiches#tabs', links)).toBe('http://dashboard.test/nl/my-dashboard/mijn-fiches#tabs');
    expect(contentHref('/api/docs', links)).toBe('http://api.test/api/docs');
  });

  /** The API's own pages (its reference and OpenAPI document), served by the API (coverage test there). */
  const API_PAGES = ['/api/docs', '/api/openapi.json'];

  it('links only to pages of the route table, in the page’s own locale, or to the API reference', () => {
    for (const file of readdirSync(CONTENT_DIR).filter((f) => f.endsWith('.md'))) {
      const locale = file.match(/\.(fr|nl)\.md$/)![1];
      const source = readFileSync(join(CONTENT_DIR, file), 'utf8');
      for (const [, href] of source.matchAll(/\]\((\/[^)\s]*)\)/g)) {
        if (API_PAGES.includes(href)) continue;
        const match = matchRoute(href.split(/[?#]/)[0]);
        expect([file, href, match?.locale]).toEqual([file, href, locale]);
      }
    }
  });
});
