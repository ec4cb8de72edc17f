import { listingEditCopySchema, prestataireSchema, SEARCH_INDEX_NAMES, validationQueueSchema, type PrestataireEditInput } from '@sam/contracts';
import { expectFieldErrors } from '../testing/expectations';
import { grantRole, insertGeo } from '../testing/fixtures';
import { registeredAccount } from '../testing/accounts';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

/**
 * Accessibility facts per address (issue 17, decision 0028): edited with the listing's addresses,
 * validated by the edit schema, published by the team's approval like any address field, then on
 * the public page, in the search facet `accessibility` and in the version diff.
 */
describe.each(testDialects())('address accessibility facts on %s', (dialect) => {
  let t: TestApp;
  let owner: TestClient;
  let admin: TestClient;
  let visitor: TestClient;
  let slug: string;
  let listingId: number;
  let values: PrestataireEditInput;

  const account = (email: string) => registeredAccount(t.app, t.db, email);

  /** Facet counts of the provider index for `accessibility`, optionally filtered. */
  const accessibilityCounts = async (facetFilters: string[][] = []) => {
    const params = new URLSearchParams({ query: '', hitsPerPage: '0', facets: JSON.stringify(['accessibility']), facetFilters: JSON.stringify(facetFilters) }).toString();
    const response = await t.app.inject({ method: 'POST', url: `/1/indexes/${SEARCH_INDEX_NAMES.prestataire_addresses}/query`, payload: { params } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { nbHits: number; facets?: Record<string, Record<string, number>> };
    return { nbHits: body.nbHits, counts: body.facets?.accessibility ?? {} };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, {
      seed: async (db) => {
        await insertGeo(db);
        await db.insertInto('localites').values({ postal_code: '1050', name_fr: 'Ixelles', name_nl: 'Elsene', commune_id: '21009', lon: 4.3717, lat: 50.8275 }).execute();
        await db.insertInto('sectors').values({ slug_fr: 'sante', slug_nl: 'gezondheid', titre_fr: 'Santé', titre_nl: 'Gezondheid', position: 1 }).execute();
        await db
          .insertInto('besoins')
          .values({ parent_id: null, slug_fr: 'repit', slug_nl: 'respijt', titre_fr: 'Répit', titre_nl: 'Respijt', description_fr: null, description_nl: null, position: 0 })
          .execute();
      },
    });
    owner = (await account('toegang@example.be')).client;
    const team = await account('equipe-acces@example.be');
    admin = team.client;
    await grantRole(t.db, team.id, 'admin');
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();

    const sector = await t.db.selectFrom('sectors').select('id').executeTakeFirstOrThrow();
    const besoin = await t.db.selectFrom('besoins').select('id').executeTakeFirstOrThrow();
    const created = await owner.post('/api/prestataires', {
      title: 'Centre de jour Les Acacias',
      sector_id: sector.id,
      besoin_id: besoin.id,
      address: { street: 'Rue du Trône', number: '14', postal_code: '1050', locality: 'Ixelles' },
    });
    expect(created.statusCode).toBe(201);
    const copy = listingEditCopySchema.parse(created.json().data);
    slug = copy.listing.slug;
    listingId = copy.listing.id;
    values = copy.values;
    // A new address has no facts.
    expect(copy.values.addresses[0].accessibility).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The edit copy with one address per list of facts (some tests send wrong ones on purpose). */
  const withFacts = (...sets: unknown[]): PrestataireEditInput =>
    ({
      ...values,
      addresses: sets.map((accessibility, index) => ({ ...values.addresses[0], id: index === 0 ? values.addresses[0].id : null, kind: index === 0 ? 'head_office' : 'activity_place', street: `Rue du Trône ${index}`, accessibility })),
    }) as PrestataireEditInput;

  it('refuses an unknown fact or something that is no list with a field error (422), in the request’s language', async () => {
    expectFieldErrors(await owner.put(`/api/prestataires/${slug}`, withFacts(['step_free_entrance', 'elevator'])), ['addresses.0.accessibility.1']);
    expectFieldErrors(await owner.put(`/api/prestataires/${slug}`, withFacts([], 'step_free_entrance')), ['addresses.1.accessibility']);
    const dutch = await owner.put(`/api/prestataires/${slug}`, withFacts([{ fact: 'x' }]), { 'accept-language': 'nl' });
    expect(dutch.statusCode).toBe(422);
    expect(dutch.json().errors['addresses.0.accessibility.0'][0]).toBe('Deze waarde is niet geldig.');
  });

  it('saves the facts of each address in the edit copy, once each and in a fixed order, without publishing them', async () => {
    const saved = await owner.put(`/api/prestataires/${slug}`, withFacts(['hearing_loop', 'step_free_entrance', 'hearing_loop'], null));
    expect(saved.statusCode).toBe(200);
    const copy = listingEditCopySchema.parse(saved.json().data);
    expect(copy.values.addresses.map((a) => a.accessibility)).toEqual([['step_free_entrance', 'hearing_loop'], []]);
    const live = await t.db.selectFrom('addresses').select(['step_free_entrance', 'hearing_loop']).where('prestataire_id', '=', listingId).execute();
    expect(live).toEqual([{ step_free_entrance: 0, hearing_loop: 0 }]);
  });

  it('the team sees the facts in the version diff; approval publishes them on the page, in the search facet and in open data', async () => {
    expect((await owner.post('/api/prestataires/commit', { slug })).statusCode).toBe(200);
    const queue = validationQueueSchema.parse((await admin.get('/api/prestataires/validations', { 'accept-language': 'fr' })).json());
    const item = queue.data.find((i) => i.listing.id === listingId)!;
    const addresses = item.diff.find((d) => d.field === 'addresses')!;
    expect(addresses.after).toContain('Rue du Trône 0 14, 1050 Ixelles [siège social] — Accessibilité (Entrée de plain-pied, Boucle à induction magnétique)');
    expect(addresses.after?.split('\n')[1]).not.toContain('Accessibilité');
    const before = await accessibilityCounts();
    expect((await admin.post(`/api/prestataires/versions/${item.version.id}/approve`)).statusCode).toBe(200);

    const page = prestataireSchema.parse((await visitor.get(`/api/prestataires/${slug}`)).json().data);
    expect(page.addresses.map((a) => a.accessibility)).toEqual([['step_free_entrance', 'hearing_loop'], []]);

    const after = await accessibilityCounts();
    expect(after.counts.step_free_entrance ?? 0).toBe((before.counts.step_free_entrance ?? 0) + 1);
    expect(after.counts.hearing_loop ?? 0).toBe((before.counts.hearing_loop ?? 0) + 1);
    expect(after.counts.accessible_toilet).toBeUndefined();
    // The facet filters per address: one of the listing's two addresses has step-free access.
    expect((await accessibilityCounts([['accessibility:step_free_entrance']])).nbHits).toBe(1);

    const hsds = (await t.app.inject({ method: 'GET', url: '/api/open-data/hsds?locale=nl' })).json() as {
      contents: { service_at_locations: { location: { accessibility: { description: string; location_id: string }[]; id: string } }[] }[];
    };
    const locations = hsds.contents.flatMap((s) => s.service_at_locations.map((l) => l.location));
    expect(locations.map((l) => l.accessibility.map((a) => a.description))).toEqual([['Drempelvrije ingang', 'Ringleiding'], []]);
    expect(locations[0].accessibility[0].location_id).toBe(locations[0].id);
  });

  it('a hidden address keeps its facts in the editor but shows none to the public nor to the search', async () => {
    const copy = listingEditCopySchema.parse((await owner.get(`/api/prestataires/${slug}?edit=1`)).json().data);
    values = copy.values;
    const hidden = { ...values, addresses: values.addresses.map((a, index) => (index === 0 ? { ...a, is_visible: false } : { ...a, accessibility: ['assistance_dogs'] })) } as PrestataireEditInput;
    expect((await owner.put(`/api/prestataires/${slug}`, hidden)).statusCode).toBe(200);
    expect((await owner.post('/api/prestataires/commit', { slug })).statusCode).toBe(200);
    const queue = validationQueueSchema.parse((await admin.get('/api/prestataires/validations')).json());
    const item = queue.data.find((i) => i.listing.id === listingId)!;
    expect((await admin.post(`/api/prestataires/versions/${item.version.id}/approve`)).statusCode).toBe(200);
    const page = prestataireSchema.parse((await visitor.get(`/api/prestataires/${slug}`)).json().data);
    expect(page.addresses.map((a) => a.accessibility)).toEqual([[], ['assistance_dogs']]);
    const edit = listingEditCopySchema.parse((await owner.get(`/api/prestataires/${slug}?edit=1`)).json().data);
    expect(edit.values.addresses[0].accessibility).toEqual(['step_free_entrance', 'hearing_loop']);
    expect((await accessibilityCounts()).counts).toEqual({ assistance_dogs: 1 });
  });
});
