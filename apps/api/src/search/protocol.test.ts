import type { AddressInfo } from 'node:net';
import { algoliasearch, type SearchClient, type SearchResponse } from 'algoliasearch';
import { sql } from 'kysely';
import { SEARCH_INDEX_NAMES, searchEndpoints, userSchema } from '@sam/contracts';
import { TestClient } from '../testing/test-client';
import { testDialects, type TestApp } from '../testing/test-database';
import { ADDRESS_IDS, createSearchTestApp } from './test-fixtures';

const P = SEARCH_INDEX_NAMES.prestataire_addresses;

/** The objectIDs of a result, sorted (rank order is checked separately). */
const ids = (result: { hits: { objectID: string }[] }) => result.hits.map((hit) => hit.objectID).sort((a, b) => Number(a) - Number(b));
const ascending = (...values: number[]) => values.sort((a, b) => a - b).map(String);

describe.each(testDialects())('Algolia protocol over the embedded engine on %s', (dialect) => {
  let t: TestApp;
  let client: SearchClient;
  let origin: string;

  const search = async <T = Record<string, unknown>>(indexName: string, params: Record<string, unknown>): Promise<SearchResponse<T>> => {
    const { results } = await client.search<T>({ requests: [{ indexName, ...params }] });
    return results[0] as SearchResponse<T>;
  };

  beforeAll(async () => {
    t = await createSearchTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    client = algoliasearch('sam-embedded', 'public-search-key', { hosts: [{ url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http' }] });
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists the five indices and the replica with their entries and build time', async () => {
    const { items, nbPages } = await client.listIndices();
    expect(nbPages).toBe(1);
    const entries = Object.fromEntries(items.map((item) => [item.name, item.entries]));
    // Visible addresses with a point of active, visible listings: Parc ×2, Dubois, Schelde, Aide ×2, Zuid.
    // The events' replica (past events, latest first) holds the same records.
    expect(entries).toEqual({ [P]: 7, infos: 1, sam_conseils: 1, events: 2, events_latest_first: 2, annonces: 1 });
    for (const item of items) expect(typeof (item as unknown as { buildTimeMs: number }).buildTimeMs).toBe('number');
  });

  it('answers a multi-query with ranked, highlighted hits and the standard response fields', async () => {
    const { results } = await client.search({
      requests: [
        { indexName: P, query: 'maison medicale', hitsPerPage: 5 },
        { indexName: SEARCH_INDEX_NAMES.events, query: 'mantelzorg' },
      ],
    });
    const [listings, events] = results as SearchResponse<Record<string, unknown>>[];
    expect(ids(listings)).toEqual(ascending(ADDRESS_IDS.parcHead, ADDRESS_IDS.parcIxelles));
    expect(listings).toMatchObject({ nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 5, query: 'maison medicale', exhaustiveNbHits: true, exhaustiveFacetsCount: true, index: P });
    expect(typeof listings.processingTimeMS).toBe('number');
    expect(listings.params).toContain('query=maison+medicale');
    const hit = listings.hits[0] as Record<string, unknown> & { _highlightResult: Record<string, unknown> };
    expect(hit._highlightResult.title).toEqual({ value: '<em>Maison</em> <em>médicale</em> du Parc', matchLevel: 'full', matchedWords: ['maison', 'medicale'], fullyHighlighted: false });
    // By default, what a result card shows is highlighted (the index's attributesToHighlight).
    expect(Object.keys(hit._highlightResult).sort()).toEqual(['address', 'category_fr', 'category_nl', 'description', 'title']);
    expect(hit._geoloc).toEqual(expect.objectContaining({ lat: expect.any(Number), lng: expect.any(Number) }));
    expect(hit).not.toHaveProperty('bookmarkers');
    expect(events.hits.map((h) => h.objectID)).toEqual(['2']);
  });

  it('answers what the search contracts describe (the routes send the engine’s JSON without parsing it again)', async () => {
    const multi = await t.app.inject({
      method: 'POST',
      url: '/1/indexes/*/queries',
      headers: { 'x-algolia-api-key': 'public-search-key', 'x-algolia-application-id': 'sam-embedded' },
      payload: { requests: [{ indexName: P, params: 'query=maison&facets=%5B%22*%22%5D' }, { indexName: SEARCH_INDEX_NAMES.events, type: 'facet', facet: 'category_fr', params: 'facetQuery=' }] },
    });
    expect(multi.statusCode).toBe(200);
    expect(multi.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(searchEndpoints.multipleQueries.response.safeParse(multi.json()).success).toBe(true);
    const single = await t.app.inject({
      method: 'POST',
      url: `/1/indexes/${P}/query`,
      headers: { 'x-algolia-api-key': 'public-search-key', 'x-algolia-application-id': 'sam-embedded' },
      payload: { params: 'query=parc&hitsPerPage=2' },
    });
    expect(single.statusCode).toBe(200);
    expect(searchEndpoints.query.response.safeParse(single.json()).success).toBe(true);
    expect(single.json().hits).toHaveLength(2);
  });

  it('folds accents and case, tolerates a typo and stems French and Dutch', async () => {
    const parc = ascending(ADDRESS_IDS.parcHead, ADDRESS_IDS.parcIxelles);
    expect(ids(await search(P, { query: 'MAISON Médicale' }))).toEqual(parc);
    expect(ids(await search(P, { query: 'medicael' }))).toEqual(expect.arrayContaining(parc));
    const kine = ids(await search(P, { query: 'kinesitherapie' }));
    expect(kine).toEqual(ascending(ADDRESS_IDS.parcHead, ADDRESS_IDS.parcIxelles, ADDRESS_IDS.dubois));
    expect(ids(await search(P, { query: 'kinésithérapie' }))).toEqual(kine);
    // 'soins' (Parc, Aide's title) ~ 'soin' (Aide's description).
    const soins = ids(await search(P, { query: 'soins', queryType: 'prefixNone' }));
    expect(soins).toEqual(ids(await search(P, { query: 'soin', queryType: 'prefixNone' })));
    expect(soins).toEqual(expect.arrayContaining([String(ADDRESS_IDS.aideNamur), String(ADDRESS_IDS.parcHead)]));
    // 'verpleegkundigen' (Schelde) ~ 'verpleegkundige' (Zuid).
    const nurses = ascending(ADDRESS_IDS.schelde, ADDRESS_IDS.zuid);
    expect(ids(await search(P, { query: 'verpleegkundigen', queryType: 'prefixNone' }))).toEqual(nurses);
    expect(ids(await search(P, { query: 'verpleegkundige', queryType: 'prefixNone' }))).toEqual(nurses);
    expect((await search(P, { query: 'zzzzqqq' })).nbHits).toBe(0);
  });

  it('ranks exact words before typos and the title before the description', async () => {
    // 'huisarts' is Zuid's title word and, through its category, Collard's (no point, not indexed).
    const result = await search(P, { query: 'huisartsen', attributesToRetrieve: ['title'] });
    expect(result.hits[0].objectID).toBe(String(ADDRESS_IDS.zuid));
    const kine = await search(P, { query: 'kinesitherapie', attributesToRetrieve: ['title'] });
    expect(kine.hits[0].objectID).toBe(String(ADDRESS_IDS.dubois)); // title match before Parc's description
  });

  it('counts facets exactly like SQL GROUP BY on the same database', async () => {
    const online = sql`p.active = 1 and p.visible = 1 and a.is_visible = 1 and a.lat is not null and a.lon is not null`;
    const commune = sql`coalesce(a.commune_id, (select min(l.commune_id) from localites l where l.postal_code = a.postal_code))`;
    const rows = async (query: ReturnType<typeof sql>) => (await query.execute(t.db)).rows as { value: string; n: number | string }[];
    const expected = async (column: ReturnType<typeof sql>, extra = sql`1 = 1`) =>
      Object.fromEntries(
        (
          await rows(sql`select ${column} as value, count(*) as n from addresses a join prestataires p on p.id = a.prestataire_id
             join communes c on c.id = ${commune} join provinces pr on pr.id = c.province_id
             where ${online} and ${extra} group by ${column}`)
        ).map((r) => [r.value, Number(r.n)]),
      );
    for (const extra of [sql`1 = 1`, sql`p.tarif = 'conventionne'`]) {
      const result = await search(P, {
        facets: ['tarif', 'type', 'communes.commune', 'provinces.province'],
        ...(extra.compile(t.db).sql.includes('tarif') ? { facetFilters: ['tarif:conventionne'] } : {}),
        hitsPerPage: 0,
      });
      expect(result.facets?.tarif).toEqual(await expected(sql`p.tarif`, extra));
      expect(result.facets?.type).toEqual(await expected(sql`p.type`, extra));
      const communes = await expected(sql`c.name_fr`, extra);
      for (const [name, n] of Object.entries(communes)) expect(result.facets?.['communes.commune'][name]).toBe(n);
      const provinces = await expected(sql`pr.name_nl`, extra);
      for (const [name, n] of Object.entries(provinces)) expect(result.facets?.['provinces.province'][name]).toBe(n);
      expect(result.nbHits).toBe(Object.values(await expected(sql`p.tarif`, extra)).reduce((a, b) => a + b, 0));
    }
  });

  it('filters with facetFilters, filters and numericFilters', async () => {
    const namurOrAntwerp = await search(P, { facetFilters: [['communes.commune:Namur', 'communes.commune:Antwerpen'], '-tarif:gratuit'], hitsPerPage: 20 });
    expect(ids(namurOrAntwerp)).toEqual(ascending(ADDRESS_IDS.dubois, ADDRESS_IDS.aideNamur, ADDRESS_IDS.zuid));
    const negatedValue = await search(P, { facetFilters: ['tarif:-conventionne', 'provinces.province:Provincie Antwerpen'] });
    expect(ids(negatedValue)).toEqual(ascending(ADDRESS_IDS.schelde));
    const boolean = await search(P, { filters: '(tarif:gratuit OR tarif:payant) AND NOT type:independant', hitsPerPage: 20 });
    expect(ids(boolean)).toEqual(ascending(ADDRESS_IDS.schelde));
    const quoted = await search(P, { filters: '"sectors.titre.fr":"Aide à domicile" AND validated:true' });
    expect(ids(quoted)).toEqual(ascending(ADDRESS_IDS.parcHead, ADDRESS_IDS.parcIxelles, ADDRESS_IDS.aideNamur, ADDRESS_IDS.aideBruxelles));
    const numeric = await search(P, { numericFilters: ['prestataire_id >= 3', 'prestataire_id:1 TO 4'] });
    expect(ids(numeric)).toEqual(ascending(ADDRESS_IDS.schelde, ADDRESS_IDS.aideNamur, ADDRESS_IDS.aideBruxelles));
    // All the addresses of one listing (numeric equality written as a facet filter).
    expect(ids(await search(P, { facetFilters: ['prestataire_id:1'] }))).toEqual(ascending(ADDRESS_IDS.parcHead, ADDRESS_IDS.parcIxelles));
    expect(ids(await search(P, { filters: 'prestataire_id = 1' }))).toEqual(ascending(ADDRESS_IDS.parcHead, ADDRESS_IDS.parcIxelles));
    const hierarchy = await search(P, { facetFilters: ['navbesoinsfr.lvl1:Me soigner > Soins infirmiers à domicile'], facets: ['navbesoinsfr.lvl0', 'navbesoinsfr.lvl1'] });
    expect(ids(hierarchy)).toEqual(ascending(ADDRESS_IDS.parcHead, ADDRESS_IDS.parcIxelles, ADDRESS_IDS.schelde));
    expect(hierarchy.facets?.['navbesoinsfr.lvl0']).toEqual({ 'Me soigner': 3 });
  });

  it('searches inside polygons, boxes and around a point', async () => {
    const namur = [50.44, 4.83, 50.49, 4.83, 50.49, 4.9, 50.44, 4.9];
    const antwerp = [51.19, 4.37, 51.23, 4.37, 51.23, 4.43];
    expect(ids(await search(P, { insidePolygon: [namur] }))).toEqual(ascending(ADDRESS_IDS.dubois, ADDRESS_IDS.aideNamur));
    expect(ids(await search(P, { insidePolygon: [namur, antwerp] }))).toEqual(ascending(ADDRESS_IDS.dubois, ADDRESS_IDS.aideNamur, ADDRESS_IDS.schelde, ADDRESS_IDS.zuid));
    expect(ids(await search(P, { insideBoundingBox: [[50.86, 4.33, 50.82, 4.38]] }))).toEqual(ascending(ADDRESS_IDS.parcHead, ADDRESS_IDS.parcIxelles, ADDRESS_IDS.aideBruxelles));
    const near = await search(P, { aroundLatLng: '50.4669, 4.8675', aroundRadius: 2000 });
    expect(near.hits.map((h) => h.objectID)).toEqual([String(ADDRESS_IDS.dubois), String(ADDRESS_IDS.aideNamur)]);
    const all = await search(P, { aroundLatLng: '51.2194, 4.4025', aroundRadius: 'all', hitsPerPage: 3 });
    expect(all.nbHits).toBe(7);
    expect(all.hits.map((h) => h.objectID)).toEqual([String(ADDRESS_IDS.schelde), String(ADDRESS_IDS.zuid), String(ADDRESS_IDS.aideBruxelles)]);
  });

  it('highlights with custom tags, snippets and retrieves only the attributes asked for', async () => {
    const result = await search(P, {
      query: 'verpleegkundigen wondzorg',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
      attributesToRetrieve: ['title', 'address.locality'],
      attributesToHighlight: ['description.nl'],
      attributesToSnippet: ['description.fr:4'],
    });
    const hit = result.hits[0] as Record<string, unknown>;
    expect(hit).toEqual({
      objectID: String(ADDRESS_IDS.schelde),
      title: 'Thuisverpleging De Schelde',
      address: { locality: 'Antwerpen' },
      _highlightResult: {
        description: {
          nl: {
            value: 'Ervaren __ais-highlight__verpleegkundigen__/ais-highlight__ voor thuisverpleging en __ais-highlight__wondzorg__/ais-highlight__, ook in het weekend.',
            matchLevel: 'full',
            matchedWords: ['verpleegkundigen', 'wondzorg'],
            fullyHighlighted: false,
          },
        },
      },
      _snippetResult: { description: { fr: { value: 'Ervaren __ais-highlight__verpleegkundigen__/ais-highlight__ voor thuisverpleging…', matchLevel: 'partial' } } },
    });
  });

  it('gets one object, and answers 404 like Algolia for a missing one', async () => {
    const record = await client.getObject({ indexName: P, objectID: String(ADDRESS_IDS.parcHead) });
    expect(record).toMatchObject({ objectID: '11', title: 'Maison médicale du Parc', quartiers: { id: '21004-MAROLLES', quartier: ['Marolles', 'Marollen'] } });
    expect(record).not.toHaveProperty('bookmarkers');
    await expect(client.getObject({ indexName: P, objectID: '999' })).rejects.toMatchObject({ status: 404, message: 'ObjectID does not exist' });
    await expect(client.getObject({ indexName: 'nope', objectID: '1' })).rejects.toMatchObject({ status: 404 });
  });

  it('lists the page language first with optionalFilters on text_language, without narrowing (issue 15)', async () => {
    const order = async (params: Record<string, unknown>) => (await search<{ text_language: string }>(P, { hitsPerPage: 20, attributesToRetrieve: ['text_language'], ...params })).hits.map((hit) => hit.text_language);
    // Custom ranking alone (titles) mixes the languages; Dutch listings: Schelde and Zuid.
    expect(await order({})).not.toEqual(['fr', 'fr', 'fr', 'fr', 'fr', 'nl', 'nl']);
    expect(await order({ optionalFilters: ['text_language:fr'] })).toEqual(['fr', 'fr', 'fr', 'fr', 'fr', 'nl', 'nl']);
    expect(await order({ optionalFilters: ['text_language:nl'] })).toEqual(['nl', 'nl', 'fr', 'fr', 'fr', 'fr', 'fr']);
    const nl = await search(P, { optionalFilters: 'text_language:nl', hitsPerPage: 2 });
    expect(nl).toMatchObject({ nbHits: 7, nbPages: 4 });
    // Inside the Dutch part, custom ranking (title order) holds: Huisartsenpraktijk Zuid, Thuisverpleging De Schelde.
    expect(nl.hits.map((hit) => hit.objectID)).toEqual([String(ADDRESS_IDS.zuid), String(ADDRESS_IDS.schelde)]);
  });

  it('answers 400 { message, status } to malformed filters and unsupported parameters', async () => {
    await expect(search(P, { filters: 'tarif:gratuit AND (' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('filters') });
    await expect(search(P, { facetFilters: ['unknown:x'] })).rejects.toMatchObject({ status: 400 });
    await expect(search(P, { tagFilters: ['x'] })).rejects.toMatchObject({ status: 400 });
    const response = await fetch(`${origin}/1/indexes/${P}/query`, { method: 'POST', body: JSON.stringify({ params: 'query=a&sortBy=price' }) });
    // Any content type is read as JSON, as Algolia does (curl's default form type included).
    const form = await fetch(`${origin}/1/indexes/${P}/query`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: JSON.stringify({ query: 'parc' }) });
    expect(((await form.json()) as SearchResponse).nbHits).toBe(2);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Unsupported parameter: sortBy', status: 400 });
  });

  it('takes browser requests: text/plain JSON, credentials in the query string, CORS for the portal', async () => {
    const response = await fetch(`${origin}/1/indexes/*/queries?x-algolia-api-key=public-search-key&x-algolia-application-id=sam-embedded`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: t.config.portalOrigin },
      body: JSON.stringify({
        requests: [
          // What InstantSearch sends: a urlencoded params string with its own highlight tags.
          { indexName: P, params: 'facets=%5B%22tarif%22%5D&highlightPostTag=__%2Fais-highlight__&highlightPreTag=__ais-highlight__&maxValuesPerFacet=10&page=0&query=namur&tagFilters=' },
          { indexName: P, params: 'analytics=false&clickAnalytics=false&facets=tarif&hitsPerPage=0&page=0&query=namur' },
        ],
      }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(t.config.portalOrigin);
    const { results } = (await response.json()) as { results: SearchResponse[] };
    expect(results[0].nbHits).toBe(results[1].nbHits);
    expect(results[1].hits).toEqual([]);
    expect(results[0].facets).toEqual(results[1].facets);
  });

  it('searches facet values (refinement list search)', async () => {
    const { facetHits } = await client.searchForFacetValues({ indexName: P, facetName: 'communes.commune', searchForFacetValuesRequest: { facetQuery: 'bru' } });
    expect(facetHits).toEqual([
      { value: 'Brussel', highlighted: '<em>Bru</em>ssel', count: 2 },
      { value: 'Bruxelles', highlighted: '<em>Bru</em>xelles', count: 2 },
    ]);
  });

  it('follows a bookmark toggle in the same request (bookmarkers.titre = the user token)', async () => {
    const user = new TestClient(t.app);
    await user.register({ email: 'aidant.search@example.be' });
    const token = userSchema.parse((await user.get('/api/user')).json()).search_bookmark_token;
    expect(token).toMatch(/^[0-9a-f]{16}$/);
    const mine = () => search(SEARCH_INDEX_NAMES.events, { facetFilters: [`bookmarkers.titre:${token}`] });
    expect((await mine()).nbHits).toBe(0);
    expect((await user.post('/api/events/atelier-aidants-proches/bookmark', { bookmarked: true })).statusCode).toBe(200);
    expect((await mine()).hits.map((h) => h.objectID)).toEqual(['1']);
    expect((await user.post('/api/events/atelier-aidants-proches/bookmark', { bookmarked: false })).statusCode).toBe(200);
    expect((await mine()).nbHits).toBe(0);
  });

  it('drops a listing as soon as it is unregistered', async () => {
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const email = 'aide-et-soins-a-domicile-namur@example.be';
    const token = t.app.signing.sign('unregister', 4, expires, email);
    expect((await search(P, { query: 'aide soins domicile namur' })).nbHits).toBe(2);
    const response = await t.app.inject({ method: 'GET', url: `/api/unreg?expires=${expires}&id=4&token=${token}` });
    expect(response.statusCode).toBe(200);
    expect((await search(P, { query: 'aide soins domicile namur' })).nbHits).toBe(0);
    const { items } = await client.listIndices();
    expect(items.find((item) => item.name === P)?.entries).toBe(5);
  });
});
