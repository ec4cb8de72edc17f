import type { FastifyInstance } from 'fastify';
import { SEARCH_INDEX_NAMES } from '@sam/contracts';
import { buildApp } from '../app';
import { createTestDatabase, testDialects, type TestApp, type TestDatabase } from '../testing/test-database';
import { ChangeFeed, pruneSearchChanges, type SearchChange } from './change-feed';
import { createSearchTestApp, FIXTURE_IDS } from './test-fixtures';

const EVENTS = SEARCH_INDEX_NAMES.events;
const P = SEARCH_INDEX_NAMES.prestataire_addresses;

describe.each(testDialects())('the search change feed on %s', (dialect) => {
  describe('one consumer', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await createTestDatabase(dialect);
    });
    afterAll(async () => {
      await t?.destroy();
    });
    beforeEach(async () => {
      await t.db.deleteFrom('search_changes').execute();
      await t.db.deleteFrom('search_feed_cursors').execute();
    });

    const insert = (...ids: number[]) =>
      t.db
        .insertInto('search_changes')
        .values(ids.map((id) => ({ id, index_name: EVENTS, item_id: id * 10, created_at: '2026-01-01T00:00:00.000Z' })))
        .execute();

    it('applies rows above a gap at once, and moves past the gap when its row commits', async () => {
      const applied: SearchChange[][] = [];
      const feed = new ChangeFeed(t.db, async (changes) => void applied.push(changes));
      await feed.startAfter(0);
      await insert(1, 2, 4); // 3: a transaction still open
      await feed.catchUp();
      expect(applied).toEqual([[10, 20, 40].map((id) => ({ index: EVENTS, id }))]);
      expect(feed.position).toBe(2);
      await feed.catchUp();
      expect(applied).toHaveLength(1); // 4 is not applied twice while waiting for 3
      await insert(3);
      await feed.catchUp();
      expect(applied[1]).toEqual([{ index: EVENTS, id: 30 }]);
      expect(feed.position).toBe(4);
    });

    it('answers a call once a pass that started after it has run, however many calls keep coming', async () => {
      const feed = new ChangeFeed(t.db, () => new Promise<void>((resolve) => setTimeout(resolve, 20)));
      await feed.startAfter(0);
      await insert(1);
      let firstAnswered = false;
      const first = feed.catchUp().then(() => void (firstAnswered = true));
      // A writer every 5 ms, each with its change, while the first waits (the load run's steady writes).
      let next = 2;
      const later: Promise<void>[] = [];
      while (!firstAnswered && next < 60) {
        await insert(next++);
        later.push(feed.catchUp());
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await first;
      await Promise.all(later);
      expect(next).toBeLessThan(60); // answered while the stream went on, not after it stopped
      expect(feed.position).toBe(next - 1);
    });

    it('gives up on a missing id after the gap timeout (a rolled-back transaction)', async () => {
      let now = 0;
      const feed = new ChangeFeed(t.db, async () => undefined, { gapTimeoutMs: 60_000 }, () => now);
      await feed.startAfter(0);
      await insert(1, 3);
      await feed.catchUp();
      expect(feed.position).toBe(1);
      now = 59_000;
      await feed.catchUp();
      expect(feed.position).toBe(1);
      now = 61_000;
      await feed.catchUp();
      expect(feed.position).toBe(3);
    });

    it('keeps the cursor where it was while the sink fails, then applies everything once it answers', async () => {
      let failing = true;
      const applied: number[] = [];
      const feed = new ChangeFeed(t.db, async (changes) => {
        if (failing) throw new Error('sink down');
        applied.push(...changes.map((c) => c.id));
      });
      await feed.startAfter(0);
      await insert(1, 2);
      await expect(feed.catchUp()).rejects.toThrow('sink down');
      expect(feed.position).toBe(0);
      failing = false;
      await feed.catchUp();
      expect(applied).toEqual([10, 20]);
      expect(feed.position).toBe(2);
    });

    it('stores a durable consumer’s cursor, resumes from it, and pruning keeps what it has not acknowledged', async () => {
      await insert(1, 2, 3);
      const first = new ChangeFeed(t.db, async () => undefined, { durableConsumer: 'hosted-algolia', batch: 2 });
      await first.startAfter(1);
      await first.catchUp();
      expect(first.position).toBe(3);
      const stored = async () => Number((await t.db.selectFrom('search_feed_cursors').select('last_id').executeTakeFirstOrThrow()).last_id);
      expect(await stored()).toBe(3);

      // A restart: the instance's build is newer (5), but the sink had acknowledged 3 only.
      await insert(4, 5);
      await t.db.updateTable('search_feed_cursors').set({ last_id: 3 }).execute();
      const applied: number[] = [];
      const restarted = new ChangeFeed(t.db, async (changes) => void applied.push(...changes.map((c) => c.id)), { durableConsumer: 'hosted-algolia' });
      await restarted.startAfter(5);
      await restarted.catchUp();
      expect(applied).toEqual([40, 50]);

      await t.db.updateTable('search_feed_cursors').set({ last_id: 4 }).execute();
      expect(await pruneSearchChanges(t.db, '2026-06-01T00:00:00.000Z')).toBe(4);
      expect((await t.db.selectFrom('search_changes').select('id').execute()).map((r) => Number(r.id))).toEqual([5]);
    });
  });

  describe('two API instances on one database', () => {
    let t: TestApp;
    let second: FastifyInstance;
    beforeAll(async () => {
      t = await createSearchTestApp(dialect);
      second = await buildApp({ config: t.config, db: t.db, logger: false });
    });
    afterAll(async () => {
      await second?.close();
      await t?.close();
    });

    const titlesOn = async (app: FastifyInstance, query: string) =>
      ((await app.inject({ method: 'POST', url: `/1/indexes/${P}/query`, payload: { query } })).json() as { hits: { title: string }[] }).hits.map((h) => h.title);

    it('serves a change written through one instance from the other, without a restart', async () => {
      expect(await titlesOn(second, 'Glaneurs')).toEqual([]);
      await t.db.updateTable('prestataires').set({ title: 'Les Glaneurs du Parc' }).where('id', '=', FIXTURE_IDS.parc).execute();
      await t.app.searchIndexer.changed(P, [FIXTURE_IDS.parc]); // the first instance writes and applies its change
      expect(await titlesOn(t.app, 'Glaneurs')).toContain('Les Glaneurs du Parc');
      const started = Date.now();
      // The second one hears of it by NOTIFY (PostgreSQL) or its poll (every 500 ms).
      let titles: string[] = [];
      while (!titles.includes('Les Glaneurs du Parc') && Date.now() - started < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        titles = await titlesOn(second, 'Glaneurs');
      }
      expect(titles).toContain('Les Glaneurs du Parc');
      console.log(`search change visible on the other instance after ${Date.now() - started} ms (${dialect})`);
    });
  });
});
