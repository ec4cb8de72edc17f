import { placeListSchema } from '@sam/contracts';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

describe.each(testDialects())('places on %s', (dialect) => {
  let t: TestApp;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const rows = await t.db
      .insertInto('places')
      .values([
        { type: 'province', ref_id: '20001', name_fr: 'Brabant flamand', name_nl: 'Vlaams-Brabant' },
        { type: 'province', ref_id: '50000', name_fr: 'Hainaut', name_nl: 'Henegouwen' },
        { type: 'commune', ref_id: '21009', name_fr: 'Ixelles', name_nl: 'Elsene' },
        { type: 'commune', ref_id: '24062', name_fr: 'Louvain', name_nl: 'Leuven' },
        { type: 'localite', ref_id: '1050', name_fr: 'Ixelles', name_nl: 'Elsene' },
        { type: 'province', ref_id: '60000', name_fr: 'Liège', name_nl: 'Luik' },
        { type: 'province', ref_id: '70000', name_fr: 'Limbourg', name_nl: 'Limburg' },
      ])
      .returning(['id', 'ref_id'])
      .execute();
    ids = Object.fromEntries(rows.map((r) => [r.ref_id, r.id]));
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/places/search', payload: payload as object });
  const names = (response: { json(): unknown }) => placeListSchema.parse(response.json()).data.map((p) => p.name);

  it('lists the places, by type, sorted by name in the asked locale', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/places?locale=nl' });
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual(['Elsene', 'Elsene', 'Henegouwen', 'Leuven', 'Limburg', 'Luik', 'Vlaams-Brabant']);
    // Accents sort as a reader expects, not by code point.
    expect(names(await t.app.inject({ method: 'GET', url: '/api/places?type=province&locale=fr' }))).toEqual(['Brabant flamand', 'Hainaut', 'Liège', 'Limbourg']);
    const communes = placeListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/places?type=commune' })).json()).data;
    expect(communes).toEqual([
      { id: ids['21009'], type: 'commune', ref_id: '21009', name: 'Ixelles', name_fr: 'Ixelles', name_nl: 'Elsene' },
      { id: ids['24062'], type: 'commune', ref_id: '24062', name: 'Louvain', name_fr: 'Louvain', name_nl: 'Leuven' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/places?type=pays' })).statusCode).toBe(422);
  });

  it('searches by id with the in operator (no CSRF token needed)', async () => {
    const response = await search({ filters: [{ field: 'id', operator: 'in', value: [ids['24062'], String(ids['50000']), 99999] }] });
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Hainaut', 'Louvain']);
  });

  it('combines filters with mode and (default) or or', async () => {
    const filters = [
      { field: 'id', operator: 'in', value: [ids['21009'], ids['20001']] },
      { field: 'type', operator: '=', value: 'commune' },
    ];
    expect(names(await search({ filters }))).toEqual(['Ixelles']);
    expect(names(await search({ filters, mode: 'or' }))).toEqual(['Brabant flamand', 'Ixelles', 'Louvain']);
    expect(names(await search({ filters: [{ field: 'ref_id', operator: 'in', value: ['1050', '21009'] }], locale: 'nl' }))).toEqual(['Elsene', 'Elsene']);
  });

  it('answers 422 on an unknown field, operator, mode or value', async () => {
    const cases: [unknown, string[]][] = [
      [{ filters: [{ field: 'name', operator: 'in', value: ['x'] }] }, ['filters.0.field']],
      [{ filters: [{ field: 'id', operator: 'like', value: [1] }] }, ['filters.0.operator']],
      [{ filters: [{ field: 'id', operator: 'in', value: 3 }] }, ['filters.0.value']],
      [{ filters: [{ field: 'id', operator: 'in', value: [] }] }, ['filters.0.value']],
      [{ filters: [{ field: 'id', operator: 'in', value: ['abc'] }] }, ['filters.0.value.0']],
      [{ filters: [{ field: 'type', operator: '=', value: 'pays' }] }, ['filters.0.value']],
      [{ filters: [{ field: 'id', operator: 'in', value: [1] }], mode: 'xor' }, ['mode']],
      [{ filters: [] }, ['filters']],
      [{}, ['filters']],
    ];
    for (const [payload, fields] of cases) {
      const response = await search(payload);
      expect([payload, response.statusCode]).toEqual([payload, 422]);
      expect(Object.keys(response.json().errors)).toEqual(fields);
    }
  });
});
