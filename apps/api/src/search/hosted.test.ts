import { EMBEDDED_SEARCH_APP_ID, EVENTS_LATEST_FIRST_INDEX, EMBEDDED_SEARCH_KEY, resolveSearchClientConfig, SEARCH_INDEX_NAMES } from '@sam/contracts';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/test-database';
import { HOSTED_BATCH_SIZE, HostedSearch, type HostedClient } from './hosted';
import { INDEX_OF_BOOKMARK, Indexer } from './indexer';
import { SearchRepository } from './repository';
import { algoliaSettings, PRESTATAIRE_SETTINGS } from './settings';
import { ADDRESS_IDS, FIXTURE_IDS, seedSearchFixtures } from './test-fixtures';

describe('search client configuration', () => {
  it('points the frontends at the embedded engine by default', () => {
    expect(resolveSearchClientConfig({})).toEqual({ mode: 'embedded', appId: EMBEDDED_SEARCH_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, host: 'localhost:3000', protocol: 'http' });
    expect(resolveSearchClientConfig({ SEARCH_PUBLIC_HOST: 'api.sam.example', SEARCH_PUBLIC_PROTOCOL: 'https' })).toMatchObject({ host: 'api.sam.example', protocol: 'https' });
  });

  it('points them at hosted Algolia with the public search key only', () => {
    const env = { ALGOLIA_APP_ID: 'APPID123', ALGOLIA_SEARCH_KEY: 'search-only', ALGOLIA_ADMIN_KEY: 'admin-secret' };
    expect(resolveSearchClientConfig(env)).toEqual({ mode: 'hosted', appId: 'APPID123', searchKey: 'search-only' });
    expect(JSON.stringify(resolveSearchClientConfig(env))).not.toContain('admin-secret');
    expect(() => resolveSearchClientConfig({ ALGOLIA_APP_ID: 'APPID123' })).toThrow(/ALGOLIA_SEARCH_KEY/);
  });
});

type Call = { method: keyof HostedClient; request: Record<string, unknown> };

/** Records what the indexer sends instead of sending it (no network in tests). */
function stubClient(): HostedClient & { calls: Call[] } {
  const calls: Call[] = [];
  const record = (method: keyof HostedClient) => async (request: object) => {
    calls.push({ method, request: request as Record<string, unknown> });
    return {};
  };
  return { calls, setSettings: record('setSettings'), replaceAllObjects: record('replaceAllObjects'), saveObjects: record('saveObjects'), deleteObjects: record('deleteObjects') };
}

