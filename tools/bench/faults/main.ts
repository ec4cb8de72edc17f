/**
 * npm run faults (README "Faults", issue 16, decision 0031). kill: an API process killed with
 * SIGKILL in the middle of a burst of writes loses nothing it acknowledged, and leaves a database
 * that passes its integrity check (SQLite `PRAGMA integrity_check`; on PostgreSQL, when a server
 * answers, a consistency query over the rows the burst wrote). restart, full, read-only: a
 * PostgreSQL restart under traffic, a full disk and a read-only database (postgres-restart.ts,
 * storage-faults.ts). Prints what it saw; exits non-zero on a lost write or a failed check.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, createScratchDatabase, type DB } from '@sam/db';
import { REPO_ROOT } from '../../servers';
import { laneServerUrl, seedDatabase } from '../scale/lane';
import { reachable } from '../search/pg-lane';
import { eventsFound, loggedInWriter, PORT, startApi, unrecordedChanges } from './api-process';
import { postgresRestartLane } from './postgres-restart';
import { PRIVATE_POSTGRES_DIR, stopLeftoverPostgres } from './private-postgres';
import { fullDiskLane, readOnlySqliteLane, unmountLeftovers } from './storage-faults';

const DIR = path.join(REPO_ROOT, 'tmp/faults');
const WRITERS = 8;

interface Lane {
  name: string;
  env: NodeJS.ProcessEnv;
  db: DB;
  integrity(): Promise<string>;
  close(): Promise<void>;
}

interface Burst {
  /** Event ids the API answered 201 for. */
  acknowledged: number[];
  refused: number;
  /** Settles once every writer has seen the process go. */
  done: Promise<void>;
}

/** Writers create events until the process dies under them; what got a 201 is what was acknowledged. */
async function startBurst(lane: Lane): Promise<Burst> {
  const category = (await lane.db.selectFrom('event_categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const clients = [];
  for (let i = 0; i < WRITERS; i++) clients.push(await loggedInWriter(lane.db));
  const burst: Burst = { acknowledged: [], refused: 0, done: Promise.resolve() };
  burst.done = Promise.all(
    clients.map(async (client, w) => {
      for (let n = 0; ; n++) {
        let response;
        try {
          response = await client.request('POST', '/api/events', {
            title: `Panne ${w}-${n} atelier des aidants`,
            description: 'Écrit pendant la panne provoquée.',
            locale: 'fr',
            category_id: category,
            starts_at: new Date(Date.now() + 86_400_000).toISOString(),
            status: 'published',
          });
        } catch {
          return; // the process is gone: this request got no answer, so it was not acknowledged
        }
        if (response.status === 201) burst.acknowledged.push((response.json as { data: { id: number } }).data.id);
        else burst.refused++;
      }
    }),
  ).then(() => undefined);
  return burst;
}

async function run(lane: Lane): Promise<boolean> {
  console.log(`\nfaults: ${lane.name}`);
  let api = await startApi(lane.env);
  const burst = await startBurst(lane);
  // Let the burst run, then kill the process mid-write (no shutdown hook runs).
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  api.kill('SIGKILL');
  await burst.done;
  console.log(`  SIGKILL after ${burst.acknowledged.length} acknowledged event creations (${burst.refused} refused)`);

  api = await startApi(lane.env);
  const found = await eventsFound(lane.db, burst.acknowledged);
  const integrity = await lane.integrity();
  const health = await fetch(`http://127.0.0.1:${PORT}/health`);
  api.kill('SIGTERM');
  const lost = burst.acknowledged.length - found;
  console.log(`  after restart: ${found}/${burst.acknowledged.length} acknowledged events in the database (lost ${lost}); integrity: ${integrity}; /health ${health.status}`);
  return lost === 0 && integrity === 'ok' && health.ok && burst.acknowledged.length > 0;
}

async function sqliteLane(): Promise<Lane> {
  const env = { DATABASE_URL: '', DATABASE_FILE: path.join(DIR, 'sam.sqlite'), STORAGE_DIR: path.join(DIR, 'storage'), OUTBOX_DIR: path.join(DIR, 'outbox') };
  seedDatabase(env, ['--scale', '300'], true);
  const db = await createDatabase({ sqliteFile: env.DATABASE_FILE });
  return {
    name: 'SQLite (the default)',
    env,
    db,
    integrity: async () => {
      const check = (await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db)).rows.map((r) => r.integrity_check).join(', ');
      const unrecorded = await unrecordedChanges(db);
      return check === 'ok' && unrecorded === 0 ? 'ok' : `integrity_check: ${check}; events without their search change: ${unrecorded}`;
    },
    close: () => db.destroy(),
  };
}

async function postgresLane(serverUrl: string): Promise<Lane> {
  const scratch = await createScratchDatabase(serverUrl, { name: 'sam_faults' });
  const env = { DATABASE_URL: scratch.url, STORAGE_DIR: path.join(DIR, 'storage-pg'), OUTBOX_DIR: path.join(DIR, 'outbox-pg') };
  seedDatabase(env, ['--scale', '300'], true);
  const db = await createDatabase({ databaseUrl: scratch.url, sqliteFile: '' });
  return {
    name: 'PostgreSQL',
    env,
    db,
    // A consistency query (amcheck needs an extension): every event points at an existing
    // category and author, and has its search change.
    integrity: async () => {
      const orphans = await sql<{ n: string }>`
        select count(*) as n from events e
        where (e.category_id is not null and not exists (select 1 from event_categories c where c.id = e.category_id))
           or (e.user_id is not null and not exists (select 1 from users u where u.id = e.user_id))`.execute(db);
      const n = Number(orphans.rows[0].n) + (await unrecordedChanges(db));
      return n === 0 ? 'ok' : `${n} inconsistent rows`;
    },
    close: async () => {
      await db.destroy();
      await scratch.drop();
    },
  };
}

/** `npm run faults -- kill restart full read-only` runs only the lanes named (default: all). */
async function main(): Promise<void> {
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const wanted = (lane: string) => named.length === 0 || named.includes(lane);
  const results: boolean[] = [];
  stopLeftoverPostgres(PRIVATE_POSTGRES_DIR);
  unmountLeftovers(DIR);
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const timedLane = async (name: string, lane: () => Promise<boolean[]>) => {
    if (!wanted(name)) return;
    const started = Date.now();
    results.push(...(await lane()));
    console.log(`  (${name} lanes: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  await timedLane('kill', async () => {
    const passed: boolean[] = [];
    const sqlite = await sqliteLane();
    try {
      passed.push(await run(sqlite));
    } finally {
      await sqlite.close();
    }
    const serverUrl = laneServerUrl();
    if (await reachable(serverUrl)) {
      const pg = await postgresLane(serverUrl);
      try {
        passed.push(await run(pg));
      } finally {
        await pg.close();
      }
    } else console.log('\nfaults: PostgreSQL does not answer, lane skipped');
    return passed;
  });
  await timedLane('restart', async () => [await postgresRestartLane(DIR)]);
  await timedLane('full', async () => [await fullDiskLane(DIR)]);
  await timedLane('read-only', async () => [await readOnlySqliteLane(DIR)]);
  process.exit(results.every(Boolean) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
