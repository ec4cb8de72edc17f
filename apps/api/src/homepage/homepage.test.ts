import { homepageContentSchema } from '@sam/contracts';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { localiseUrl } from './localise-url';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('localiseUrl', () => {
  it('gives a portal path in the asked locale and leaves other addresses alone', () => {
    expect(localiseUrl('/fr/me-laisser-guider', 'nl')).toBe('/nl/laat-me-begeleiden');
    expect(localiseUrl('/nl/agenda/rouwcafe?x=1#top', 'fr')).toBe('/fr/agenda/rouwcafe?x=1#top');
    expect(localiseUrl('/fr/soutenir-l-asbl/amis-de-sam', 'fr')).toBe('/fr/soutenir-l-asbl/amis-de-sam');
    expect(localiseUrl('https://www.inami.fgov.be/fr', 'nl')).toBe('https://www.inami.fgov.be/fr');
    expect(localiseUrl('/fr/page-inconnue/a/b/c', 'nl')).toBe('/fr/page-inconnue/a/b/c');
    expect(localiseUrl(null, 'fr')).toBeNull();
  });
});

describe.each(testDialects())('GET /api/content/homepage on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const item = (kind: string, title: string, published_at: string | null, position = 0, url: string | null = null) => ({
      kind,
      title_fr: `${title} (fr)`,
      title_nl: `${title} (nl)`,
      body_fr: `Texte ${title}`,
      body_nl: `Tekst ${title}`,
      url,
      image_path: null,
      position,
      published_at,
    });
    await t.db
      .insertInto('homepage_items')
      .values([
        item('actu', 'older', daysAgo(20)),
        item('actu', 'newest', daysAgo(1), 0, 'https://www.aviq.be/fr'),
        item('actu', 'draft', null),
        item('actu', 'scheduled', new Date(Date.now() + DAY).toISOString()),
        item('guide', 'second', daysAgo(50), 2, '/fr/faq'),
        item('guide', 'first', daysAgo(50), 1, '/fr/me-laisser-guider'),
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the published news (newest first) and guide entries (by position), bilingual', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/homepage?locale=nl' });
    expect(response.statusCode).toBe(200);
    const content = homepageContentSchema.parse(response.json());
    expect(content.actus.map((a) => a.title)).toEqual(['newest (nl)', 'older (nl)']);
    expect(content.actus[0]).toMatchObject({ kind: 'actu', body: 'Tekst newest', title_fr: 'newest (fr)', body_fr: 'Texte newest', url: 'https://www.aviq.be/fr' });
    expect(content.guide.map((g) => [g.title, g.url])).toEqual([
      ['first (nl)', '/nl/laat-me-begeleiden'],
      ['second (nl)', '/nl/faq'],
    ]);
    const fr = homepageContentSchema.parse((await t.app.inject({ method: 'GET', url: '/api/content/homepage' })).json());
    expect(fr.guide[0]).toMatchObject({ title: 'first (fr)', url: '/fr/me-laisser-guider' });
  });

  it('refuses an unknown locale with 422', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/homepage?locale=en' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['locale']);
  });
});
