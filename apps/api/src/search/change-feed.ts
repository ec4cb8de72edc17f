import { Client } from 'pg';
import { sql, type Kysely } from 'kysely';
import type { SearchIndexName } from '@sam/contracts';
import { nowIso, type Database } from '@sam/db';
import { dialectOfDatabase } from '../plugins/database';

/**
 * The search change feed (issue 16, decision 0021). A write that changes what search shows
 * records (index, item id) rows in `search_changes` inside its own transaction, so the change is
 * saved exactly when the data is. Every API instance then applies the rows to its own indices:
 * at once for its own writes (the writer's response leaves with search up to date), on a
 * PostgreSQL NOTIFY for other instances' writes, and on a short poll whatever happens to
 * notifications. Applying is idempotent (a record is rebuilt from the database as it is now),
 * so a row applied twice costs a little work and nothing else.
 */

export interface SearchChange {
  index: SearchIndexName;
  id: number;
}

export const SEARCH_CHANGES_CHANNEL = 'sam_search_changes';
const INSERT_CHUNK = 500;

/** Inside the writer's transaction: the rows, and on PostgreSQL a NOTIFY delivered at commit. */
export async function recordSearchChanges(db: Kysely<Database>, changes: readonly SearchChange[]): Promise<void> {
  const unique = [...new Map(changes.map((c) => [`${c.index}:${c.id}`, c])).values()];
  if (unique.length === 0) return;
  const createdAt = nowIso();
  for (let i = 0; i < unique.length; i += INSERT_CHUNK) {
    await db
      .insertInto('search_changes')
      .values(unique.slice(i, i + INSERT_CHUNK).map((c) => ({ index_name: c.index, item_id: c.id, created_at: createdAt })))
      .execute();
  }
  if (dialectOfDatabase(db) === 'postgres') await sql`select pg_notify(${SEARCH_CHANGES_CHANNEL}, '')`.execute(db);
}

export interface ChangeFeedOptions {
  /** A missing id below applied ones is a transaction still open, or one rolled back: wait this long for it. */
  gapTimeoutMs: number;
  /** Rows read per pass. */
  batch: number;
  /** A durable consumer (the hosted sink) keeps its cursor in search_feed_cursors; an instance's own indices do not need to. */
  durableConsumer?: string;
}

const DEFAULTS: ChangeFeedOptions = { gapTimeoutMs: 60_000, batch: 1_000 };

/**
 * One consumer of the feed. `cursor`: every change with an id up to it is applied (or was a
 * rolled-back id). On PostgreSQL ids are handed out at insert but become visible at commit, so a
 * later id can show before an earlier one: rows above a gap are applied and remembered, and the
 * cursor moves past the gap when the missing row shows up or after `gapTimeoutMs`.
 */
