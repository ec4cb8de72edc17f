import { eventDetailSchema, eventEditableSchema, listOf, ownEventSummarySchema, SEARCH_INDEX_NAMES, userSchema } from '@sam/contracts';
import { expectFieldErrors } from '../testing/expectations';
import { categoryInserter, giveOwnership, grantRole, insertGeo, insertListing } from '../testing/fixtures';
import { registeredAccount } from '../testing/accounts';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const DAY = 86_400_000;
/** A Belgian wall-clock time `days` from now, as a datetime-local input gives it. */
const localMoment = (days: number, time = '18:30') => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T${time}`;
const ownList = listOf(ownEventSummarySchema);

describe.each(testDialects())('event writes on %s', (dialect) => {
  let t: TestApp;
  let talks: number;
  let ownListing: number;
  let otherListing: number;
  let provider: TestClient;
  let coOwner: TestClient;
  let stranger: TestClient;
  let admin: TestClient;
  let unverified: TestClient;
  let visitor: TestClient;

  const valid = (overrides: Record<string, unknown> = {}) => ({
    title: 'Café des aidants à Ixelles',
    description: 'Un moment d’échange entre aidants proches.\n\nEntrée libre.',
    locale: 'fr',
    category_id: talks,
    prestataire_id: ownListing,
    place: 'Maison de quartier',
    commune_id: '21009',
    starts_at: localMoment(10),
    ends_at: localMoment(10, '20:30'),
    contact_person: 'Marie Dupont',
    website: 'https://example.be/cafe',
    status: 'published',
    ...overrides,
  });

  /** Registers and logs in a user; verified unless told otherwise. */
  const account = (email: string, { verified = true } = {}) => registeredAccount(t.app, t.db, email, { verified });

  const create = async (client: TestClient, overrides: Record<string, unknown> = {}) => {
    const response = await client.post('/api/events', valid(overrides));
    expect(response.statusCode).toBe(201);
    return eventEditableSchema.parse(response.json().data);
  };

  /** What the search engine's events index holds for a text query (objectIDs). */
  const indexed = async (query: string) => {
    const params = new URLSearchParams({ query, hitsPerPage: '50' }).toString();
    const response = await t.app.inject({ method: 'POST', url: `/1/indexes/${SEARCH_INDEX_NAMES.events}/query`, payload: { params } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { hits: { objectID: string; title_fr: string; start_ts: number }[] }).hits;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await insertGeo(t.db);
    talks = await categoryInserter(t.db, 'event_categories')('conference', 'lezing', 'Conférence', 'Lezing', 1);
    ownListing = await insertListing(t.db, { slug: 'aidants-ixelles', title: 'Aidants proches Ixelles' });
    otherListing = await insertListing(t.db, { slug: 'service-voisin', title: 'Service voisin' });
    const owner = await account('prestataire@example.be');
    provider = owner.client;
    await giveOwnership(t.db, ownListing, owner.id);
    const second = await account('collegue@example.be');
    coOwner = second.client;
    await giveOwnership(t.db, ownListing, second.id);
    stranger = (await account('inconnu@example.be')).client;
    const root = await account('admin@example.be');
    admin = root.client;
    await grantRole(t.db, root.id, 'admin');
    unverified = (await account('pas-confirme@example.be', { verified: false })).client;
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/events (create)', () => {
    it('stores the event under a slug made from its title, in Belgian time, and indexes it', async () => {
      const event = await create(provider);
      expect(event).toMatchObject({
        slug: 'cafe-des-aidants-a-ixelles',
        status: 'published',
        title: 'Café des aidants à Ixelles',
        category_id: talks,
        prestataire: { id: ownListing, slug: 'aidants-ixelles', title: 'Aidants proches Ixelles' },
        commune_id: '21009',
        website: 'https://example.be/cafe',
      });
      // 18:30 in Brussels is 16:30 or 17:30 UTC, summer or winter.
      expect(event.starts_at).toMatch(/T1[67]:30:00\.000Z$/);
      const row = await t.db.selectFrom('events').select(['user_id', 'starts_at']).where('id', '=', event.id).executeTakeFirstOrThrow();
      expect(row.starts_at).toBe(event.starts_at);

      const detail = eventDetailSchema.parse((await visitor.get(`/api/events/${event.slug}`)).json().data);
      expect(detail).toMatchObject({ title: 'Café des aidants à Ixelles', organiser: { id: ownListing }, place: 'Maison de quartier' });
      expect((await indexed('aidants Ixelles')).map((hit) => hit.objectID)).toEqual([String(event.id)]);
    });

    it('takes null for every optional field, as the dashboard sends them', async () => {
      const bare = await create(provider, { title: 'Permanence sans détails', prestataire_id: null, place: null, commune_id: null, ends_at: null, contact_person: null, website: null });
      expect(bare).toMatchObject({ prestataire: null, place: null, commune_id: null, ends_at: null, contact_person: null, website: null });
    });

    it('gives a second event of the same title the next free slug, and an all-digit title a prefixed one', async () => {
      const first = await create(provider, { title: 'Journée portes ouvertes' });
      const second = await create(provider, { title: 'Journée portes ouvertes' });
      expect([first.slug, second.slug]).toEqual(['journee-portes-ouvertes', 'journee-portes-ouvertes-2']);
      expect((await create(provider, { title: '2026' })).slug).toBe('evenement-2026');
    });

    it('gives events of the same title created at once each a free slug (a taken slug is retried inside the write’s transaction)', async () => {
      const { client } = await account('simultane@example.be');
      const made = await Promise.all(Array.from({ length: 4 }, () => create(client, { title: 'Atelier simultané', prestataire_id: null })));
      expect(made.map((event) => event.slug).sort()).toEqual(['atelier-simultane', 'atelier-simultane-2', 'atelier-simultane-3', 'atelier-simultane-4']);
    });

    it('rejects a bad body with 422 and the fields at fault, in the request’s language', async () => {
      const response = await provider.post('/api/events', { title: 'ab' });
      expectFieldErrors(response, ['title', 'description', 'locale', 'category_id', 'starts_at', 'status']);
      expect(response.json().errors.title).toEqual(['Le titre doit contenir au moins 3 caractères.']);
      const dutch = await provider.post('/api/events', valid({ ends_at: localMoment(9) }), { 'accept-language': 'nl-BE' });
      expectFieldErrors(dutch, ['ends_at']);
      expect(dutch.json().errors.ends_at).toEqual(['Het einde van het evenement mag niet vóór het begin liggen.']);
      for (const [overrides, field] of [
        [{ website: 'javascript:alert(1)' }, 'website'],
        [{ starts_at: '2026-02-30T10:00' }, 'starts_at'],
        [{ status: 'archived' }, 'status'],
        [{ locale: 'de' }, 'locale'],
        [{ commune_id: 'ixelles' }, 'commune_id'],
        [{ description: 'x'.repeat(5001) }, 'description'],
        [{ title: 'Nul\u0000octet' }, 'title'],
      ] as const) {
        expectFieldErrors(await provider.post('/api/events', valid(overrides)), [field]);
      }
    });

    it('checks that the category and commune exist and that the listing is the user’s own', async () => {
      const response = await provider.post('/api/events', valid({ category_id: 999, commune_id: '99999', prestataire_id: otherListing }));
      expectFieldErrors(response, ['category_id', 'commune_id', 'prestataire_id']);
      expect(response.json().errors.prestataire_id).toEqual(['Choisissez une de vos fiches de prestataire.']);
      expectFieldErrors(await provider.post('/api/events', valid({ prestataire_id: 123456 })), ['prestataire_id']);
      // Admins may link any existing listing.
      expect((await create(admin, { title: 'Salon des services', prestataire_id: otherListing })).prestataire?.id).toBe(otherListing);
    });

    it('is 401 for a visitor, 403 for an unconfirmed address, 419 without the CSRF token', async () => {
      const anonymous = await visitor.post('/api/events', valid());
      expect(anonymous.statusCode).toBe(401);
      const refused = await unverified.post('/api/events', valid());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Confirmez d’abord votre adresse e-mail : cliquez sur le lien que nous vous avons envoyé.');
      expect((await provider.request({ method: 'POST', url: '/api/events', payload: valid(), csrf: false })).statusCode).toBe(419);
      const count = await t.db.selectFrom('events').select((eb) => eb.fn.countAll<number>().as('n')).where('title', '=', valid().title).executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1); // only the event of the first test
    });

    it('still answers a body without a title as a list, without a CSRF token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/events', payload: { q: 'aidants' } });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.map((e: { slug: string }) => e.slug)).toContain('cafe-des-aidants-a-ixelles');
    });

    it('allows 20 new events per user per day, then 429 with Retry-After (issue 14)', async () => {
      const { client } = await account('prolifique@example.be');
      for (let i = 0; i < 20; i++) await create(client, { title: `Atelier numéro ${i + 1}`, prestataire_id: null });
      const refused = await client.post('/api/events', valid({ title: 'Atelier de trop', prestataire_id: null }));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
      expect(await t.db.selectFrom('events').select('id').where('title', '=', 'Atelier de trop').executeTakeFirst()).toBeUndefined();
    });

    it('creates under the v2 prefix too', async () => {
      const response = await provider.post('/api/eventsv2', valid({ title: 'Atelier version deux' }));
      expect(response.statusCode).toBe(201);
      expect(response.json().data.slug).toBe('atelier-version-deux');
    });
  });

  describe('drafts', () => {
    it('stay out of the public agenda, detail and search index until published', async () => {
      const draft = await create(provider, { title: 'Brouillon secret', status: 'draft' });
      expect((await visitor.get(`/api/events/${draft.slug}`)).statusCode).toBe(404);
      expect((await provider.get(`/api/events/${draft.slug}`)).statusCode).toBe(404); // the public view, even to its author
      const agenda = (await t.app.inject({ method: 'POST', url: '/api/events/search', payload: { q: 'secret' } })).json();
      expect(agenda.meta.total).toBe(0);
      expect(await indexed('Brouillon secret')).toEqual([]);

      // Its editors read it for the form; others do not learn it exists.
      const forEditing = await provider.get(`/api/events/${draft.slug}?edit=1`);
      expect(eventEditableSchema.parse(forEditing.json().data)).toMatchObject({ slug: draft.slug, status: 'draft' });
      expect((await stranger.get(`/api/events/${draft.slug}?edit=1`)).statusCode).toBe(404);
      expect((await visitor.get(`/api/events/${draft.slug}?edit=1`)).statusCode).toBe(401);

      const published = await provider.put(`/api/events/${draft.slug}`, valid({ title: 'Brouillon secret', status: 'published' }));
      expect(published.statusCode).toBe(200);
      expect((await visitor.get(`/api/events/${draft.slug}`)).statusCode).toBe(200);
      expect((await indexed('Brouillon secret')).map((hit) => hit.objectID)).toEqual([String(draft.id)]);

      await provider.put(`/api/events/${draft.slug}`, valid({ title: 'Brouillon secret', status: 'draft' }));
      expect(await indexed('Brouillon secret')).toEqual([]);
    });
  });

  describe('PUT /api/events/:slug', () => {
    it('lets the author, a co-owner of the listing and an admin replace the event; the slug stays', async () => {
      const event = await create(provider, { title: 'Conférence sur le répit' });
      const renamed = await coOwner.put(`/api/events/${event.slug}`, valid({ title: 'Conférence sur le répit des aidants', website: '', ends_at: '' }));
      expect(renamed.statusCode).toBe(200);
      expect(eventEditableSchema.parse(renamed.json().data)).toMatchObject({ slug: event.slug, title: 'Conférence sur le répit des aidants', website: null, ends_at: null });
      expect((await indexed('répit des aidants')).map((hit) => hit.title_fr)).toEqual(['Conférence sur le répit des aidants']);
      expect((await admin.put(`/api/events/${event.slug}`, valid({ title: 'Conférence (modérée)' }))).statusCode).toBe(200);
      expect((await provider.put(`/api/events/${event.id}`, valid({ title: 'Conférence par id' }))).statusCode).toBe(200);
    });

    it('keeps the listing already linked when its author no longer owns it, but refuses to link another', async () => {
      const { client: former, id } = await account('ancien-gestionnaire@example.be');
      const listing = await insertListing(t.db, { slug: 'ancien-service', title: 'Ancien service' });
      await giveOwnership(t.db, listing, id);
      const event = await create(former, { title: 'Permanence du jeudi', prestataire_id: listing });
      await t.db.deleteFrom('prestataire_users').where('user_id', '=', id).execute();
      expect((await former.put(`/api/events/${event.slug}`, valid({ title: 'Permanence du vendredi', prestataire_id: listing }))).statusCode).toBe(200);
      expectFieldErrors(await former.put(`/api/events/${event.slug}`, valid({ prestataire_id: ownListing })), ['prestataire_id']);
      expect((await former.put(`/api/events/${event.slug}`, valid({ prestataire_id: null }))).statusCode).toBe(200);
    });

    it('is 403 for others, 404 for an unknown event, 422 for a bad body, 401/403/419 like create', async () => {
      const event = await create(provider, { title: 'Balade adaptée' });
      const refused = await stranger.put(`/api/events/${event.slug}`, valid());
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Vous n’avez pas le droit d’effectuer cette action.', status: 403 });
      expect((await provider.put('/api/events/n-existe-pas', valid())).statusCode).toBe(404);
      expectFieldErrors(await provider.put(`/api/events/${event.slug}`, valid({ ends_at: localMoment(1) })), ['ends_at']);
      expectFieldErrors(await provider.put(`/api/events/${event.slug}`, valid({ prestataire_id: otherListing })), ['prestataire_id']);
      expect((await visitor.put(`/api/events/${event.slug}`, valid())).statusCode).toBe(401);
      expect((await unverified.put(`/api/events/${event.slug}`, valid())).statusCode).toBe(403);
      expect((await provider.request({ method: 'PUT', url: `/api/events/${event.slug}`, payload: valid(), csrf: false })).statusCode).toBe(419);
      expect((await visitor.get(`/api/events/${event.slug}`)).json().data.title).toBe('Balade adaptée');
    });
  });

  describe('DELETE /api/events/:slug', () => {
    it('removes the event, its subscriptions and bookmarks, and its search record', async () => {
      const event = await create(provider, { title: 'Atelier à supprimer' });
      expect((await stranger.post(`/api/events/${event.slug}/subscribe`)).json().subscribed).toBe(true);
      expect((await stranger.post(`/api/events/${event.slug}/bookmark`, { bookmarked: true })).json()).toEqual({ bookmarked: true });
      expect(await indexed('Atelier à supprimer')).toHaveLength(1);

      expect((await stranger.delete(`/api/events/${event.slug}`)).statusCode).toBe(403);
      expect((await visitor.delete(`/api/events/${event.slug}`)).statusCode).toBe(401);
      expect((await provider.request({ method: 'DELETE', url: `/api/events/${event.slug}`, csrf: false })).statusCode).toBe(419);
      const deleted = await provider.delete(`/api/events/${event.slug}`);
      expect(deleted.statusCode).toBe(204);

      expect((await visitor.get(`/api/events/${event.slug}`)).statusCode).toBe(404);
      expect(await indexed('Atelier à supprimer')).toEqual([]);
      expect(userSchema.parse((await stranger.get('/api/user')).json()).bookmarks).toEqual([]);
      expect(await t.db.selectFrom('event_subscriptions').select('user_id').where('event_id', '=', event.id).execute()).toEqual([]);
      expect((await provider.delete(`/api/events/${event.slug}`)).statusCode).toBe(404);
    });
  });

  describe('POST /api/events/search with mine', () => {
    it('lists the user’s own events and those of their listings, drafts and past ones included, latest first', async () => {
      const past = await create(coOwner, { title: 'Ancienne réunion', starts_at: localMoment(-20), ends_at: '', status: 'draft' });
      await create(stranger, { title: 'Événement d’un autre', prestataire_id: null });
      const body = ownList.parse((await provider.post('/api/events/search', { mine: true })).json());
      const slugs = body.data.map((e) => e.slug);
      expect(slugs).toContain(past.slug); // the co-owner's, on the shared listing
      expect(slugs).not.toContain('evenement-d-un-autre');
      expect(body.data.find((e) => e.slug === past.slug)?.status).toBe('draft');
      const starts = body.data.map((e) => e.starts_at);
      expect([...starts].sort().reverse()).toEqual(starts);
      expect(body.meta).toMatchObject({ current_page: 1, per_page: 30, total: body.data.length });

      const strangers = ownList.parse((await stranger.post('/api/events/search', { mine: true })).json());
      expect(strangers.data.map((e) => e.slug)).toEqual(['evenement-d-un-autre']);
      expect(ownList.parse((await provider.post('/api/events/search', { mine: true, q: 'ancienne' })).json()).data.map((e) => e.slug)).toEqual([past.slug]);
    });

    it('is 401 for a visitor', async () => {
      expect((await visitor.post('/api/events/search', { mine: true })).statusCode).toBe(401);
    });
  });
});
