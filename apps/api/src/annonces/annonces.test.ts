import { annonceCategorySchema, annonceDetailSchema, annonceSummarySchema, listOf } from '@sam/contracts';
import type { DB } from '@sam/db';
import { expectBookmarkRefusals, expectBookmarkToggles, expectFieldErrors } from '../testing/expectations';
import { categoryInserter, insertGeo, insertListing } from '../testing/fixtures';
import { readers, type TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { excerpt } from './repository';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const searchResult = listOf(annonceSummarySchema);

async function insertAnnonce(
  db: DB,
  values: { slug: string; title: string; category_id: number | null; published_at: string | null; expires_at?: string | null; status?: string; price_cents?: number | null; locale?: string; prestataire_id?: number | null },
): Promise<number> {
  const { id } = await db
    .insertInto('annonces')
    .values({
      slug: values.slug,
      category_id: values.category_id,
      prestataire_id: values.prestataire_id ?? null,
      user_id: null,
      title: values.title,
      body: `Texte de l'annonce ${values.title}. Contact de préférence le soir.`,
      locale: values.locale ?? 'fr',
      contact_email: 'contact@example.be',
      phone: '+32 2 123 45 67',
      price_cents: values.price_cents === undefined ? null : values.price_cents,
      commune_id: '21009',
      status: values.status ?? 'published',
      published_at: values.published_at,
      expires_at: values.expires_at === undefined ? inDays(30) : values.expires_at,
      created_at: inDays(-90),
      updated_at: inDays(-1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('excerpt', () => {
  it('keeps short text and cuts long text on a word', () => {
    expect(excerpt('  Un  fauteuil\nroulant ')).toBe('Un fauteuil roulant');
    expect(excerpt('aaa bbb ccc ddd', 10)).toBe('aaa bbb…');
  });
});

describe.each(testDialects())('annonces on %s', (dialect) => {
  let t: TestApp;
  let materiel: number;
  let logement: number;
  let user: TestClient;
  let other: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await insertGeo(t.db);
    const listingId = await insertListing(t.db, { slug: 'aidants-ixelles', title: 'Aidants proches Ixelles' });
    const category = categoryInserter(t.db, 'annonce_categories');
    materiel = await category('materiel-medical', 'medisch-materiaal', 'Matériel médical', 'Medisch materiaal', 1);
    logement = await category('logement-adapte', 'aangepaste-woning', 'Logement adapté', 'Aangepaste woning', 2);
    await category('benevolat', 'vrijwilligerswerk', 'Bénévolat', 'Vrijwilligerswerk', 3);

    // 32 visible ads (two pages), newest first; 1 expired, 1 scheduled, 1 draft.
    for (let i = 1; i <= 31; i++) {
      await insertAnnonce(t.db, { slug: `fauteuil-${i}`, title: `Fauteuil roulant n° ${i}`, category_id: materiel, published_at: inDays(-i), price_cents: i === 1 ? 12_500 : null, prestataire_id: i === 1 ? listingId : null });
    }
    await insertAnnonce(t.db, { slug: 'studio-adapte', title: 'Studio adapté 50% PMR', category_id: logement, published_at: inDays(-40), expires_at: null, locale: 'nl' });
    await insertAnnonce(t.db, { slug: 'expiree', title: 'Annonce expirée', category_id: logement, published_at: inDays(-60), expires_at: inDays(-1) });
    await insertAnnonce(t.db, { slug: 'programmee', title: 'Annonce programmée', category_id: logement, published_at: inDays(2) });
    await insertAnnonce(t.db, { slug: 'brouillon', title: 'Brouillon', category_id: materiel, published_at: inDays(-1), status: 'draft' });

    ({ user, other, visitor } = await readers(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/annonces/search', () => {
    it('pages over visible ads, newest first, 30 per page', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/annonces/search', payload: { locale: 'fr' } });
      expect(response.statusCode).toBe(200);
      const body = searchResult.parse(response.json());
      expect(body.meta).toEqual({ current_page: 1, per_page: 30, total: 32 });
      expect(body.data).toHaveLength(30);
      expect(body.data[0]).toMatchObject({
        slug: 'fauteuil-1',
        price_cents: 12_500,
        commune: { id: '21009', name: 'Ixelles' },
        category: { id: materiel, slug: 'materiel-medical', title: 'Matériel médical' },
      });
      const page2 = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/annonces/search', payload: { page: 2 } })).json());
      expect(page2.meta.current_page).toBe(2);
      expect(page2.data.map((a) => a.slug)).toEqual(['fauteuil-31', 'studio-adapte']);
      const slugs = [...body.data, ...page2.data].map((a) => a.slug);
      for (const hidden of ['expiree', 'programmee', 'brouillon']) expect(slugs).not.toContain(hidden);
    });

    it('lists the ads written in the asked locale first when no text orders them (issue 15)', async () => {
      const list = async (payload: object) => searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/annonces/search', payload })).json()).data.map((a) => `${a.slug}:${a.locale}`);
      expect((await list({ locale: 'nl' })).slice(0, 3)).toEqual(['studio-adapte:nl', 'fauteuil-1:fr', 'fauteuil-2:fr']);
      // A text keeps the newest first, whatever the language.
      expect(await list({ locale: 'nl', q: 'a', category: logement })).toEqual(['studio-adapte:nl']);
      expect((await list({ locale: 'nl', q: 'a' })).slice(0, 2)).toEqual(['fauteuil-1:fr', 'fauteuil-2:fr']);
    });

    it('filters by category id or slug (either language) and by text', async () => {
      for (const category of [logement, 'logement-adapte', 'aangepaste-woning']) {
        const body = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/annonces/search', payload: { category, locale: 'nl' } })).json());
        expect(body.data.map((a) => a.slug)).toEqual(['studio-adapte']);
        expect(body.data[0].category).toEqual({ id: logement, slug: 'aangepaste-woning', title: 'Aangepaste woning' });
        expect(body.data[0].commune?.name).toBe('Elsene');
      }
      const q = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/annonces/search', payload: { q: 'N° 12' } })).json());
      expect(q.data.map((a) => a.slug)).toEqual(['fauteuil-12']);
      const percent = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/annonces/search', payload: { q: '50%' } })).json());
      expect(percent.data.map((a) => a.slug)).toEqual(['studio-adapte']);
      const wildcard = searchResult.parse((await t.app.inject({ method: 'POST', url: '/api/annonces/search', payload: { q: '_' } })).json());
      expect(wildcard.meta.total).toBe(0);
    });

    it('rejects bad input with 422 and field errors', async () => {
      for (const [payload, field] of [
        [{ page: 0 }, 'page'],
        [{ page: 'deux' }, 'page'],
        [{ locale: 'en' }, 'locale'],
        [{ q: 'x'.repeat(201) }, 'q'],
        [{ category: 'n-existe-pas' }, 'category'],
        [{ category: 999 }, 'category'],
      ] as const) {
        expectFieldErrors(await t.app.inject({ method: 'POST', url: '/api/annonces/search', payload }), [field]);
      }
    });
  });

  describe('GET /api/annonces/categories', () => {
    it('lists the categories in order with their visible counts, in the locale', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/annonces/categories?locale=nl' });
      expect(response.statusCode).toBe(200);
      const data = annonceCategorySchema.array().parse(response.json().data);
      expect(data.map((c) => [c.slug, c.title, c.count])).toEqual([
        ['medisch-materiaal', 'Medisch materiaal', 31],
        ['aangepaste-woning', 'Aangepaste woning', 1],
        ['vrijwilligerswerk', 'Vrijwilligerswerk', 0],
      ]);
    });

    it('gives one category by id, 404 for an unknown one, 422 for a bad locale', async () => {
      const one = await t.app.inject({ method: 'GET', url: `/api/annonces/categories/${logement}` });
      expect(annonceCategorySchema.parse(one.json().data)).toMatchObject({ slug: 'logement-adapte', title: 'Logement adapté', count: 1 });
      for (const id of ['999', 'abc']) expect((await t.app.inject({ method: 'GET', url: `/api/annonces/categories/${id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/annonces/categories?locale=de' })).statusCode).toBe(422);
    });
  });

  describe('GET /api/annonces/:slug', () => {
    it('gives the ad by slug or id with its contact and listing', async () => {
      const bySlug = await t.app.inject({ method: 'GET', url: '/api/annonces/fauteuil-1?locale=fr' });
      expect(bySlug.statusCode).toBe(200);
      const data = annonceDetailSchema.parse(bySlug.json().data);
      expect(data).toMatchObject({
        slug: 'fauteuil-1',
        contact_email: 'contact@example.be',
        phone: '+32 2 123 45 67',
        price_cents: 12_500,
        prestataire: { slug: 'aidants-ixelles', title: 'Aidants proches Ixelles' },
        bookmarked: false,
      });
      const byId = await t.app.inject({ method: 'GET', url: `/api/annonces/${data.id}` });
      expect(byId.json().data.slug).toBe('fauteuil-1');
    });

    it('is 404 for unknown, malformed, expired, scheduled and draft ads; 422 for a bad locale', async () => {
      for (const slug of ['nexiste-pas', 'Pas%20un%20slug', 'expiree', 'programmee', 'brouillon', '99999']) {
        expect((await t.app.inject({ method: 'GET', url: `/api/annonces/${slug}` })).statusCode).toBe(404);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/annonces/fauteuil-1?locale=en' })).statusCode).toBe(422);
    });
  });

  describe('POST /api/annonces/:slug/bookmark', () => {
    it('toggles without a body, sets with one, per user', async () => {
      await expectBookmarkToggles(user, other, {
        bookmarkUrl: '/api/annonces/fauteuil-5/bookmark',
        detailUrl: '/api/annonces/fauteuil-5',
        detailSchema: annonceDetailSchema,
        listed: expect.objectContaining({ type: 'annonce', slug: 'fauteuil-5', title: 'Fauteuil roulant n° 5' }),
      });
    });

    it('is 401 for a visitor, 422 for a bad body, 404 for an unknown or expired ad', async () => {
      await expectBookmarkRefusals(user, visitor, '/api/annonces/fauteuil-5/bookmark', 'oui');
      expect((await user.post('/api/annonces/nexiste-pas/bookmark')).statusCode).toBe(404);
      expect((await user.post('/api/annonces/expiree/bookmark')).statusCode).toBe(404);
    });
  });
});
