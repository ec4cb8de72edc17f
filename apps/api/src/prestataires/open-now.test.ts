import {
  addDays,
  belgianHolidayOn,
  brusselsTime,
  listingEditCopySchema,
  listingVersionListSchema,
  openAtFilter,
  prestataireSchema,
  SEARCH_INDEX_NAMES,
  validationQueueSchema,
  weekdayOf,
  type PrestataireEditInput,
} from '@sam/contracts';
import { expectFieldErrors } from '../testing/expectations';
import { grantRole, insertGeo } from '../testing/fixtures';
import { registeredAccount } from '../testing/accounts';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

/** The first Monday without a public holiday from `from` on. */
function ordinaryMondayFrom(from: string): string {
  let date = from;
  while (weekdayOf(date) !== 1 || belgianHolidayOn(date)) date = addDays(date, 1);
  return date;
}

/** Open now (issue 17): closures in the listing editor's contract, versions, the public page and the search index. */
describe.each(testDialects())('open now on %s', (dialect) => {
  let t: TestApp;
  let owner: TestClient;
  let admin: TestClient;
  let visitor: TestClient;
  let slug: string;
  let base: PrestataireEditInput;
  const closedMonday = ordinaryMondayFrom(addDays(brusselsTime(new Date()).date, 14));
  const openMonday = ordinaryMondayFrom(addDays(closedMonday, 1));
  const yesterday = addDays(brusselsTime(new Date()).date, -1);

  const account = (email: string) => registeredAccount(t.app, t.db, email);

  /** Listing slugs the provider index finds with `filters`. */
  const openListings = async (filters: string) => {
    const params = new URLSearchParams({ query: '', filters, hitsPerPage: '50' }).toString();
    const response = await t.app.inject({ method: 'POST', url: `/1/indexes/${SEARCH_INDEX_NAMES.prestataire_addresses}/query`, payload: { params } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { hits: { slug: string }[] }).hits.map((hit) => hit.slug);
  };
  const at = (date: string, time: string) => openAtFilter({ date, weekday: weekdayOf(date), minute: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) })!;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, {
      seed: async (db) => {
        await insertGeo(db);
        await db.insertInto('localites').values({ postal_code: '1050', name_fr: 'Ixelles', name_nl: 'Elsene', commune_id: '21009', lon: 4.3717, lat: 50.8275 }).execute();
        await db.insertInto('sectors').values({ slug_fr: 'soutien-aux-aidants', slug_nl: 'steun-voor-mantelzorgers', titre_fr: 'Soutien aux aidants', titre_nl: 'Steun voor mantelzorgers', position: 1 }).execute();
        await db.insertInto('besoins').values({ parent_id: null, slug_fr: 'repit', slug_nl: 'respijt', titre_fr: 'Répit', titre_nl: 'Respijt', description_fr: null, description_nl: null, position: 0 }).execute();
      },
    });
    const sectorId = (await t.db.selectFrom('sectors').select('id').executeTakeFirstOrThrow()).id;
    const besoinId = (await t.db.selectFrom('besoins').select('id').executeTakeFirstOrThrow()).id;
    owner = (await account('horaires@example.be')).client;
    const team = await account('equipe@example.be');
    admin = team.client;
    await grantRole(t.db, team.id, 'admin');
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();

    const created = await owner.post('/api/prestataires', {
      title: 'Permanence Les Horaires',
      sector_id: sectorId,
      besoin_id: besoinId,
      address: { street: 'Rue du Bourgmestre', number: '12', postal_code: '1050', locality: 'Ixelles' },
    });
    expect(created.statusCode).toBe(201);
    const copy = listingEditCopySchema.parse(created.json().data);
    slug = copy.listing.slug;
    base = {
      ...copy.values,
      opening_hours: [
        { day: 1, opens: '09:10', closes: '12:00' },
        { day: 1, opens: '13:00', closes: '17:00' },
      ],
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a closure that ends before it starts, a bad date and a year-long one (422 with field paths)', async () => {
    const closures = [
      { starts_on: closedMonday, ends_on: addDays(closedMonday, -1), reason_fr: null, reason_nl: null },
      { starts_on: closedMonday, ends_on: addDays(closedMonday, 400), reason_fr: null, reason_nl: null },
    ];
    expectFieldErrors(await owner.put(`/api/prestataires/${slug}`, { ...base, closures }), ['closures.0.ends_on', 'closures.1.ends_on']);
    expectFieldErrors(await owner.put(`/api/prestataires/${slug}`, { ...base, closures: [{ starts_on: '2026-02-30', ends_on: '2026-03-01' }] }), ['closures.0.starts_on']);
  });

  it('keeps closures in the edit copy and the version, shows them in the diff and publishes them on approval', async () => {
    const closures = [
      { starts_on: closedMonday, ends_on: closedMonday, reason_fr: ' Formation du personnel ', reason_nl: 'Opleiding van het personeel' },
      { starts_on: '2020-01-06', ends_on: '2020-01-10', reason_fr: null, reason_nl: '' },
    ];
    const saved = await owner.put(`/api/prestataires/${slug}`, { ...base, closures });
    expect(saved.statusCode).toBe(200);
    expect(listingEditCopySchema.parse(saved.json().data).values.closures).toEqual([
      { starts_on: closedMonday, ends_on: closedMonday, reason_fr: 'Formation du personnel', reason_nl: 'Opleiding van het personeel' },
      { starts_on: '2020-01-06', ends_on: '2020-01-10', reason_fr: null, reason_nl: null },
    ]);
    expect((await owner.post('/api/prestataires/commit', { slug })).statusCode).toBe(200);

    const queue = validationQueueSchema.parse((await admin.get('/api/prestataires/validations')).json());
    const item = queue.data.find((i) => i.listing.slug === slug)!;
    const diff = item.diff.find((entry) => entry.field === 'closures');
    expect(diff).toEqual({ field: 'closures', before: null, after: `${closedMonday} (Formation du personnel)\n2020-01-06 – 2020-01-10` });
    expect((await admin.post(`/api/prestataires/versions/${item.version.id}/approve`)).statusCode).toBe(200);

    const page = prestataireSchema.parse((await visitor.get(`/api/prestataires/${slug}`)).json().data);
    // The public page lists the closures that have not ended (from yesterday on), soonest first.
    expect(page.closures).toEqual([{ starts_on: closedMonday, ends_on: closedMonday, reason_fr: 'Formation du personnel', reason_nl: 'Opleiding van het personeel' }]);
    expect(page.opening_hours).toHaveLength(2);
    const stored = await t.db.selectFrom('prestataire_closures').select(['starts_on', 'ends_on']).orderBy('position').execute();
    expect(stored).toEqual([
      { starts_on: closedMonday, ends_on: closedMonday },
      { starts_on: '2020-01-06', ends_on: '2020-01-10' },
    ]);
    expect(yesterday < closedMonday).toBe(true);
  });

  it('finds the listing open on an ordinary Monday morning to the minute, closed at lunch, in the evening and on its closure day', async () => {
    expect(await openListings(at(openMonday, '09:10'))).toEqual([slug]);
    expect(await openListings(at(openMonday, '09:09'))).toEqual([]);
    expect(await openListings(at(openMonday, '11:59'))).toEqual([slug]);
    expect(await openListings(at(openMonday, '12:30'))).toEqual([]);
    expect(await openListings(at(openMonday, '16:45'))).toEqual([slug]);
    expect(await openListings(at(openMonday, '17:00'))).toEqual([]);
    expect(await openListings(at(closedMonday, '10:00'))).toEqual([]);
    expect(await openListings(at(addDays(openMonday, 1), '10:00'))).toEqual([]); // no hours on Tuesday
  });

  it('drops a closure from the page and the index when a later version removes it; versions keep it', async () => {
    await owner.put(`/api/prestataires/${slug}`, { ...base, closures: [] });
    expect((await owner.post('/api/prestataires/commit', { slug })).statusCode).toBe(200);
    const queue = validationQueueSchema.parse((await admin.get('/api/prestataires/validations')).json());
    const item = queue.data.find((i) => i.listing.slug === slug)!;
    expect(item.diff.find((entry) => entry.field === 'closures')).toMatchObject({ after: null });
    expect((await admin.post(`/api/prestataires/versions/${item.version.id}/approve`)).statusCode).toBe(200);
    expect(prestataireSchema.parse((await visitor.get(`/api/prestataires/${slug}`)).json().data).closures).toEqual([]);
    expect(await openListings(at(closedMonday, '10:00'))).toEqual([slug]);

    const versions = listingVersionListSchema.parse((await owner.get(`/api/prestataires/${slug}/versions`)).json());
    expect(versions.data.map((v) => [v.number, v.status])).toEqual([
      [2, 'approved'],
      [1, 'approved'],
    ]);
  });
});
