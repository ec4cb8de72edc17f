import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '@sam/i18n-routes';
import { parseFrontMatter, renderContentPage } from './markdown';

const CONTENT_DIR = join(__dirname, '../../../../../content/pages');

describe('content pages', () => {
  it('parses front matter and renders Markdown', () => {
    const page = renderContentPage('---\ntitle: "Nos valeurs"\ndescription: Ce qui nous guide\n---\n## Respect\n\nChaque personne **compte**.\n');
    expect(page).toEqual({ title: 'Nos valeurs', description: 'Ce qui nous guide', html: expect.stringContaining('<h2>Respect</h2>') });
    expect(page.html).toContain('<strong>compte</strong>');
    expect(parseFrontMatter('no front matter').data).toEqual({});
    expect(() => renderContentPage('---\ndescription: x\n---\nbody')).toThrow(/title/);
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
});