describe.each(testDialects())('hosted Algolia lane on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedSearchFixtures(database.db);
  });

  afterAll(async () => {
    await database.destroy();
  });

  it('sends each index its settings, then all its records in batches, then only what a write changed', async () => {
    const client = stubClient();
    const indexer = new Indexer(new SearchRepository(database.db), new HostedSearch(client), (userId) => `token-${userId}`);
    await indexer.buildAll();

    const names = Object.values(SEARCH_INDEX_NAMES);
    // The events index's replica is unlinked during the swap, then linked again with its own ranking.
    expect(client.calls.map((call) => [call.method, call.request.indexName])).toEqual(
      names.flatMap((name) =>
        name === SEARCH_INDEX_NAMES.events
          ? [['setSettings', name], ['replaceAllObjects', name], ['setSettings', name], ['setSettings', EVENTS_LATEST_FIRST_INDEX]]
          : [['setSettings', name], ['replaceAllObjects', name]],
      ),
    );
    const eventSettings = client.calls.filter((call) => call.method === 'setSettings' && call.request.indexName === SEARCH_INDEX_NAMES.events);
    expect(eventSettings.map((call) => (call.request.indexSettings as { replicas?: string[] }).replicas)).toEqual([[], [EVENTS_LATEST_FIRST_INDEX]]);
    const replica = client.calls.find((call) => call.request.indexName === EVENTS_LATEST_FIRST_INDEX);
    expect(replica?.request.indexSettings).toMatchObject({ customRanking: ['desc(start_ts)'], numericAttributesForFiltering: expect.arrayContaining(['end_ts']) });
    expect(client.calls[0].request.indexSettings).toEqual(algoliaSettings(SEARCH_INDEX_NAMES.prestataire_addresses));
    expect(client.calls[0].request.indexSettings).toMatchObject({
      searchableAttributes: PRESTATAIRE_SETTINGS.searchableAttributes,
      attributesForFaceting: expect.arrayContaining(['communes.commune', 'navbesoinsfr.lvl1', 'filterOnly(bookmarkers.titre)']),
      unretrievableAttributes: ['bookmarkers'],
    });
    const all = client.calls[1].request as { objects: { objectID: string }[]; batchSize: number };
    expect(all.batchSize).toBe(HOSTED_BATCH_SIZE);
    expect(all.objects.map((o) => o.objectID).sort((a, b) => Number(a) - Number(b))).toEqual(['11', '12', '21', '31', '41', '42', '81']);
    const events = client.calls.find((call) => call.method === 'replaceAllObjects' && call.request.indexName === 'events');
    expect((events?.request.objects as { objectID: string }[]).map((o) => o.objectID).sort()).toEqual(['1', '2']);

    // The Parc hides its Ixelles address: that record is deleted, the other one saved again.
    client.calls.length = 0;
    await database.db.updateTable('addresses').set({ is_visible: 0 }).where('id', '=', ADDRESS_IDS.parcIxelles).execute();
    await indexer.reindexPrestataires([FIXTURE_IDS.parc]);
    expect(client.calls).toEqual([
      { method: 'deleteObjects', request: { indexName: SEARCH_INDEX_NAMES.prestataire_addresses, objectIDs: ['12'], batchSize: HOSTED_BATCH_SIZE } },
      { method: 'saveObjects', request: { indexName: SEARCH_INDEX_NAMES.prestataire_addresses, objects: [expect.objectContaining({ objectID: '11', title: 'Maison médicale du Parc' })], batchSize: HOSTED_BATCH_SIZE } },
    ]);

    // A bookmark on an annonce: its record goes again, with the user's token.
    client.calls.length = 0;
    const user = await database.db
      .insertInto('users')
      .values({ email: 'lecteur@example.be', password_hash: 'x', name: 'Lecteur', locale: 'fr', email_verified_at: null, adult_confirmed_at: '2026-01-01T00:00:00.000Z', terms_accepted_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('bookmarks').values({ user_id: user.id, bookmarkable_type: 'annonce', bookmarkable_id: 1, created_at: '2026-01-01T00:00:00.000Z' }).execute();
    await indexer.reindex(INDEX_OF_BOOKMARK.annonce, [1]);
    expect(client.calls).toEqual([
      { method: 'saveObjects', request: { indexName: 'annonces', objects: [expect.objectContaining({ objectID: '1', bookmarkers: { titre: [`token-${user.id}`] } })], batchSize: HOSTED_BATCH_SIZE } },
    ]);

    // Unpublished content leaves: the expired annonce 2 is not saved but deleted.
    client.calls.length = 0;
    await indexer.reindex(SEARCH_INDEX_NAMES.annonces, [2]);
    expect(client.calls).toEqual([{ method: 'deleteObjects', request: { indexName: 'annonces', objectIDs: ['2'], batchSize: HOSTED_BATCH_SIZE } }]);
  });

  it('brings content in and out when its publication window opens or closes', async () => {
    const client = stubClient();
    const indexer = new Indexer(new SearchRepository(database.db), new HostedSearch(client), (userId) => `token-${userId}`);
    await indexer.buildAll();
    client.calls.length = 0;
    // Annonce 3 is published in 5 days, annonce 1 expires in 30: check as if 40 days had passed.
    await indexer.refreshPublicationWindows(new Date(Date.now() + 40 * 86_400_000).toISOString());
    expect(client.calls).toEqual([
      { method: 'deleteObjects', request: { indexName: 'annonces', objectIDs: ['1'], batchSize: HOSTED_BATCH_SIZE } },
      { method: 'saveObjects', request: { indexName: 'annonces', objects: [expect.objectContaining({ objectID: '3' })], batchSize: HOSTED_BATCH_SIZE } },
    ]);
  });
});
