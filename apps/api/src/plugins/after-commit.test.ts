import type { FastifyRequest } from 'fastify';
import { SEARCH_INDEX_NAMES } from '@sam/contracts';
import { insertListing } from '../testing/fixtures';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { committed } from './after-commit';

const LISTINGS = SEARCH_INDEX_NAMES.prestataire_addresses;

describe.each(testDialects())('committed (after-commit reindexing) on %s', (dialect) => {
  let t: TestApp;
  let listingId: number;
  let request: FastifyRequest;
  let logError: jest.Mock;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    listingId = await insertListing(t.db, { slug: 'aide-ixelles', title: 'Aide Ixelles' });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    logError = jest.fn();
    request = { server: t.app, log: { error: logError } } as unknown as FastifyRequest;
  });
  afterEach(() => jest.restoreAllMocks());

  const titleOf = async () => (await t.db.selectFrom('prestataires').select('title').where('id', '=', listingId).executeTakeFirstOrThrow()).title;

  it('reindexes what the work recorded once it has committed, each id once', async () => {
    const seen: string[] = [];
    const reindex = jest.spyOn(t.app.searchIndexer, 'reindex').mockImplementation(async () => {
      seen.push(await titleOf()); // read outside the transaction: only a committed write shows
    });
    const result = await committed(request, async (trx, after) => {
      await trx.updateTable('prestataires').set({ title: 'Aide Ixelles (nouveau)' }).where('id', '=', listingId).execute();
      after.reindex(LISTINGS, listingId);
      after.reindex(LISTINGS, listingId);
      return 'done';
    });
    expect(result).toBe('done');
    expect(reindex.mock.calls).toEqual([[LISTINGS, [listingId]]]);
    expect(seen).toEqual(['Aide Ixelles (nouveau)']);
  });

  it('reindexes nothing when the work fails (rolled back)', async () => {
    const reindex = jest.spyOn(t.app.searchIndexer, 'reindex');
    const work = committed(request, async (trx, after) => {
      await trx.updateTable('prestataires').set({ title: 'Jamais' }).where('id', '=', listingId).execute();
      after.reindex(LISTINGS, listingId);
      throw new Error('refused');
    });
    await expect(work).rejects.toThrow('refused');
    expect(reindex).not.toHaveBeenCalled();
    expect(await titleOf()).toBe('Aide Ixelles (nouveau)');
  });

  it('logs a reindex that fails after the commit, and answers the writer all the same', async () => {
    jest.spyOn(t.app.searchIndexer, 'reindex').mockRejectedValue(new Error('index down'));
    const result = await committed(request, async (trx, after) => {
      await trx.updateTable('prestataires').set({ title: 'Aide Ixelles' }).where('id', '=', listingId).execute();
      after.reindex(LISTINGS, listingId);
      return 42;
    });
    expect(result).toBe(42);
    expect(await titleOf()).toBe('Aide Ixelles');
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ index: LISTINGS, ids: [listingId] }), 'search: reindex after commit failed');
  });
});
