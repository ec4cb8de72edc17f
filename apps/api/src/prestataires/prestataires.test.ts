import { bookmarkStateSchema, listOf, prestataireSchema, prestataireSearchHitSchema, SEARCH_INDEX_NAMES, userSchema } from '@sam/contracts';
import { acceptRelation, giveOwnership, grantRole, insertGeo, insertListing } from '../testing/fixtures';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { ADDRESS_IDS, createSearchTestApp, FIXTURE_IDS } from '../search/test-fixtures';

describe.each(testDialects())('prestataires on %s', (dialect) => {
  let t: TestApp;
  let listingId: number;
  let owner: TestClient;
  let stranger: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { communeId, quartierId } = await insertGeo(t.db);
    listingId = await insertListing(t.db, { slug: 'aide-ixelles', title: 'Aide à domicile Ixelles' });
    const head = await insertListing(t.db, { slug: 'reseau-bruxelles', title: 'Réseau Bruxelles' });
    const hiddenChild = await insertListing(t.db, { slug: 'antenne-cachee', title: 'Antenne cachée', visible: false });
    await acceptRelation(t.db, head, listingId);
    await acceptRelation(t.db, listingId, hiddenChild);
    await insertListing(t.db, { slug: 'service-masque', title: 'Service masqué', visible: false });
    await insertListing(t.db, { slug: 'service-inactif', title: 'Service inactif', active: false });

    await t.db
      .insertInto('addresses')
      .values([
        { prestataire_id: listingId, kind: 'head_office', street: 'Place Flagey', number: '18', box: null, postal_code: '1050', locality: 'Ixelles', country: 'BE', is_visible: 1, lat: 50.827, lon: 4.372, commune_id: communeId, quartier_id: quartierId, position: 0 },
        { prestataire_id: listingId, kind: 'activity_place', street: 'Rue secrète', number: '1', box: 'B', postal_code: '1050', locality: 'Ixelles', country: 'BE', is_visible: 0, lat: 50.83, lon: 4.37, commune_id: communeId, quartier_id: null, position: 1 },
      ])
      .execute();
    const { id: sectorId } = await t.db.insertInto('sectors').values({ slug_fr: 'soins', slug_nl: 'zorg', titre_fr: 'Soins', titre_nl: 'Zorg', position: 1 }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('prestataire_sectors').values({ prestataire_id: listingId, sector_id: sectorId, is_main: 1 }).execute();
    const { id: besoinId } = await t.db.insertInto('besoins').values({ parent_id: null, slug_fr: 'vivre-chez-soi', slug_nl: 'thuis-wonen', titre_fr: 'Vivre chez soi', titre_nl: 'Thuis wonen', description_fr: null, description_nl: null, position: 0 }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('prestataire_besoins').values({ prestataire_id: listingId, besoin_id: besoinId, is_main: 1 }).execute();
    const { id: tagId } = await t.db.insertInto('tags').values({ slug: 'repit', name_fr: 'Répit', name_nl: 'Respijt' }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('prestataire_tags').values({ prestataire_id: listingId, tag_id: tagId }).execute();
    await t.db.insertInto('languages').values({ code: 'fr', name_fr: 'Français', name_nl: 'Frans' }).execute();
    await t.db.insertInto('prestataire_languages').values({ prestataire_id: listingId, language_code: 'fr' }).execute();
    const { id: sourceId } = await t.db.insertInto('sources').values({ association: 'SAM', country: 'BE' }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('prestataire_sources').values({ prestataire_id: listingId, source_id: sourceId }).execute();

    owner = new TestClient(t.app);
    const registered = await owner.register({ email: 'proprietaire@example.be' });
    await giveOwnership(t.db, listingId, userSchema.parse(registered.json()).id);
    stranger = new TestClient(t.app);
    await stranger.register({ email: 'inconnu@example.be' });
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/prestataires/:slug', () => {
    it('is 404 for an unknown or malformed slug', async () => {
      for (const slug of ['nexiste-pas', 'Pas_Un_Slug']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/prestataires/${slug}?locale=fr` });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Cette page est introuvable.', status: 404 });
      }
    });

    it('returns the listing with its relations and geography', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/prestataires/aide-ixelles?locale=nl' });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      const listing = prestataireSchema.parse(data);
      expect(listing).toMatchObject({
        id: listingId,
        slug: 'aide-ixelles',
        tarif: 'conventionne',
        validated: true,
        opening_hours: [{ day: 1, opens: '09:00', closes: '17:00' }],
        sectors: [{ slug_fr: 'soins', is_main: true }],
        besoins: [{ slug_fr: 'vivre-chez-soi', parent_id: null }],
        tags: [{ slug: 'repit', name_nl: 'Respijt' }],
        languages: [{ code: 'fr' }],
        sources: [{ association: 'SAM', country: 'BE' }],
        parents: [{ slug: 'reseau-bruxelles' }],
        childrens: [], // the affiliate is hidden from the public
      });
      expect(listing.addresses[0]).toMatchObject({
        street: 'Place Flagey',
        commune: { id: '21009', name_fr: 'Ixelles', name_nl: 'Elsene' },
        arrondissement: { id: '21000' },
        province: { id: '04000' },
        quartier: { id: '21009-FLAGEY', name_fr: 'Flagey' },
      });
      // §3 "visible address": a hidden address keeps only its locality for the public.
      expect(listing.addresses[1]).toMatchObject({ street: '', number: null, box: null, lat: null, locality: 'Ixelles', quartier: null });
    });

    it('rejects an unknown locale with 422', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/prestataires/aide-ixelles?locale=en' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.locale).toHaveLength(1);
    });

    it('hides hidden and inactive listings from visitors (404) but shows them to their owner and to admins', async () => {
      for (const slug of ['service-masque', 'service-inactif']) {
        expect((await t.app.inject({ method: 'GET', url: `/api/prestataires/${slug}` })).statusCode).toBe(404);
      }
      const admin = new TestClient(t.app);
      const registered = await admin.register({ email: 'admin@example.be' });
      await grantRole(t.db, registered.json().id, 'admin');
      const response = await admin.get('/api/prestataires/service-masque');
      expect(response.statusCode).toBe(200);
      expect(prestataireSchema.parse(response.json().data).visible).toBe(false);

      const asOwner = prestataireSchema.parse((await owner.get('/api/prestataires/aide-ixelles')).json().data);
      expect(asOwner.childrens.map((c) => c.slug)).toEqual(['antenne-cachee']);
      expect(asOwner.addresses[1].street).toBe('Rue secrète');
    });
  });

  describe('POST /api/prestataires/search', () => {
    const searchResult = listOf(prestataireSearchHitSchema);

    it('pages over visible listings only', async () => {
      const response = await owner.post('/api/prestataires/search', { locale: 'fr' });
      expect(response.statusCode).toBe(200);
      const body = searchResult.parse(response.json());
      expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 2 });
      expect(body.data.map((p) => p.slug)).toEqual(['aide-ixelles', 'reseau-bruxelles']);
    });

    it('filters on the title, case-insensitively, with LIKE wildcards taken literally', async () => {
      const hit = searchResult.parse((await owner.post('/api/prestataires/search', { q: 'IXELLES', page: 1 })).json());
      expect(hit.data.map((p) => p.slug)).toEqual(['aide-ixelles']);
      const wildcard = searchResult.parse((await owner.post('/api/prestataires/search', { q: '%' })).json());
      expect(wildcard.meta.total).toBe(0);
      const secondPage = searchResult.parse((await owner.post('/api/prestataires/search', { page: 2 })).json());
      expect(secondPage).toEqual({ data: [], meta: { current_page: 2, per_page: 20, total: 2 } });
    });

    it('gives each hit its main sector in the requested locale and its first visible locality', async () => {
      const nl = searchResult.parse((await owner.post('/api/prestataires/search', { locale: 'nl', q: 'ixelles' })).json());
      expect(nl.data[0]).toMatchObject({ slug: 'aide-ixelles', sector_slug: 'zorg', sector_title: 'Zorg', locality: 'Ixelles' });
      const noSector = searchResult.parse((await owner.post('/api/prestataires/search', { q: 'réseau' })).json());
      expect(noSector.data[0]).toMatchObject({ slug: 'reseau-bruxelles', sector_slug: null, locality: null });
    });

    it('gives a hit its first photo (small web size, on the API’s public address) for its card, and none without photos', async () => {
      await t.db
        .insertInto('media')
        .values([
          { owner_type: 'prestataire', owner_id: listingId, kind: 'photo', title: null, description: null, external_link: null, file_path: 'second.webp', mime_type: 'image/webp', size_bytes: 1, position: 2, alt_text: 'La salle', file_name: null, width: 1200, height: 800 },
          { owner_type: 'prestataire', owner_id: listingId, kind: 'photo', title: null, description: null, external_link: null, file_path: 'first.webp', mime_type: 'image/webp', size_bytes: 1, position: 1, alt_text: null, file_name: null, width: 1200, height: 800 },
          { owner_type: 'prestataire', owner_id: listingId, kind: 'document', title: null, description: null, external_link: null, file_path: 'doc.pdf', mime_type: 'application/pdf', size_bytes: 1, position: 0, alt_text: null, file_name: 'doc.pdf', width: null, height: null },
        ])
        .execute();
      try {
        const hits = searchResult.parse((await owner.post('/api/prestataires/search', { locale: 'fr' })).json()).data;
        expect(hits.find((h) => h.slug === 'aide-ixelles')?.photo).toEqual({ url: `${t.config.apiPublicUrl}/storage/images/400/first.webp`, alt: '' });
        expect(hits.find((h) => h.slug === 'reseau-bruxelles')).not.toHaveProperty('photo');
      } finally {
        await t.db.deleteFrom('media').where('owner_id', '=', listingId).execute();
      }
    });

    it('lists the listings written in the asked locale first when no text orders them, and says which language each is in', async () => {
      await t.db.updateTable('prestataires').set({ locale: 'nl' }).where('slug', '=', 'reseau-bruxelles').execute();
      try {
        const list = async (body: object) => searchResult.parse((await owner.post('/api/prestataires/search', body)).json()).data.map((p) => `${p.slug}:${p.locale}`);
        expect(await list({ locale: 'fr' })).toEqual(['aide-ixelles:fr', 'reseau-bruxelles:nl']);
        expect(await list({ locale: 'nl' })).toEqual(['reseau-bruxelles:nl', 'aide-ixelles:fr']);
        // A text orders by title, whatever the language.
        expect(await list({ locale: 'nl', q: 'e' })).toEqual(['aide-ixelles:fr', 'reseau-bruxelles:nl']);
      } finally {
        await t.db.updateTable('prestataires').set({ locale: 'fr' }).where('slug', '=', 'reseau-bruxelles').execute();
      }
    });

    it('is read-only, so it needs neither a session nor a CSRF token (server-side rendering calls it)', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/prestataires/search', payload: { locale: 'fr' } });
      expect(response.statusCode).toBe(200);
      expect(searchResult.parse(response.json()).meta.total).toBe(2);
    });

    it('rejects a bad page with 422', async () => {
      const response = await owner.post('/api/prestataires/search', { page: 0 });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['page']);
    });
  });

  describe('POST /api/prestataires/:slug/bookmark', () => {
    const url = '/api/prestataires/aide-ixelles/bookmark';
    it('toggles without a body, sets the wanted state idempotently, and shows it on GET for that user only', async () => {
      expect(prestataireSchema.parse((await stranger.get('/api/prestataires/aide-ixelles')).json().data).bookmarked).toBe(false);
      expect(bookmarkStateSchema.parse((await stranger.post(url)).json())).toEqual({ bookmarked: true });
      expect((await stranger.post(url, { bookmarked: true })).json()).toEqual({ bookmarked: true });
      const me = userSchema.parse((await stranger.get('/api/user')).json());
      expect(me.bookmarks).toEqual([{ type: 'prestataire', id: listingId, slug: 'aide-ixelles', title: 'Aide à domicile Ixelles' }]);
      expect(prestataireSchema.parse((await stranger.get('/api/prestataires/aide-ixelles')).json().data).bookmarked).toBe(true);
      expect(prestataireSchema.parse((await owner.get('/api/prestataires/aide-ixelles')).json().data).bookmarked).toBe(false);
      expect(prestataireSchema.parse((await t.app.inject({ method: 'GET', url: '/api/prestataires/aide-ixelles' })).json().data).bookmarked).toBe(false);

      expect((await stranger.post(url)).json()).toEqual({ bookmarked: false });
      expect((await stranger.post(url, { bookmarked: false })).json()).toEqual({ bookmarked: false });
      expect(userSchema.parse((await stranger.get('/api/user')).json()).bookmarks).toEqual([]);
      const rows = await t.db.selectFrom('bookmarks').select('id').where('bookmarkable_type', '=', 'prestataire').execute();
      expect(rows).toEqual([]);
    });

    it('is 401 for a visitor, 419 without the CSRF token, 422 for a bad body', async () => {
      const visitor = new TestClient(t.app);
      await visitor.csrfCookie();
      expect((await visitor.post(url, { bookmarked: true })).statusCode).toBe(401);
      expect((await stranger.request({ method: 'POST', url, payload: { bookmarked: true }, csrf: false })).statusCode).toBe(419);
      const bad = await stranger.post(url, { bookmarked: 'oui' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['bookmarked']);
      expect(await t.db.selectFrom('bookmarks').select('id').execute()).toEqual([]);
    });

    it('is 404 for an unknown, malformed, hidden or inactive listing, even for its owner', async () => {
      for (const slug of ['nexiste-pas', 'Pas_Un_Slug', 'service-masque', 'service-inactif', 'antenne-cachee']) {
        expect((await stranger.post(`/api/prestataires/${slug}/bookmark`, { bookmarked: true })).statusCode).toBe(404);
      }
      const hidden = await t.db.selectFrom('prestataires').select('id').where('slug', '=', 'service-masque').executeTakeFirstOrThrow();
      await giveOwnership(t.db, hidden.id, userSchema.parse((await owner.get('/api/user')).json()).id);
      expect((await owner.post('/api/prestataires/service-masque/bookmark', { bookmarked: true })).statusCode).toBe(404);
      expect(await t.db.selectFrom('bookmarks').select('id').execute()).toEqual([]);
    });
  });

  describe('PUT /api/prestataires/:slug (colours)', () => {
    const colors = { primary_color: '#1A4D8F', secondary_color: '#FFCC00' };

    it('is 401 for a visitor, 403 for a user who does not own the listing', async () => {
      const visitor = new TestClient(t.app);
      await visitor.csrfCookie();
      expect((await visitor.put('/api/prestataires/aide-ixelles', colors)).statusCode).toBe(401);
      const response = await stranger.put('/api/prestataires/aide-ixelles', colors);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Vous n’avez pas le droit d’effectuer cette action.', status: 403 });
    });

    it('is 422 for a colour that is not #RRGGBB', async () => {
      const response = await owner.put('/api/prestataires/aide-ixelles', { primary_color: 'red', secondary_color: null });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ primary_color: ['Indiquez une couleur au format #RRGGBB.'] });
    });

    it('is 422 on secondary_color for a pair under WCAG AA, and saves nothing', async () => {
      const response = await owner.put('/api/prestataires/aide-ixelles', { primary_color: '#336699', secondary_color: '#FFCC00' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ secondary_color: ['Ces deux couleurs ne contrastent pas assez (4,5:1 au moins)\u00a0: le texte serait difficile à lire.'] });
      const row = await t.db.selectFrom('prestataires').select(['primary_color']).where('id', '=', listingId).executeTakeFirstOrThrow();
      expect(row.primary_color).not.toBe('#336699');
    });

    it('saves the colours for the owner (200 with the listing)', async () => {
      const response = await owner.put('/api/prestataires/aide-ixelles', colors);
      expect(response.statusCode).toBe(200);
      expect(prestataireSchema.parse(response.json().data)).toMatchObject(colors);
      const row = await t.db.selectFrom('prestataires').select(['primary_color', 'secondary_color']).where('id', '=', listingId).executeTakeFirstOrThrow();
      expect(row).toEqual(colors);
    });

    it('accepts POST with _method=PUT in the body or the query string (§7 method override)', async () => {
      const viaBody = await owner.post('/api/prestataires/aide-ixelles', { _method: 'PUT', primary_color: '#000000', secondary_color: null });
      expect(viaBody.statusCode).toBe(200);
      expect(viaBody.json().data).toMatchObject({ primary_color: '#000000', secondary_color: null });

      const viaQuery = await owner.post('/api/prestataires/aide-ixelles?_method=put', { primary_color: '#111111', secondary_color: '#EEEEEE' });
      expect(viaQuery.statusCode).toBe(200);
      expect(viaQuery.json().data.primary_color).toBe('#111111');

      const viaForm = await owner.post('/api/prestataires/aide-ixelles', '_method=PUT&primary_color=%23abcdef&secondary_color=%23000000', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(viaForm.statusCode).toBe(200);
      expect(viaForm.json().data.primary_color).toBe('#abcdef');

      // The override runs the target's guards and the CSRF check of a POST.
      expect((await stranger.post('/api/prestataires/aide-ixelles', { _method: 'PUT', ...colors })).statusCode).toBe(403);
      const noToken = await owner.request({ method: 'POST', url: '/api/prestataires/aide-ixelles', payload: { _method: 'PUT', ...colors }, csrf: false });
      expect(noToken.statusCode).toBe(419);

      const plainPost = await owner.post('/api/prestataires/aide-ixelles', colors);
      expect(plainPost.statusCode).toBe(405);
    });
  });
});

// The search records need the geography known when the indices were built: the search fixtures seed it first.
describe.each(testDialects())('prestataire bookmarks in the search indices on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createSearchTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The records (objectID, listing) the search engine returns for a user's "my bookmarks" filter. */
  const bookmarkedInSearch = async (token: string) => {
    const params = new URLSearchParams({ filters: `bookmarkers.titre:"${token}"`, hitsPerPage: '50' }).toString();
    const response = await t.app.inject({ method: 'POST', url: `/1/indexes/${SEARCH_INDEX_NAMES.prestataire_addresses}/query`, payload: { params } });
    expect(response.statusCode).toBe(200);
    const { hits } = response.json() as { hits: { objectID: string; prestataire_id: number }[] };
    return hits.map((hit) => [Number(hit.objectID), hit.prestataire_id]).sort(([a], [b]) => a - b);
  };

  it('puts the user token in every indexed address of the listing, and takes it out again', async () => {
    const user = new TestClient(t.app);
    await user.register({ email: 'aidante.favoris@example.be' });
    const other = new TestClient(t.app);
    await other.register({ email: 'autre.favoris@example.be' });
    const token = userSchema.parse((await user.get('/api/user')).json()).search_bookmark_token;
    const otherToken = userSchema.parse((await other.get('/api/user')).json()).search_bookmark_token;
    const url = '/api/prestataires/maison-medicale-du-parc/bookmark';

    expect(await bookmarkedInSearch(token)).toEqual([]);
    expect((await user.post(url, { bookmarked: true })).json()).toEqual({ bookmarked: true });
    // One record per visible address with a point: the hidden third address is not indexed.
    expect(await bookmarkedInSearch(token)).toEqual([
      [ADDRESS_IDS.parcHead, FIXTURE_IDS.parc],
      [ADDRESS_IDS.parcIxelles, FIXTURE_IDS.parc],
    ]);
    expect(await bookmarkedInSearch(otherToken)).toEqual([]);

    // A second bookmarker keeps the first one's token on the records.
    expect((await other.post(url)).json()).toEqual({ bookmarked: true });
    expect(await bookmarkedInSearch(token)).toHaveLength(2);
    expect(await bookmarkedInSearch(otherToken)).toHaveLength(2);

    expect((await user.post(url)).json()).toEqual({ bookmarked: false });
    expect(await bookmarkedInSearch(token)).toEqual([]);
    expect(await bookmarkedInSearch(otherToken)).toHaveLength(2);
  });
});
