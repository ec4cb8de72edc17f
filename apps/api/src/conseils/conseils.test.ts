import { conseilDetailSchema, conseilSummarySchema, listOf, userSchema } from '@sam/contracts';
import type { DB } from '@sam/db';
import { expectBookmarkChangesIndexed, expectBookmarkRefusals, expectBookmarkToggles, expectFieldErrors } from '../testing/expectations';
import { readers, type TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const list = listOf(conseilSummarySchema);

async function insertConseil(db: DB, slug: string, title_fr: string, title_nl: string, published_at: string | null): Promise<number> {
  const { id } = await db
    .insertInto('conseils')
    .values({ slug_fr: slug, slug_nl: `${slug}-nl`, title_fr, title_nl, summary_fr: `En bref : ${title_fr}`, summary_nl: `Kort: ${title_nl}`, published_at, updated_at: inDays(-1) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(testDialects())('conseils on %s', (dialect) => {
  let t: TestApp;
  let user: TestClient;
  let other: TestClient;
  let visitor: TestClient;
  let guide: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const parent = await t.db.insertInto('besoins').values({ parent_id: null, slug_fr: 'aider-un-proche', slug_nl: 'zorgen-voor-een-naaste', titre_fr: 'Aider un proche', titre_nl: 'Zorgen voor een naaste', description_fr: null, description_nl: null, position: 1 }).returning('id').executeTakeFirstOrThrow();
    const repit = await t.db.insertInto('besoins').values({ parent_id: parent.id, slug_fr: 'repit', slug_nl: 'respijtzorg', titre_fr: 'Répit pour l’aidant', titre_nl: 'Respijtzorg', description_fr: null, description_nl: null, position: 1 }).returning('id').executeTakeFirstOrThrow();
    const tag = (slug: string, name_fr: string, name_nl: string) => t.db.insertInto('tags').values({ slug, name_fr, name_nl }).returning('id').executeTakeFirstOrThrow();
    const seniors = await tag('seniors', 'Seniors', 'Senioren');
    const aidants = await tag('aidants-proches', 'Aidants proches', 'Mantelzorgers');

    guide = await insertConseil(t.db, 'souffler-quand-on-aide', 'Souffler quand on aide un proche', 'Op adem komen als mantelzorger', inDays(-10));
    await insertConseil(t.db, 'preparer-un-sejour', 'Préparer un séjour de répit', 'Een respijtverblijf voorbereiden', inDays(-2));
    await insertConseil(t.db, 'brouillon', 'Brouillon', 'Ontwerp', null);
    await insertConseil(t.db, 'programme', 'Programmé', 'Gepland', inDays(5));
    // Sections inserted out of order: the guide shows them by position.
    await t.db.insertInto('conseil_contents').values([
      { conseil_id: guide, position: 2, heading_fr: 'Demander de l’aide', heading_nl: 'Hulp vragen', body_fr: 'Le **CPAS** peut vous orienter.', body_nl: 'Het **OCMW** kan u doorverwijzen.' },
      { conseil_id: guide, position: 1, heading_fr: 'Reconnaître la fatigue', heading_nl: 'Vermoeidheid herkennen', body_fr: 'Dormir mal est un signal.', body_nl: 'Slecht slapen is een signaal.' },
      { conseil_id: guide, position: 3, heading_fr: null, heading_nl: null, body_fr: 'Prenez soin de vous.', body_nl: 'Zorg voor uzelf.' },
    ]).execute();
    await t.db.insertInto('conseil_tags').values([{ conseil_id: guide, tag_id: seniors.id }, { conseil_id: guide, tag_id: aidants.id }]).execute();
    await t.db.insertInto('conseil_besoins').values([{ conseil_id: guide, besoin_id: repit.id }, { conseil_id: guide, besoin_id: parent.id }]).execute();

    ({ user, other, visitor } = await readers(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/conseils', () => {
    it('lists the published guides, newest first, with their tags, in the locale', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/conseils?locale=nl' });
      expect(response.statusCode).toBe(200);
      const body = list.parse(response.json());
      expect(body.meta).toEqual({ current_page: 1, per_page: 30, total: 2 });
      expect(body.data.map((c) => [c.slug, c.title])).toEqual([
        ['preparer-un-sejour-nl', 'Een respijtverblijf voorbereiden'],
        ['souffler-quand-on-aide-nl', 'Op adem komen als mantelzorger'],
      ]);
      expect(body.data[1]).toMatchObject({ slug_fr: 'souffler-quand-on-aide', summary: 'Kort: Op adem komen als mantelzorger' });
      expect(body.data[1].tags.map((tag) => tag.name)).toEqual(['Mantelzorgers', 'Senioren']);
      expect(body.data[0].tags).toEqual([]);
      const fr = list.parse((await t.app.inject({ method: 'GET', url: '/api/conseils' })).json());
      expect(fr.data[1].tags.map((tag) => tag.name)).toEqual(['Aidants proches', 'Seniors']);
      expect(list.parse((await t.app.inject({ method: 'GET', url: '/api/conseils?page=2' })).json()).data).toEqual([]);
    });

    it('rejects a bad locale or page with 422', async () => {
      for (const [query, field] of [['locale=en', 'locale'], ['page=0', 'page'], ['page=x', 'page']] as const) {
        expectFieldErrors(await t.app.inject({ method: 'GET', url: `/api/conseils?${query}` }), [field]);
      }
    });
  });

  describe('GET /api/conseils/:id', () => {
    it('gives the guide by id, slug_fr or slug_nl with its sections in order, tags and needs', async () => {
      for (const ref of [String(guide), 'souffler-quand-on-aide', 'souffler-quand-on-aide-nl']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/conseils/${ref}?locale=fr` });
        expect(response.statusCode).toBe(200);
        const data = conseilDetailSchema.parse(response.json().data);
        expect(data).toMatchObject({ id: guide, slug: 'souffler-quand-on-aide', title: 'Souffler quand on aide un proche', bookmarked: false });
        expect(data.contents.map((c) => [c.position, c.heading])).toEqual([[1, 'Reconnaître la fatigue'], [2, 'Demander de l’aide'], [3, null]]);
        expect(data.contents[1].body).toBe('Le **CPAS** peut vous orienter.');
        expect(data.besoins.map((b) => [b.slug, b.path])).toEqual([['aider-un-proche', 'Aider un proche'], ['repit', 'Aider un proche > Répit pour l’aidant']]);
      }
      const nl = conseilDetailSchema.parse((await t.app.inject({ method: 'GET', url: '/api/conseils/souffler-quand-on-aide?locale=nl' })).json().data);
      expect(nl.contents[1]).toMatchObject({ heading: 'Hulp vragen', body: 'Het **OCMW** kan u doorverwijzen.' });
      expect(nl.besoins[1]).toMatchObject({ slug: 'respijtzorg', title: 'Respijtzorg', path: 'Zorgen voor een naaste > Respijtzorg' });
      expect(nl.tags.map((tag) => tag.slug)).toEqual(['aidants-proches', 'seniors']);
    });

    it('is 404 for unknown, malformed, draft and scheduled guides; 422 for a bad locale', async () => {
      for (const ref of ['nexiste-pas', 'Pas%20un%20slug', 'brouillon', 'programme', '99999', '99999999999']) {
        expect([ref, (await t.app.inject({ method: 'GET', url: `/api/conseils/${ref}` })).statusCode]).toEqual([ref, 404]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/conseils/souffler-quand-on-aide?locale=en' })).statusCode).toBe(422);
    });
  });

  describe('POST /api/conseils/:slug/bookmark', () => {
    it('toggles without a body, sets with one (idempotent), per user', async () => {
      await expectBookmarkToggles(user, other, {
        bookmarkUrl: '/api/conseils/souffler-quand-on-aide/bookmark',
        detailUrl: '/api/conseils/souffler-quand-on-aide',
        detailSchema: conseilDetailSchema,
        listed: { type: 'conseil', id: guide, slug: 'souffler-quand-on-aide', title: 'Souffler quand on aide un proche' },
      });
      expect(userSchema.parse((await user.get('/api/user')).json()).bookmarks).toEqual([]);
    });

    it('is 401 for a visitor, 419 without the CSRF token, 422 for a bad body, 404 for an unknown or draft guide', async () => {
      await expectBookmarkRefusals(user, visitor, '/api/conseils/souffler-quand-on-aide/bookmark', 1);
      expect((await user.request({ method: 'POST', url: '/api/conseils/souffler-quand-on-aide/bookmark', payload: {}, csrf: false })).statusCode).toBe(419);
      expect((await user.post('/api/conseils/nexiste-pas/bookmark')).statusCode).toBe(404);
      expect((await user.post('/api/conseils/brouillon/bookmark')).statusCode).toBe(404);
    });
  });

  it('tells the search indices that the bookmarkers changed, after each toggle', async () => {
    await expectBookmarkChangesIndexed(t, { user, visitor }, '/api/conseils/souffler-quand-on-aide/bookmark', ['conseil', guide]);
  });
});
