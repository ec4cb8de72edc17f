import { annonceDay, annonceDetailSchema, annonceEndOfDay, managedAnnonceListSchema, managedAnnonceSchema, SEARCH_INDEX_NAMES, type ManagedAnnonce } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { expectFieldErrors } from '../testing/expectations';
import { categoryInserter, giveOwnership, grantRole, insertGeo, insertListing } from '../testing/fixtures';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const DAY = 86_400_000;
const inDays = (days: number) => annonceDay(Date.now() + days * DAY);

describe.each(testDialects())('annonce writes on %s', (dialect) => {
  let t: TestApp;
  let materiel: number;
  let logement: number;
  let ownListing: number;
  let otherListing: number;
  let author: TestClient;
  let owner: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let unverified: TestClient;
  let visitor: TestClient;

  const form = (overrides: Record<string, unknown> = {}) => ({
    title: 'Fauteuil roulant pliable',
    body: 'Très bon état, peu servi.\n\nÀ venir chercher à Ixelles.',
    locale: 'fr',
    category_id: materiel,
    contact_email: 'marie@example.be',
    phone: '0470 12 34 56',
    price: '12,50',
    commune_id: '21009',
    expires_at: inDays(30),
    status: 'published',
    ...overrides,
  });

  /** A signed-in client; verified unless told otherwise. */
  const signIn = async (email: string, verified = true) => {
    const client = new TestClient(t.app);
    expect((await client.register({ email })).statusCode).toBe(201);
    if (verified) await t.db.updateTable('users').set({ email_verified_at: nowIso() }).where('email', '=', email).execute();
    return client;
  };
  const userId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  const create = async (client: TestClient, overrides: Record<string, unknown> = {}): Promise<ManagedAnnonce> => {
    const response = await client.post('/api/annonces', form(overrides));
    expect(response.statusCode).toBe(201);
    return managedAnnonceSchema.parse(response.json().data);
  };
  const mine = async (client: TestClient) => managedAnnonceListSchema.parse((await client.post('/api/annonces/search', { mine: true })).json());
  const publicStatus = async (slug: string) => (await t.app.inject({ method: 'GET', url: `/api/annonces/${slug}` })).statusCode;
  const publicSlugs = async () => ((await t.app.inject({ method: 'POST', url: '/api/annonces/search', payload: {} })).json().data as { slug: string }[]).map((a) => a.slug);
  /** objectIDs of the embedded annonces index for a query (§ search: updated in the same request as the write). */
  const indexed = async (query: string) => {
    const response = await t.app.inject({ method: 'POST', url: `/1/indexes/${SEARCH_INDEX_NAMES.annonces}/query`, payload: { params: new URLSearchParams({ query }).toString() } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { hits: { objectID: string }[] }).hits.map((hit) => Number(hit.objectID));
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await insertGeo(t.db);
    const category = categoryInserter(t.db, 'annonce_categories');
    materiel = await category('materiel-medical', 'medisch-materiaal', 'Matériel médical', 'Medisch materiaal', 1);
    logement = await category('logement-adapte', 'aangepaste-woning', 'Logement adapté', 'Aangepaste woning', 2);
    ownListing = await insertListing(t.db, { slug: 'aidants-ixelles', title: 'Aidants proches Ixelles' });
    otherListing = await insertListing(t.db, { slug: 'autre-service', title: 'Autre service' });

    author = await signIn('auteur@example.be');
    owner = await signIn('fiche@example.be');
    await giveOwnership(t.db, ownListing, await userId('fiche@example.be'));
    stranger = await signIn('inconnu@example.be');
    admin = await signIn('admin@example.be');
    await grantRole(t.db, await userId('admin@example.be'), 'admin');
    unverified = await signIn('pas-verifie@example.be', false);
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('throttles').execute();
  });

  describe('POST /api/annonces', () => {
    it('creates a published ad with a slug from its title, public and indexed at once', async () => {
      const created = await create(author, { title: 'Lit médicalisé à donner', price: '0' });
      expect(created).toMatchObject({
        slug: 'lit-medicalise-a-donner',
        title: 'Lit médicalisé à donner',
        status: 'published',
        price_cents: 0,
        phone: '0470 12 34 56',
        commune_id: '21009',
        category_id: materiel,
        prestataire: null,
        expires_at: annonceEndOfDay(inDays(30)),
        visible: true,
      });
      expect(Date.parse(created.published_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      const detail = annonceDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/annonces/${created.slug}` })).json().data);
      expect(detail).toMatchObject({ title: 'Lit médicalisé à donner', commune: { name: 'Ixelles' }, contact_email: 'marie@example.be' });
      expect(await indexed('medicalise')).toEqual([created.id]);

      // The same title again, and titles that would clash with a dashboard page or look like an id.
      expect((await create(author, { title: 'Lit médicalisé à donner' })).slug).toBe('lit-medicalise-a-donner-2');
      expect((await create(author, { title: 'Create' })).slug).toBe('create-2');
      expect((await create(author, { title: '2024' })).slug).toBe('annonce-2024');
    });

    it('keeps a draft out of the portal and the index until it is published', async () => {
      const draft = await create(author, { title: 'Brouillon de studio adapté', status: 'draft', category_id: logement, price: '' });
      expect(draft).toMatchObject({ status: 'draft', published_at: null, price_cents: null, visible: false });
      expect(await publicStatus(draft.slug)).toBe(404);
      expect(await publicSlugs()).not.toContain(draft.slug);
      expect(await indexed('studio')).toEqual([]);

      const published = managedAnnonceSchema.parse((await author.put(`/api/annonces/${draft.id}`, form({ title: 'Studio adapté', status: 'published' }))).json().data);
      expect(published).toMatchObject({ slug: draft.slug, title: 'Studio adapté', status: 'published', visible: true });
      expect(published.published_at).not.toBeNull();
      expect(await publicStatus(draft.slug)).toBe(200);
      expect(await indexed('studio')).toEqual([draft.id]);

      // Back to draft: off the portal and out of the index, but it keeps its first publication date.
      const again = managedAnnonceSchema.parse((await author.put(`/api/annonces/${draft.slug}`, form({ title: 'Studio adapté', status: 'draft' }))).json().data);
      expect(again).toMatchObject({ status: 'draft', published_at: published.published_at, visible: false });
      expect(await publicStatus(draft.slug)).toBe(404);
      expect(await indexed('studio')).toEqual([]);
    });

    it('links the ad to one of the user’s own listings only', async () => {
      const linked = await create(owner, { title: 'Permanence des aidants', prestataire_id: String(ownListing) });
      expect(linked.prestataire).toEqual({ id: ownListing, slug: 'aidants-ixelles', title: 'Aidants proches Ixelles' });
      const refused = await owner.post('/api/annonces', form({ prestataire_id: otherListing }));
      expectFieldErrors(refused, ['prestataire_id']);
      expect(refused.json().errors.prestataire_id).toEqual(['Choisissez une de vos propres fiches.']);
      expectFieldErrors(await owner.post('/api/annonces', form({ prestataire_id: 99_999 })), ['prestataire_id']);
    });

    it('answers 422 with field errors in the request’s language', async () => {
      const response = await author.post('/api/annonces', { title: 'ab', body: '', price: 'gratuit', expires_at: inDays(120), phone: '+33 1 23 45 67 89' }, { 'accept-language': 'nl-BE' });
      expectFieldErrors(response, ['title', 'body', 'locale', 'category_id', 'phone', 'price', 'commune_id', 'expires_at', 'status']);
      expect(response.json().errors).toMatchObject({
        title: ['De titel moet minstens 3 tekens bevatten.'],
        price: ['Geef een prijs in euro op, bijvoorbeeld 25 of 12,50 (0 of niets als het gratis is).'],
        expires_at: ['Een zoekertje blijft hoogstens 90 dagen online: kies een vroegere datum.'],
      });
      expectFieldErrors(await author.post('/api/annonces', form({ contact_email: '', phone: '' })), ['contact_email']);
      expectFieldErrors(await author.post('/api/annonces', form({ category_id: 999, commune_id: '99999' })), ['category_id', 'commune_id']);
      expectFieldErrors(await author.post('/api/annonces', form({ expires_at: inDays(-1) })), ['expires_at']);
      expectFieldErrors(await author.post('/api/annonces'), ['title', 'body', 'locale', 'category_id', 'commune_id', 'expires_at', 'status', 'contact_email']);
    });

    it('is 401 logged out, 403 before the email is verified, 419 without the CSRF token', async () => {
      expect((await visitor.post('/api/annonces', form())).statusCode).toBe(401);
      const refused = await unverified.post('/api/annonces', form());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/Confirmez d’abord votre adresse e-mail/);
      expect((await author.request({ method: 'POST', url: '/api/annonces', payload: form(), csrf: false })).statusCode).toBe(419);
    });

    it('allows 20 new ads a day per user', async () => {
      await create(stranger, { title: 'Première annonce du jour' });
      const id = await userId('inconnu@example.be');
      expect(await t.db.selectFrom('throttles').select('hits').where('key', '=', `annonces:create:${id}`).executeTakeFirst()).toEqual({ hits: 1 });
      await t.db.updateTable('throttles').set({ hits: 20 }).where('key', '=', `annonces:create:${id}`).execute();
      const refused = await stranger.post('/api/annonces', form({ title: 'Une de trop' }));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Vous avez créé le nombre maximal d’annonces pour aujourd’hui (20). Réessayez demain.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
      // Others and other writes are not held back.
      await create(author, { title: 'Pas concernée par la limite' });
    });
  });

  describe('who may change an ad', () => {
    let ad: ManagedAnnonce;
    let draft: ManagedAnnonce;
    let listingAd: ManagedAnnonce;
    beforeAll(async () => {
      ad = await create(author, { title: 'Déambulateur à vendre' });
      draft = await create(author, { title: 'Projet d’annonce secret', status: 'draft' });
      listingAd = await create(owner, { title: 'Annonce de la fiche', prestataire_id: ownListing });
    });

    it('refuses strangers: 403 on a public ad, 404 on a draft or an unknown one; 401 logged out', async () => {
      expect((await stranger.put(`/api/annonces/${ad.slug}`, form())).statusCode).toBe(403);
      expect((await stranger.delete(`/api/annonces/${ad.id}`)).statusCode).toBe(403);
      expect((await stranger.put(`/api/annonces/${draft.slug}`, form())).statusCode).toBe(404);
      expect((await stranger.get(`/api/annonces/${draft.slug}?edit=1`)).statusCode).toBe(404);
      expect((await author.put('/api/annonces/nexiste-pas', form())).statusCode).toBe(404);
      expect((await author.delete('/api/annonces/99999')).statusCode).toBe(404);
      expect((await visitor.put(`/api/annonces/${ad.slug}`, form())).statusCode).toBe(401);
      expect((await visitor.delete(`/api/annonces/${ad.slug}`)).statusCode).toBe(401);
      expect((await visitor.get(`/api/annonces/${ad.slug}?edit=1`)).statusCode).toBe(401);
      expect((await unverified.put(`/api/annonces/${ad.slug}`, form())).statusCode).toBe(403);
      expect((await author.request({ method: 'DELETE', url: `/api/annonces/${ad.slug}`, csrf: false })).statusCode).toBe(419);
    });

    it('lets the author, the listing’s owners and admins edit, and checks the body', async () => {
      expect((await author.get(`/api/annonces/${draft.slug}?edit=1`)).json().data).toMatchObject({ id: draft.id, status: 'draft' });
      expectFieldErrors(await author.put(`/api/annonces/${ad.slug}`, form({ title: '' })), ['title']);

      // A co-owner of the listing edits an ad another owner wrote for it.
      const coOwner = await signIn('co-proprietaire@example.be');
      await giveOwnership(t.db, ownListing, await userId('co-proprietaire@example.be'));
      const edited = await coOwner.put(`/api/annonces/${listingAd.slug}`, form({ title: 'Annonce de la fiche', prestataire_id: ownListing, price: 5 }));
      expect(edited.statusCode).toBe(200);
      expect(edited.json().data).toMatchObject({ price_cents: 500, prestataire: { id: ownListing } });

      // An admin may edit any ad, and keeps the listing it has; author and owners cannot link a listing that is not theirs.
      const byAdmin = await admin.put(`/api/annonces/${listingAd.id}`, form({ title: 'Annonce revue', prestataire_id: ownListing }));
      expect(byAdmin.statusCode).toBe(200);
      expect(byAdmin.json().data).toMatchObject({ title: 'Annonce revue', slug: listingAd.slug, prestataire: { id: ownListing } });
      expectFieldErrors(await author.put(`/api/annonces/${ad.slug}`, form({ prestataire_id: ownListing })), ['prestataire_id']);
      expect((await admin.get(`/api/annonces/${draft.slug}?edit=1`)).statusCode).toBe(200);
    });

    it('deletes the ad with its bookmarks; it leaves the portal and the index', async () => {
      const doomed = await create(author, { title: 'Coussin anti-escarres' });
      expect((await stranger.post(`/api/annonces/${doomed.slug}/bookmark`, { bookmarked: true })).json()).toEqual({ bookmarked: true });
      expect(await indexed('escarres')).toEqual([doomed.id]);
      const response = await author.delete(`/api/annonces/${doomed.slug}`);
      expect(response.statusCode).toBe(204);
      expect(await publicStatus(doomed.slug)).toBe(404);
      expect(await indexed('escarres')).toEqual([]);
      expect(await t.db.selectFrom('bookmarks').select('id').where('bookmarkable_type', '=', 'annonce').where('bookmarkable_id', '=', doomed.id).execute()).toEqual([]);
      expect((await stranger.get('/api/user')).json().bookmarks).toEqual([]);
      expect((await author.delete(`/api/annonces/${doomed.slug}`)).statusCode).toBe(404);
    });
  });

  describe('the user’s own ads (POST /api/annonces/search with mine)', () => {
    it('lists drafts and expired ads of the user and of their listings, newest first; 401 logged out', async () => {
      const lister = await signIn('liste@example.be');
      const listerId = await userId('liste@example.be');
      const listing = await insertListing(t.db, { slug: 'fiche-de-liste', title: 'Fiche de liste' });
      await giveOwnership(t.db, listing, listerId);
      const draft = await create(lister, { title: 'Mon brouillon', status: 'draft' });
      const expired = await create(lister, { title: 'Mon annonce expirée' });
      await t.db.updateTable('annonces').set({ expires_at: new Date(Date.now() - DAY).toISOString(), created_at: new Date(Date.now() + 1000).toISOString() }).where('id', '=', expired.id).execute();
      await t.app.searchIndexer.changed(SEARCH_INDEX_NAMES.annonces, [expired.id]);
      // Written by someone else for the lister's listing.
      const viaListing = await create(admin, { title: 'Pour la fiche de liste' });
      await t.db.updateTable('annonces').set({ prestataire_id: listing, created_at: new Date(Date.now() + 2000).toISOString() }).where('id', '=', viaListing.id).execute();

      const list = await mine(lister);
      expect(list.meta).toEqual({ current_page: 1, per_page: 30, total: 3 });
      expect(list.data.map((a) => [a.slug, a.status, a.visible])).toEqual([
        [viaListing.slug, 'published', true],
        [expired.slug, 'published', false],
        [draft.slug, 'draft', false],
      ]);
      expect(await publicStatus(expired.slug)).toBe(404);
      expect(await publicSlugs()).not.toContain(expired.slug);
      expect(await indexed('expirée')).toEqual([]);
      expect((await mine(stranger)).data.map((a) => a.slug)).not.toContain(draft.slug);
      expect((await visitor.post('/api/annonces/search', { mine: true })).statusCode).toBe(401);
      expectFieldErrors(await lister.post('/api/annonces/search', { mine: 'oui' }), ['mine']);
    });
  });
});
