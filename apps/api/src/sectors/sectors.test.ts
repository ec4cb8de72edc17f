import { SEARCH_INDEX_NAMES, sectorCountListSchema } from '@sam/contracts';
import type { FastifyInstance } from 'fastify';
import type { DB } from '@sam/db';
import { buildApp } from '../app';
import { insertGeo, insertListing } from '../testing/fixtures';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/test-database';

type AddressValues = { postal_code?: string; commune_id?: string | null; is_visible?: number; located?: boolean };

async function insertAddress(db: DB, prestataire_id: number, position: number, values: AddressValues = {}): Promise<void> {
  const located = values.located ?? true;
  await db
    .insertInto('addresses')
    .values({
      prestataire_id,
      kind: position === 0 ? 'head_office' : 'activity_place',
      street: 'Chaussée de Boondael',
      number: String(10 + position),
      box: null,
      postal_code: values.postal_code ?? '1050',
      locality: 'Ixelles',
      country: 'BE',
      is_visible: values.is_visible ?? 1,
      lat: located ? 50.82 + position / 1000 : null,
      lon: located ? 4.38 : null,
      commune_id: values.commune_id === undefined ? '21009' : values.commune_id,
      quartier_id: null,
      position,
    })
    .execute();
}

describe.each(testDialects())('GET /api/sectors on %s', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    await insertGeo(db);
    await db.insertInto('localites').values({ postal_code: '1050', name_fr: 'Ixelles', name_nl: 'Elsene', commune_id: '21009', lat: 50.83, lon: 4.37 }).execute();
    const sector = async (slug_fr: string, slug_nl: string, titre_fr: string, titre_nl: string, position: number) =>
      (await db.insertInto('sectors').values({ slug_fr, slug_nl, titre_fr, titre_nl, position }).returning('id').executeTakeFirstOrThrow()).id;
    // Inserted out of order: the list follows the positions.
    const sante = await sector('sante', 'gezondheid', 'Santé', 'Gezondheid', 2);
    const domicile = await sector('aide-a-domicile', 'thuishulp', 'Aide à domicile', 'Thuishulp', 1);
    await sector('emploi', 'werk', 'Emploi', 'Werk', 3);
    const link = (prestataire_id: number, sector_id: number) => db.insertInto('prestataire_sectors').values({ prestataire_id, sector_id, is_main: 0 }).execute();

    // Two places; a hidden address and one without a point are not places.
    const maison = await insertListing(db, { slug: 'maison-medicale', title: 'Maison médicale' });
    await link(maison, sante);
    await link(maison, domicile);
    await insertAddress(db, maison, 0);
    await insertAddress(db, maison, 1);
    await insertAddress(db, maison, 2, { is_visible: 0 });
    await insertAddress(db, maison, 3, { located: false });
    // Without a commune, an address is a place when its postal code names one.
    const infirmieres = await insertListing(db, { slug: 'infirmieres', title: 'Infirmières à domicile' });
    await link(infirmieres, sante);
    await insertAddress(db, infirmieres, 0, { commune_id: null });
    await insertAddress(db, infirmieres, 1, { commune_id: null, postal_code: '9999' });
    // Counted as a listing, with no place.
    await link(await insertListing(db, { slug: 'sans-adresse', title: 'Sans adresse' }), domicile);
    // Hidden and inactive listings are not counted at all.
    const hidden = await insertListing(db, { slug: 'cache', title: 'Caché', visible: false });
    await link(hidden, sante);
    await insertAddress(db, hidden, 0);
    const inactive = await insertListing(db, { slug: 'inactif', title: 'Inactif', active: false });
    await link(inactive, domicile);
    await insertAddress(db, inactive, 0);
    // Built after the rows, so the app's search engine starts with them indexed.
    app = await buildApp({ config: database.config, db, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const sectors = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sectors' });
    expect(response.statusCode).toBe(200);
    return sectorCountListSchema.parse(response.json()).data;
  };

  it('lists every sector in order with both titles, its public listings and their places', async () => {
    expect((await sectors()).map(({ id: _id, ...sector }) => sector)).toEqual([
      { slug_fr: 'aide-a-domicile', slug_nl: 'thuishulp', titre_fr: 'Aide à domicile', titre_nl: 'Thuishulp', providers_count: 2, places_count: 2 },
      { slug_fr: 'sante', slug_nl: 'gezondheid', titre_fr: 'Santé', titre_nl: 'Gezondheid', providers_count: 2, places_count: 3 },
      { slug_fr: 'emploi', slug_nl: 'werk', titre_fr: 'Emploi', titre_nl: 'Werk', providers_count: 0, places_count: 0 },
    ]);
  });

  it('counts as places exactly the directory hits of the search engine refined on the sector', async () => {
    const list = await sectors();
    for (const locale of ['fr', 'nl'] as const) {
      const attribute = `sectors.titre.${locale}`;
      const response = await app.inject({
        method: 'POST',
        url: '/1/indexes/*/queries',
        payload: { requests: [{ indexName: SEARCH_INDEX_NAMES.prestataire_addresses, params: `hitsPerPage=0&facets=${encodeURIComponent(JSON.stringify([attribute]))}` }] },
      });
      expect(response.statusCode).toBe(200);
      const facet = (response.json() as { results: { facets?: Record<string, Record<string, number>> }[] }).results[0].facets?.[attribute] ?? {};
      const withPlaces = list.filter((s) => s.places_count > 0);
      expect(withPlaces).toHaveLength(2);
      expect(Object.fromEntries(withPlaces.map((s) => [s[`titre_${locale}`], s.places_count]))).toEqual(facet);
    }
  });
});
