import type { FastifyRequest } from 'fastify';
import { SEARCH_INDEX_NAMES } from '@sam/contracts';
import { Indexer } from '../search/indexer';
import { insertListing } from '../testing/fixtures';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { committed } from './after-commit';

const LISTINGS = SEARCH_INDEX_NAMES.prestataire_addresses;

describe.each(testDialects())('committed (a write and its search changes in one commit) on %s', (dialect) => {
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
  const recordedFor = async (id: number) => (await t.db.selectFrom('search_changes').select('id').where('index_name', '=', LISTINGS).where('item_id', '=', id).execute()).length;

  it('records the changes in the same transaction and applies them once committed, each id once', async () => {
    const seen: string[] = [];
    const reindex = jest.spyOn(Indexer.prototype, 'reindex').mockImplementation(async () => {
      seen.push(await titleOf()); // read outside the transaction: only a committed write shows
    });
    const before = await recordedFor(listingId);
    const result = await committed(request, async (trx, after) => {
      await trx.updateTable('prestataires').set({ title: 'Aide Ixelles (nouveau)' }).where('id', '=', listingId).execute();
      after.reindex(LISTINGS, listingId);
      after.reindex(LISTINGS, listingId);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await recordedFor(listingId)).toBe(before + 1);
    expect(reindex.mock.calls).toEqual([[LISTINGS, [listingId]]]);
    expect(seen).toEqual(['Aide Ixelles (nouveau)']);
  });

  it('records and applies nothing when the work fails (rolled back)', async () => {
    const reindex = jest.spyOn(Indexer.prototype, 'reindex');
    const before = await recordedFor(listingId);
    const work = committed(request, async (trx, after) => {
      await trx.updateTable('prestataires').set({ title: 'Jamais' }).where('id', '=', listingId).execute();
      after.reindex(LISTINGS, listingId);
      throw new Error('refused');
    });
    await expect(work).rejects.toThrow('refused');
    expect(reindex).not.toHaveBeenCalled();
    expect(await recordedFor(listingId)).toBe(before);
    expect(await titleOf()).toBe('Aide Ixelles (nouveau)');
  });

  it('answers the writer when applying fails after the commit, and applies the change on the next catch-up', async () => {
    const failing = jest.spyOn(Indexer.prototype, 'reindex').mockRejectedValue(new Error('index down'));
    const result = await committed(request, async (trx, after) => {
      await trx.updateTable('prestataires').set({ title: 'Aide Ixelles' }).where('id', '=', listingId).execute();
      after.reindex(LISTINGS, listingId);
      return 42;
    });
    expect(result).toBe(42);
    expect(await titleOf()).toBe('Aide Ixelles');
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ changes: [{ index: LISTINGS, id: listingId }] }), expect.stringContaining('the feed retries'));

    // The change was not lost: once the sink is back, the feed (here called directly; the poll does it) applies it.
    failing.mockRestore();
    const reindex = jest.spyOn(Indexer.prototype, 'reindex');
    await t.app.searchIndexer.catchUp();
    expect(reindex.mock.calls).toEqual([[LISTINGS, [listingId]]]);
    await t.app.searchIndexer.catchUp();
    expect(reindex).toHaveBeenCalledTimes(1); // applied once, not again
  });
});