export class ChangeFeed {
  private cursor = 0;
  private readonly appliedAbove = new Set<number>();
  private readonly gapSeenAt = new Map<number, number>();
  private running: Promise<void> | null = null;
  /** Calls made so far, and those waiting for a pass that started after them. */
  private calls = 0;
  private waiting: { call: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private readonly options: ChangeFeedOptions;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly apply: (changes: SearchChange[]) => Promise<void>,
    options: Partial<ChangeFeedOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** The newest change id (0 when none): where an instance starts after building its indices from the database. */
  async latestId(): Promise<number> {
    const row = await this.db.selectFrom('search_changes').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
    return Number(row?.max ?? 0);
  }

  /**
   * Starts after `id`; a durable consumer resumes from its stored cursor when it has one, so
   * what it had not acknowledged before a restart is applied again.
   */
  async startAfter(id: number): Promise<void> {
    this.cursor = id;
    const consumer = this.options.durableConsumer;
    if (!consumer) return;
    const stored = await this.db.selectFrom('search_feed_cursors').select('last_id').where('consumer', '=', consumer).executeTakeFirst();
    if (stored) this.cursor = Math.min(id, Number(stored.last_id));
    else await this.db.insertInto('search_feed_cursors').values({ consumer, last_id: id, updated_at: nowIso() }).execute();
  }

  get position(): number {
    return this.cursor;
  }

  /**
   * Applies every change recorded so far. Passes never overlap: a call made during a pass is
   * answered when the next pass, which starts after it, has read everything (so a writer that
   * awaits it after its commit finds its own change applied). Each call waits for at most that
   * one pass: a steady stream of writes never keeps an earlier writer waiting (issue 16: under the
   * load run's writes, one loop for everyone answered no one). A failing apply rejects the calls
   * that pass was for and leaves the cursor where it was: the next call (the poll) tries again,
   * until the sink acknowledges.
   */
  catchUp(): Promise<void> {
    const call = ++this.calls;
    const answered = new Promise<void>((resolve, reject) => this.waiting.push({ call, resolve, reject }));
    this.running ??= this.passes();
    return answered;
  }

  /** Passes while calls wait; `running` is cleared in the same step as it finds none waiting, so a call right after starts new passes. */
  private async passes(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const upTo = this.calls; // every call made before this pass starts
        let failure: { error: unknown } | null = null;
        try {
          while (await this.pass());
        } catch (error) {
          failure = { error };
        }
        const answered = this.waiting.filter((w) => w.call <= upTo);
        this.waiting = this.waiting.filter((w) => w.call > upTo);
        for (const w of answered) {
          if (failure) w.reject(failure.error);
          else w.resolve();
        }
      }
    } finally {
      this.running = null;
    }
  }

  /** One batch; true when a full batch was read (more may be waiting). */
  private async pass(): Promise<boolean> {
    const rows = await this.db
      .selectFrom('search_changes')
      .select(['id', 'index_name', 'item_id'])
      .where('id', '>', this.cursor)
      .orderBy('id')
      .limit(this.options.batch)
      .execute();
    const fresh = rows.filter((row) => !this.appliedAbove.has(Number(row.id)));
    if (fresh.length > 0) {
      await this.apply(fresh.map((row) => ({ index: row.index_name as SearchIndexName, id: row.item_id })));
      for (const row of fresh) this.appliedAbove.add(Number(row.id));
    }
    const before = this.cursor;
    this.advance();
    if (this.options.durableConsumer && this.cursor > before) {
      // Monotonic: another instance consuming for the same sink never moves it back.
      await this.db
        .updateTable('search_feed_cursors')
        .set({ last_id: this.cursor, updated_at: nowIso() })
        .where('consumer', '=', this.options.durableConsumer)
        .where('last_id', '<', this.cursor)
        .execute();
    }
    return rows.length === this.options.batch && fresh.length > 0;
  }

  private advance(): void {
    const now = this.now();
    for (;;) {
      const next = this.cursor + 1;
      if (this.appliedAbove.delete(next)) {
        this.gapSeenAt.delete(next);
        this.cursor = next;
        continue;
      }
      const anythingAbove = [...this.appliedAbove].some((id) => id > next);
      if (!anythingAbove) return;
      const seenAt = this.gapSeenAt.get(next) ?? now;
      this.gapSeenAt.set(next, seenAt);
      if (now - seenAt < this.options.gapTimeoutMs) return;
      // Never committed (rolled back): nothing to wait for.
      this.gapSeenAt.delete(next);
      this.cursor = next;
    }
  }
}

/** Rows every consumer has passed and older than a day go (a durable consumer's unacknowledged rows stay). */
export async function pruneSearchChanges(db: Kysely<Database>, olderThan: string): Promise<number> {
  const durable = await db.selectFrom('search_feed_cursors').select((eb) => eb.fn.min('last_id').as('min')).executeTakeFirst();
  let query = db.deleteFrom('search_changes').where('created_at', '<', olderThan);
  if (durable?.min !== null && durable?.min !== undefined) query = query.where('id', '<=', Number(durable.min));
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/**
 * PostgreSQL LISTEN on its own connection (a pooled one would be handed back): wakes the feed as
 * soon as another instance commits. It reconnects after the server restarts; meanwhile the poll
 * keeps the feed moving.
 */
export function listenForChanges(connectionString: string, onChange: () => void, log: { warn(obj: object, msg: string): void }): { close(): Promise<void> } {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (closed) return;
    const next = new Client({ connectionString });
    const reconnect = (error?: Error) => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, 'search: LISTEN connection lost, reconnecting (the poll carries on meanwhile)');
      retry = setTimeout(() => void connect(), 2_000);
      retry.unref();
    };
    next.on('notification', () => onChange());
    next.on('error', reconnect);
    next.on('end', () => reconnect());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${SEARCH_CHANGES_CHANNEL}`);
      onChange(); // anything committed while the connection was down
    } catch (error) {
      reconnect(error as Error);
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
