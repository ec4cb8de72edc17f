import { listOf, offreCategorySchema, offreSchema } from '@sam/contracts';
import type { DB } from '@sam/db';
import { giveOwnership, grantRole, insertGeo, insertListing } from '../testing/fixtures';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const DAY = 86_400_000;
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const searchResult = listOf(offreSchema);

async function insertOffre(
  db: DB,
  values: { slug: string; title: string; category_id: number | null; valid_from?: string | null; valid_until?: string | null; status?: string; prestataire_id?: number | null },
): Promise<number> {
  const { id } = await db
    .insertInto('offres')
    .values({
      slug: values.slug,
      category_id: values.category_id,
      prestataire_id: values.prestataire_id ?? null,
      title_fr: values.title,
      title_nl: `NL ${values.title}`,
      description_fr: `Réduction pour les membres : ${values.title}.`,
      description_nl: `Korting voor leden: ${values.title}.`,
      valid_from: values.valid_from === undefined ? dayIn(-10) : values.valid_from,
      valid_until: values.valid_until === undefined ? dayIn(20) : values.valid_until,
      promo_code: `SAM-${values.slug.toUpperCase()}`,
      site_url: 'https://example.be/offre',
      attachment_path: 'offres/conditions.pdf',
      status: values.status ?? 'published',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(testDialects())('offres on %s', (dialect) => {
  let t: TestApp;
  let mobilite: number;
  let loisirs: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await insertGeo(t.db);
    const listingId = await insertListing(t.db, { slug: 'aidants-ixelles', title: 'Aidants proches Ixelles' });
    const category = (slug_fr: string, slug_nl: string, titre_fr: string, titre_nl: string, position: number) =>
      t.db.insertInto('offre_categories').values({ slug_fr, slug_nl, titre_fr, titre_nl, position }).returning('id').executeTakeFirstOrThrow();
    mobilite = (await category('mobilite', 'mobiliteit', 'Mobilité', 'Mobiliteit', 1)).id;
    loisirs = (await category('loisirs', 'vrije-tijd', 'Loisirs', 'Vrije tijd', 2)).id;
    ids = {};
    for (let i = 1; i <= 32; i++) ids[`scooter-${i}`] = await insertOffre(t.db, { slug: `scooter-${i}`, title: `Scooter ${i}`, category_id: mobilite, valid_until: dayIn(i), prestataire_id: i === 1 ? listingId : null });
    ids.illimitee = await insertOffre(t.db, { slug: 'illimitee', title: 'Cinéma adapté', category_id: loisirs, valid_from: null, valid_until: null });
    ids.aujourdhui = await insertOffre(t.db, { slug: 'aujourdhui', title: 'Dernier jour', category_id: loisirs, valid_until: dayIn(0) });
    ids.expiree = await insertOffre(t.db, { slug: 'expiree', title: 'Expirée', category_id: loisirs, valid_until: dayIn(-1) });
    ids.future = await insertOffre(t.db, { slug: 'future', title: 'Future', category_id: loisirs, valid_from: dayIn(3) });
    ids.brouillon = await insertOffre(t.db, { slug: 'brouillon', title: 'Brouillon', category_id: loisirs, status: 'draft' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/offres/search', () => {
    it('pages over currently valid offers, ending soonest first, 30 per page', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/offres/search', payload: { locale: 'fr' } });
      expect(response.statusCode).toBe(200);
      const body = searchResult.parse(response.json());
      expect(body.meta).toEqual({ current_page: 1, per_page: 30, total: 34 });
      expect(body.data[0]).toMatchObject({ slug: 'aujourdhui', valid: true, category: { id: loisirs, slug: 'loisirs', title: 'Loisirs' } });
      expect(body.data[1]).toMatchObject({
        slug: 'scooter-1',
        title: 'Scooter 1',
        promo_code: null, // a visitor does not get the codes

        site_url: 'https://example.be/offre',
        attachment_path: 'offres/conditions.pdf',
        prestataire: { slug: 'aidants-ixelles', title: 'Aidants proches Ixelles' },
      });
      const page2 = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/offres/search', payload: { page: 2 } })).json());
      expect(page2.data.map((o) => o.slug)).toEqual(['scooter-30', 'scooter-31', 'scooter-32', 'illimitee']); // undated last
    });

    it('shows expired and future offers when asked, never drafts', async () => {
      const body = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/offres/search', payload: { all: true, category: 'vrije-tijd', locale: 'nl' } })).json());
      expect(body.data.map((o) => [o.slug, o.valid])).toEqual([
        ['expiree', false],
        ['aujourdhui', true],
        ['future', false],
        ['illimitee', true],
      ]);
      expect(body.data[0].title).toBe('NL Expirée');
    });

    it('filters by category and text in the locale', async () => {
      for (const category of [loisirs, 'loisirs', 'vrije-tijd']) {
        const body = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/offres/search', payload: { category } })).json());
        expect(body.data.map((o) => o.slug)).toEqual(['aujourdhui', 'illimitee']);
      }
      const fr = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/offres/search', payload: { q: 'cinéma' } })).json());
      expect(fr.data.map((o) => o.slug)).toEqual(['illimitee']);
      const nl = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/offres/search', payload: { q: 'korting voor leden: cinéma', locale: 'nl' } })).json());
      expect(nl.data.map((o) => o.slug)).toEqual(['illimitee']);
    });

    it('rejects bad input with 422 and field errors', async () => {
      for (const [payload, field] of [
        [{ page: 0 }, 'page'],
        [{ locale: 'en' }, 'locale'],
        [{ all: 'oui' }, 'all'],
        [{ category: 'inconnue' }, 'category'],
        [{ category: 999 }, 'category'],
      ] as const) {
        const response = await t.app.inject({ method: 'POST', url: '/api/offres/search', payload });
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual([field]);
      }
    });
  });

  describe('categories', () => {
    it('lists categories with their currently valid counts, one by id, 404 otherwise', async () => {
      const list = offreCategorySchema.array().parse((await t.app.inject({ method: 'GET', url: '/api/offres/categories?locale=nl' })).json().data);
      expect(list.map((c) => [c.slug, c.title, c.count])).toEqual([
        ['mobiliteit', 'Mobiliteit', 32],
        ['vrije-tijd', 'Vrije tijd', 2],
      ]);
      const one = await t.app.inject({ method: 'GET', url: `/api/offres/categories/${mobilite}` });
      expect(offreCategorySchema.parse(one.json().data)).toMatchObject({ slug: 'mobilite', count: 32 });
      for (const id of ['999', 'abc']) expect((await t.app.inject({ method: 'GET', url: `/api/offres/categories/${id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/offres/categories?locale=de' })).statusCode).toBe(422);
    });
  });

  describe('GET /api/offres/:id', () => {
    it('gives a published offer, even an expired one, in the locale', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/offres/${ids.expiree}?locale=nl` });
      expect(response.statusCode).toBe(200);
      expect(offreSchema.parse(response.json().data)).toMatchObject({ slug: 'expiree', title: 'NL Expirée', valid: false, promo_code: null });
    });

    it('gives the promo code to providers and the SAM team only', async () => {
      const userIdOf = async (client: TestClient) => (await client.get('/api/user')).json().id as number;
      const reader = new TestClient(t.app);
      await reader.register({ email: 'lectrice@example.be' });
      const provider = new TestClient(t.app);
      await provider.register({ email: 'prestataire@example.be' });
      await giveOwnership(t.db, await insertListing(t.db, { slug: 'kine-uccle', title: 'Kiné Uccle' }), await userIdOf(provider));
      const admin = new TestClient(t.app);
      await admin.register({ email: 'equipe@example.be' });
      await grantRole(t.db, await userIdOf(admin), 'admin');

      const codeOf = async (client: TestClient) => (await client.get(`/api/offres/${ids.illimitee}`)).json().data.promo_code;
      const codesIn = async (client: TestClient) => searchResult.parse((await client.post('/api/offres/search', { category: 'loisirs' })).json()).data.map((o) => o.promo_code);
      expect(await codeOf(reader)).toBeNull();
      expect(await codesIn(reader)).toEqual([null, null]);
      for (const entitled of [provider, admin]) {
        expect(await codeOf(entitled)).toBe('SAM-ILLIMITEE');
        expect(await codesIn(entitled)).toEqual(['SAM-AUJOURDHUI', 'SAM-ILLIMITEE']);
      }
    });

    it('is 404 for drafts, unknown and malformed ids; 422 for a bad locale', async () => {
      for (const id of [String(ids.brouillon), '99999', 'abc']) expect((await t.app.inject({ method: 'GET', url: `/api/offres/${id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/offres/${ids.illimitee}?locale=en` })).statusCode).toBe(422);
    });
  });
});
