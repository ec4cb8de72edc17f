import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { strFromU8, unzipSync } from 'fflate';
import { hsdsServicePageSchema, type HsdsServicePage } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { insertGeo, insertListing } from '../testing/fixtures';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { stableUuid } from './hsds';
import { TABLES, type TableName } from './tabular';

const SCHEMA_DIR = join(__dirname, 'hsds-schema/schema');
const schemaOf = (file: string) => JSON.parse(readFileSync(join(SCHEMA_DIR, file), 'utf8')) as { path: string; properties: Record<string, { type?: string; $ref?: string }> };

/** The shipped HSDS 3.0 schemas (Open Referral, CC BY-SA 4.0), refs resolved between files. */
function hsdsValidator(root: string): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  ajv.addFormat('uri', (value: string) => URL.canParse(value) && /^[a-z][a-z0-9+.-]*:/i.test(value));
  ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)) && /T/.test(value));
  for (const file of readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.json') && name !== 'openapi.json')) {
    ajv.addSchema({ ...schemaOf(file), $id: `https://hsds.example/${file}` });
  }
  return ajv.getSchema(`https://hsds.example/${root}`)!;
}

const csvRows = (csv: string) => csv.trimEnd().split('\r\n');

describe.each(testDialects())('open data (HSDS 3.0) on %s', (dialect) => {
  let t: TestApp;
  let published: number;
  let bare: number;
  let hidden: number;
  const validateService = hsdsValidator('service.json');

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, {
      seed: async (db) => {
        const { communeId } = await insertGeo(db);
        await db.insertInto('languages').values([{ code: 'fr', name_fr: 'Français', name_nl: 'Frans' }, { code: 'nl', name_fr: 'Néerlandais', name_nl: 'Nederlands' }]).execute();
        const { id: sector } = await db.insertInto('sectors').values({ slug_fr: 'sante', slug_nl: 'gezondheid', titre_fr: 'Santé', titre_nl: 'Gezondheid', position: 1 }).returning('id').executeTakeFirstOrThrow();
        const { id: need } = await db
          .insertInto('besoins')
          .values({ parent_id: null, slug_fr: 'me-soigner', slug_nl: 'verzorging', titre_fr: 'Me soigner', titre_nl: 'Verzorging', description_fr: null, description_nl: null, position: 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        published = await insertListing(db, { slug: 'aide-ixelles', title: 'Aide Ixelles' });
        await db
          .updateTable('prestataires')
          .set({
            website: 'www.aide-ixelles.be',
            company_number: '0123.456.789',
            first_name: 'Anne',
            last_name: 'Dupont',
            fees: 'Tarif "conventionné", sans supplément',
            opening_hours: JSON.stringify([{ day: 1, opens: '09:00', closes: '12:00' }, { day: 3, opens: '13:30', closes: '17:00' }]),
          })
          .where('id', '=', published)
          .execute();
        await db
          .insertInto('addresses')
          .values({ prestataire_id: published, kind: 'main', street: 'Place Flagey', number: '18', box: '2', postal_code: '1050', locality: 'Ixelles', lat: 50.8275, lon: 4.3722, commune_id: communeId, step_free_entrance: 1, accessible_toilet: 1 })
          .execute();
        await db.insertInto('prestataire_languages').values([{ prestataire_id: published, language_code: 'fr' }, { prestataire_id: published, language_code: 'nl' }]).execute();
        await db.insertInto('prestataire_sectors').values({ prestataire_id: published, sector_id: sector, is_main: 1 }).execute();
        await db.insertInto('prestataire_besoins').values({ prestataire_id: published, besoin_id: need, is_main: 1 }).execute();
        await db.insertInto('coverage_zones').values({ prestataire_id: published, zone_type: 'commune', zone_id: communeId }).execute();
        // A listing with nothing but its required fields, and one the public cannot see.
        bare = await insertListing(db, { slug: 'sans-adresse', title: 'Sans adresse' });
        await db.updateTable('prestataires').set({ email: 'not an email', phone: null, opening_hours: null, activity_description: null }).where('id', '=', bare).execute();
        hidden = await insertListing(db, { slug: 'cachee', title: 'Cachée', visible: false });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = async (query: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/open-data/hsds${query}`, headers });

  it('publishes every published listing as a fully nested service that validates against the HSDS 3.0 schemas', async () => {
    const response = await page('?per_page=50');
    expect(response.statusCode).toBe(200);
    const body = hsdsServicePageSchema.parse(response.json()) as HsdsServicePage;
    expect(body).toMatchObject({ hsds_version: '3.0.0', total_items: 2, total_pages: 1, page_number: 1, size: 2, first_page: true, last_page: true, empty: false });
    expect(body.licence.url).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(body.contents.map((s) => s.id)).toEqual([stableUuid('service', published), stableUuid('service', bare)]);
    expect(body.contents.map((s) => s.id)).not.toContain(stableUuid('service', hidden));
    for (const service of body.contents) {
      const valid = validateService(service);
      expect(validateService.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    }

    // The validator does bite: a wrong id format, a missing name, a schedule with an unknown frequency.
    expect(validateService({ ...body.contents[0], id: 'listing-1' })).toBe(false);
    expect(validateService({ ...body.contents[0], name: undefined })).toBe(false);
    expect(validateService({ ...body.contents[0], schedules: [{ ...body.contents[0].schedules[0], freq: 'DAILY' }] })).toBe(false);

    const [full] = body.contents;
    expect(full.url).toBe('http://localhost:4200/fr/prestataires/sante/aide-ixelles');
    expect(full.organization).toMatchObject({ website: 'https://www.aide-ixelles.be/', organization_identifiers: [expect.objectContaining({ identifier: '0123.456.789' })] });
    expect(full.schedules.map((s) => [s.byday, s.opens_at, s.closes_at, s.freq])).toEqual([
      ['MO', '09:00', '12:00', 'WEEKLY'],
      ['WE', '13:30', '17:00', 'WEEKLY'],
    ]);
    expect(full.languages.map((l) => [l.code, l.name])).toEqual([
      ['fr', 'Français'],
      ['nl', 'Néerlandais'],
    ]);
    const [link] = full.service_at_locations;
    expect(link.location).toMatchObject({ latitude: 50.8275, longitude: 4.3722 });
    // The address's accessibility facts (issue 17), one record each, named in the asked language.
    const flagey = await t.db.selectFrom('addresses').select('id').where('prestataire_id', '=', published).executeTakeFirstOrThrow();
    expect(link.location.accessibility).toEqual([
      { id: stableUuid('accessibility', `${flagey.id}:step_free_entrance`), location_id: link.location.id, description: 'Entrée de plain-pied' },
      expect.objectContaining({ location_id: link.location.id, description: 'Toilettes accessibles' }),
    ]);
    expect(link.location.addresses[0]).toMatchObject({ address_1: 'Place Flagey 18', address_2: 'boîte 2', city: 'Ixelles', postal_code: '1050', country: 'BE', state_province: 'Région de Bruxelles-Capitale' });
    expect(full.service_areas.map((a) => a.name)).toEqual(['Ixelles']);
    expect(full.attributes.map((a) => [a.link_type, a.taxonomy_term.name])).toEqual([
      ['sector', 'Santé'],
      ['need', 'Me soigner'],
    ]);
    expect(full.contacts).toEqual([expect.objectContaining({ name: 'Anne Dupont', email: 'aide-ixelles@example.be' })]);
    // An invalid email is left out rather than published wrong.
    expect(body.contents[1].email).toBeUndefined();
  });

  it('names things in the asked language, pages, and filters by modification date', async () => {
    const nl = hsdsServicePageSchema.parse((await page('?locale=nl&per_page=1')).json());
    expect(nl).toMatchObject({ total_items: 2, total_pages: 2, size: 1, last_page: false });
    expect(nl.contents[0].url).toBe('http://localhost:4200/nl/zorgverleners/gezondheid/aide-ixelles');
    expect(nl.contents[0].languages.map((l) => l.name)).toEqual(['Frans', 'Nederlands']);
    const second = hsdsServicePageSchema.parse((await page('?per_page=1&page=2')).json());
    expect(second).toMatchObject({ page_number: 2, last_page: true, first_page: false });
    const future = hsdsServicePageSchema.parse((await page(`?modified_after=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).json());
    expect(future).toMatchObject({ total_items: 0, empty: true, contents: [] });
    expect((await page('?per_page=1000')).statusCode).toBe(422);
    expect((await page('?modified_after=yesterday')).statusCode).toBe(422);
  });

  it('answers conditional requests with 304 until a listing changes', async () => {
    const first = await page('');
    const etag = String(first.headers.etag);
    expect(first.headers['last-modified']).toBeDefined();
    expect((await page('', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await page('', { 'if-modified-since': String(first.headers['last-modified']) })).statusCode).toBe(304);
    await t.db.updateTable('prestataires').set({ title: 'Sans adresse (nouveau nom)', updated_at: new Date(Date.now() + 5_000).toISOString() }).where('id', '=', bare).execute();
    const changed = await page('', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await t.db.updateTable('prestataires').set({ title: 'Sans adresse', updated_at: nowIso() }).where('id', '=', bare).execute();
  });

  it('exports the directory as HSDS tabular files in a zip, with the columns of the HSDS schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/open-data/hsds.zip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const datapackage = JSON.parse(strFromU8(files['datapackage.json'])) as { licenses: { name: string }[]; resources: { path: string }[] };
    expect(datapackage.licenses[0].name).toBe('CC-BY-4.0');
    expect(strFromU8(files['LICENCE.txt'])).toContain('CC BY 4.0');
    for (const name of Object.keys(TABLES) as TableName[]) {
      expect(datapackage.resources.map((r) => r.path)).toContain(`${name}.csv`);
      expect(csvRows(strFromU8(files[`${name}.csv`]))[0]).toBe(TABLES[name].join(','));
    }
    const services = csvRows(strFromU8(files['services.csv']));
    expect(services).toHaveLength(3); // header + the two published listings
    expect(services.join('\n')).toContain('"Tarif ""conventionné"", sans supplément"');
    expect(csvRows(strFromU8(files['schedules.csv']))).toHaveLength(3);
    expect(csvRows(strFromU8(files['locations.csv']))).toHaveLength(2);
    expect(csvRows(strFromU8(files['accessibility.csv']))).toHaveLength(3); // header + the two facts of the one address
    expect(csvRows(strFromU8(files['taxonomy_terms.csv']))).toHaveLength(3);
    const again = await t.app.inject({ method: 'GET', url: '/api/open-data/hsds.zip', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("writes each table's one-to-one columns in the order of its HSDS schema", () => {
    const files: Record<TableName, string> = {
      organizations: 'organization.json', organization_identifiers: 'organization_identifier.json', services: 'service.json', locations: 'location.json',
      addresses: 'address.json', service_at_location: 'service_at_location.json', schedules: 'schedule.json', languages: 'language.json', phones: 'phone.json',
      contacts: 'contact.json', service_areas: 'service_area.json', accessibility: 'accessibility.json', attributes: 'attribute.json', taxonomy_terms: 'taxonomy_term.json',
    };
    for (const [table, file] of Object.entries(files) as [TableName, string][]) {
      const schema = schemaOf(file);
      expect(`${table}.csv`).toBe(schema.path);
      const columns = Object.entries(schema.properties).filter(([, p]) => p.type !== 'array' && p.type !== 'object' && !p.$ref).map(([name]) => name);
      expect([...TABLES[table]]).toEqual(columns);
    }
  });
});
