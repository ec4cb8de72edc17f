import { infoDetailSchema, infoSummarySchema, listOf, userSchema } from '@sam/contracts';
import type { DB } from '@sam/db';
import { expectBookmarkChangesIndexed, expectBookmarkRefusals, expectBookmarkToggles, expectFieldErrors } from '../testing/expectations';
import { readers, type TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { matchInfos, type InfoRow } from './repository';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const list = listOf(infoSummarySchema);

async function insertInfo(
  db: DB,
  values: { slug: string; title_fr: string; title_nl?: string; category: string | null; published_at: string | null; body_fr?: string; url?: string | null },
): Promise<number> {
  const { id } = await db
    .insertInto('infos')
    .values({
      slug_fr: values.slug,
      slug_nl: `${values.slug}-nl`,
      title_fr: values.title_fr,
      title_nl: values.title_nl ?? `${values.title_fr} (nl)`,
      summary_fr: `Résumé : ${values.title_fr}.`,
      summary_nl: `Samenvatting: ${values.title_fr}.`,
      body_fr: values.body_fr ?? `## En bref\n\nTexte sur ${values.title_fr}.`,
      body_nl: `## Kort\n\nTekst over ${values.title_fr}.`,
      url: values.url ?? null,
      category: values.category,
      published_at: values.published_at,
      updated_at: inDays(-1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('matchInfos', () => {
  const row = (id: number, title_fr: string, body_fr: string) => ({ id, title_fr, body_fr, summary_fr: null }) as unknown as InfoRow;
  it('finds every word accents and case aside, title matches first', () => {
    const rows = [row(1, 'Le répit', 'Un séjour pour l’aidant proche.'), row(2, 'Aidant proche : le statut', 'Reconnaissance.'), row(3, 'Mutualités', 'Rien.')];
    expect(matchInfos(rows, 'fr', 'AIDANT proche').map((r) => r.id)).toEqual([2, 1]);
    expect(matchInfos(rows, 'fr', 'repit').map((r) => r.id)).toEqual([1]);
    expect(matchInfos(rows, 'fr', 'sejour statut')).toEqual([]);
    expect(matchInfos(rows, 'fr', '  ').map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

describe.each(testDialects())('infos on %s', (dialect) => {
  let t: TestApp;
  let user: TestClient;
  let other: TestClient;
  let visitor: TestClient;
  let carte: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // 23 published infos in 'allocations' (two pages of 20), newest first: allocation-1 … allocation-23.
    for (let i = 1; i <= 23; i++) {
      await insertInfo(t.db, { slug: `allocation-${i}`, title_fr: `Allocation n° ${i}`, category: 'allocations', published_at: inDays(-i) });
    }
    carte = await insertInfo(t.db, {
      slug: 'carte-de-stationnement',
      title_fr: 'La carte de stationnement',
      title_nl: 'De parkeerkaart',
      category: 'mobilite',
      published_at: inDays(-30),
      body_fr: '## Qui peut la demander ?\n\nLa **Direction générale** délivre la carte après une évaluation médicale.',
      url: 'https://handicap.belgium.be',
    });
    const repit = await insertInfo(t.db, { slug: 'le-repit', title_fr: 'Le répit pour l’aidant', category: 'aidants-proches', published_at: inDays(-31) });
    const transport = await insertInfo(t.db, { slug: 'transport-adapte', title_fr: 'Transport adapté', category: 'mobilite', published_at: inDays(-32), body_fr: 'Un minibus pour l’aidant et la personne.' });
    const draft = await insertInfo(t.db, { slug: 'brouillon', title_fr: 'Brouillon sur la carte', category: 'mobilite', published_at: null });
    const scheduled = await insertInfo(t.db, { slug: 'programmee', title_fr: 'Programmée', category: 'mobilite', published_at: inDays(3) });
    // Links in both directions count once; unpublished ones are left out.
    await t.db.insertInto('info_related').values([
      { info_id: carte, related_id: transport },
      { info_id: repit, related_id: carte },
      { info_id: transport, related_id: carte },
      { info_id: carte, related_id: draft },
      { info_id: carte, related_id: scheduled },
    ]).execute();

    ({ user, other, visitor } = await readers(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/infos', () => {
    it('pages over published infos, newest first, 20 a page, in the locale', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/infos' });
      expect(response.statusCode).toBe(200);
      const body = list.parse(response.json());
      expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 26 });
      expect(body.data.map((i) => i.slug).slice(0, 2)).toEqual(['allocation-1', 'allocation-2']);
      expect(body.data[0].category).toEqual({ key: 'allocations', slug: 'allocations-et-aides', title: 'Allocations et aides financières' });

      const page2 = list.parse((await t.app.inject({ method: 'GET', url: '/api/infos?page=2&locale=nl' })).json());
      expect(page2.meta.current_page).toBe(2);
      expect(page2.data.map((i) => i.slug)).toEqual(['allocation-21-nl', 'allocation-22-nl', 'allocation-23-nl', 'carte-de-stationnement-nl', 'le-repit-nl', 'transport-adapte-nl']);
      expect(page2.data[3]).toMatchObject({ title: 'De parkeerkaart', slug_fr: 'carte-de-stationnement', category: { slug: 'mobiliteit-en-vervoer', title: 'Mobiliteit en vervoer' } });
    });

    it('filters by category key or slug in either language', async () => {
      for (const category of ['mobilite', 'mobilite-et-transport', 'mobiliteit-en-vervoer']) {
        const body = list.parse((await t.app.inject({ method: 'GET', url: `/api/infos?category=${category}` })).json());
        expect(body.data.map((i) => i.slug)).toEqual(['carte-de-stationnement', 'transport-adapte']);
        expect(body.meta.total).toBe(2);
      }
    });

    it('rejects bad input with 422 and field errors', async () => {
      for (const [query, field] of [['page=0', 'page'], ['page=deux', 'page'], ['locale=en', 'locale'], ['category=inconnue', 'category'], ['category=Pas%20un%20slug', 'category']] as const) {
        expectFieldErrors(await t.app.inject({ method: 'GET', url: `/api/infos?${query}` }), [field]);
      }
    });
  });

  describe('POST /api/infos/search', () => {
    const search = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/infos/search', payload });

    it('finds words accents and case aside, title matches first, published only', async () => {
      const body = list.parse((await search({ query: 'CARTE' })).json());
      expect(body.data.map((i) => i.slug)).toEqual(['carte-de-stationnement']);
      const aidant = list.parse((await search({ query: 'aïdant' })).json());
      expect(aidant.data.map((i) => i.slug)).toEqual(['le-repit', 'transport-adapte']);
      const repit = list.parse((await search({ query: 'repit', locale: 'fr' })).json());
      expect(repit.data.map((i) => i.slug)).toEqual(['le-repit']);
      const none = list.parse((await search({ query: 'introuvable' })).json());
      expect(none).toEqual({ data: [], meta: { current_page: 1, per_page: 20, total: 0 } });
    });

    it('combines the query with a category and pages like the list', async () => {
      const inCategory = list.parse((await search({ query: 'aidant', category: 'mantelzorg' })).json());
      expect(inCategory.data.map((i) => i.slug)).toEqual(['le-repit']);
      const all = list.parse((await search({ page: 2 })).json());
      expect(all.meta).toEqual({ current_page: 2, per_page: 20, total: 26 });
      expect(all.data).toHaveLength(6);
    });

    it('rejects bad input with 422 and field errors', async () => {
      for (const [payload, field] of [
        [{ page: 0 }, 'page'],
        [{ locale: 'de' }, 'locale'],
        [{ query: 'x'.repeat(201) }, 'query'],
        [{ query: 42 }, 'query'],
        [{ category: 'inconnue' }, 'category'],
      ] as const) {
        expectFieldErrors(await search(payload), [field]);
      }
    });
  });

  describe('GET /api/infos/:id', () => {
    it('gives the info by id, slug_fr or slug_nl, in the requested locale', async () => {
      for (const ref of [String(carte), 'carte-de-stationnement', 'carte-de-stationnement-nl']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/infos/${ref}?locale=fr` });
        expect(response.statusCode).toBe(200);
        const data = infoDetailSchema.parse(response.json().data);
        expect(data).toMatchObject({ id: carte, slug: 'carte-de-stationnement', slug_nl: 'carte-de-stationnement-nl', title: 'La carte de stationnement', url: 'https://handicap.belgium.be', bookmarked: false });
        expect(data.body).toContain('**Direction générale**');
      }
      const nl = infoDetailSchema.parse((await t.app.inject({ method: 'GET', url: '/api/infos/carte-de-stationnement?locale=nl' })).json().data);
      expect(nl).toMatchObject({ slug: 'carte-de-stationnement-nl', title: 'De parkeerkaart', body: expect.stringContaining('## Kort') });
    });

    it('is 404 for unknown, malformed, draft and scheduled infos; 422 for a bad locale', async () => {
      for (const ref of ['nexiste-pas', 'Pas%20un%20slug', 'brouillon', 'programmee', '99999', '99999999999']) {
        expect([ref, (await t.app.inject({ method: 'GET', url: `/api/infos/${ref}` })).statusCode]).toEqual([ref, 404]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/infos/carte-de-stationnement?locale=en' })).statusCode).toBe(422);
    });
  });

  describe('GET /api/infos/:id/related', () => {
    it('gives the published infos linked either way, once each, in alphabetical order', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/infos/carte-de-stationnement/related?locale=fr' });
      expect(response.statusCode).toBe(200);
      const data = infoSummarySchema.array().parse(response.json().data);
      expect(data.map((i) => i.slug)).toEqual(['le-repit', 'transport-adapte']);
      const back = infoSummarySchema.array().parse((await t.app.inject({ method: 'GET', url: '/api/infos/transport-adapte-nl/related?locale=nl' })).json().data);
      expect(back.map((i) => i.slug)).toEqual(['carte-de-stationnement-nl']);
      expect((await t.app.inject({ method: 'GET', url: '/api/infos/allocation-1/related' })).json()).toEqual({ data: [] });
    });

    it('is 404 for an unknown or unpublished info, 422 for a bad locale', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/infos/nexiste-pas/related' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/infos/brouillon/related' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/infos/le-repit/related?locale=xx' })).statusCode).toBe(422);
    });
  });

  describe('POST /api/infos/:slug/bookmark', () => {
    it('toggles without a body, sets with one (idempotent), per user', async () => {
      await expectBookmarkToggles(user, other, {
        bookmarkUrl: '/api/infos/carte-de-stationnement/bookmark',
        detailUrl: '/api/infos/carte-de-stationnement',
        detailSchema: infoDetailSchema,
        listed: { type: 'info', id: carte, slug: 'carte-de-stationnement', title: 'La carte de stationnement' },
        toggleBackUrl: '/api/infos/carte-de-stationnement-nl/bookmark',
      });
      expect(userSchema.parse((await user.get('/api/user')).json()).bookmarks).toEqual([]);
    });

    it('is 401 for a visitor, 419 without the CSRF token, 422 for a bad body, 404 for an unknown or draft info', async () => {
      await expectBookmarkRefusals(user, visitor, '/api/infos/carte-de-stationnement/bookmark', 'oui');
      expect((await user.request({ method: 'POST', url: '/api/infos/carte-de-stationnement/bookmark', payload: {}, csrf: false })).statusCode).toBe(419);
      expect((await user.post('/api/infos/nexiste-pas/bookmark')).statusCode).toBe(404);
      expect((await user.post('/api/infos/brouillon/bookmark')).statusCode).toBe(404);
    });
  });

  it('tells the search indices that the bookmarkers changed, after each toggle', async () => {
    await expectBookmarkChangesIndexed(t, { user, visitor }, '/api/infos/carte-de-stationnement/bookmark', ['info', carte]);
  });
});
