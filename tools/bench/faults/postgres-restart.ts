import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { createDatabase, databaseUrlFor, migrateToLatest, type DB } from '@sam/db';
import type { CookieClient } from '../scale/http-client';
import { alive, eventBody, eventsFound, loggedInWriter, startApi, stopApi, timed, unrecordedChanges, type Answer } from './api-process';
import { portalThroughOutage } from './portal-outage';
import { PRIVATE_POSTGRES_DIR, privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './private-postgres';

/**
 * PostgreSQL restarted under traffic, then switched to read-only (issue 16 item 4, decision 0031),
 * on a private server so the shared one keeps serving everyone else. The API must answer every
 * request, with 503s (JSON, Retry-After) while the database is away and 2xx again soon after it is
 * back, lose nothing it acknowledged, and never exit. Then the portal in front of it through an outage
 * (portal-outage.ts).
 */

const WRITERS = 4;
const READERS = 2;
/** How long the server stays down: a restart, an upgrade, a failover. */
const OUTAGE_MS = 3_000;
/** No answer may take longer: the pool's connection wait (5 s, libs/db) plus a margin. */
const LATENCY_BOUND_MS = 6_000;
/** 2xx answers again at most this long after the server accepts connections. */
const RECOVERY_BOUND_MS = 10_000;

const fr503 = 'Le service est momentanément indisponible. Réessayez dans quelques secondes.';
// The API's French texts carry French spacing (decision 0015).
const frReadOnly = 'Les modifications sont momentanément impossibles\u00a0: vous pouvez consulter le site, mais rien n’a été enregistré. Réessayez plus tard.';

interface Traffic {
  answers: Answer[];
  acknowledged: number[];
  stop(): Promise<void>;
}

/** Writers create events and readers read their account, each as fast as the API answers. */
function startTraffic(writers: CookieClient[], readers: CookieClient[], category: number): Traffic {
  let running = true;
  const traffic: Traffic = { answers: [], acknowledged: [], stop: async () => undefined };
  const loop = async (client: CookieClient, kind: Answer['kind'], w: number) => {
    for (let n = 0; running; n++) {
      const answer = kind === 'write' ? await timed(client, kind, 'POST', '/api/events', eventBody(category, `redémarrage ${w}-${n}`)) : await timed(client, kind, 'GET', '/api/user');
      traffic.answers.push(answer);
      if (answer.status === 201) traffic.acknowledged.push((answer.json as { data: { id: number } }).data.id);
      // A client that sees 503 waits a little, as Retry-After asks (shortened: the test measures recovery).
      if (answer.status === 503) await sleep(100);
      if (answer.status === 0) return; // the API is gone or hangs: reported below
    }
  };
  const loops = [...writers.map((client, w) => loop(client, 'write', w)), ...readers.map((client, r) => loop(client, 'read', r))];
  traffic.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return traffic;
}

const is503 = (answer: Answer, message: string) =>
  answer.status === 503 && answer.retryAfter !== null && (answer.json as { message?: string; status?: number } | null)?.message === message && (answer.json as { status?: number }).status === 503;

async function restartUnderTraffic(server: PrivatePostgres, openDb: () => Promise<DB>, writers: CookieClient[], readers: CookieClient[], category: number): Promise<string[]> {
  const problems: string[] = [];
  const traffic = startTraffic(writers, readers, category);
  await sleep(1_500); // healthy traffic first
  const stopAt = Date.now();
  await server.stop();
  const downAt = Date.now();
  await sleep(OUTAGE_MS);
  const restartAt = Date.now();
  await server.start();
  const upAt = Date.now();
  // Run until both kinds have answered 2xx again (or the bound has passed), then a little longer.
  const recovered = (kind: Answer['kind']) => traffic.answers.find((a) => a.kind === kind && a.sentAt >= upAt && a.status >= 200 && a.status < 300);
  while ((!recovered('write') || !recovered('read')) && Date.now() - upAt < RECOVERY_BOUND_MS + LATENCY_BOUND_MS) await sleep(50);
  await sleep(500);
  await traffic.stop();

  const { answers } = traffic;
  const unexpected = answers.filter((a) => ![200, 201, 503].includes(a.status));
  const outage = answers.filter((a) => a.answeredAt >= stopAt && a.sentAt <= upAt);
  const first503 = answers.filter((a) => a.status === 503).sort((a, b) => a.answeredAt - b.answeredAt)[0];
  const slowest = Math.max(0, ...outage.map((a) => a.answeredAt - a.sentAt));
  const malformed503 = answers.filter((a) => a.status === 503 && !is503(a, fr503));
  const servedWhileDown = answers.filter((a) => a.sentAt >= downAt && a.answeredAt <= restartAt && a.status !== 503);
  const recoveryMs = (kind: Answer['kind']) => {
    const first = recovered(kind);
    return first ? first.answeredAt - upAt : Infinity;
  };
  const db = await openDb();
  const found = await eventsFound(db, traffic.acknowledged);
  const unrecorded = await unrecordedChanges(db);
  await db.destroy();

  const count = (status: number) => answers.filter((a) => a.status === status).length;
  console.log(
    `  restart under traffic: ${answers.length} answers (${count(200) + count(201)} 2xx, ${count(503)} 503, ${unexpected.length} other); ` +
      `fast shutdown took ${downAt - stopAt} ms, down ${restartAt - downAt} ms, start ${upAt - restartAt} ms`,
  );
  console.log(
    `  first 503 ${first503 ? `${first503.answeredAt - stopAt} ms after the stop began` : 'never'}; slowest answer around the outage ${slowest} ms (bound ${LATENCY_BOUND_MS}); ` +
      `recovery after the server accepts connections: writes ${recoveryMs('write')} ms, reads ${recoveryMs('read')} ms (bound ${RECOVERY_BOUND_MS})`,
  );
  console.log(`  acknowledged event creations in the database: ${found}/${traffic.acknowledged.length}; events without their search change: ${unrecorded}`);

  if (unexpected.length) problems.push(`answers other than 2xx/503: ${[...new Set(unexpected.map((a) => `${a.status} ${JSON.stringify(a.json).slice(0, 120)}`))].join('; ')}`);
  if (!first503) problems.push('no 503 during the outage');
  if (malformed503.length) problems.push(`${malformed503.length} 503s without the JSON message or Retry-After, e.g. ${JSON.stringify(malformed503[0].json)}`);
  if (servedWhileDown.length) problems.push(`${servedWhileDown.length} answers other than 503 while the server was down`);
  if (slowest > LATENCY_BOUND_MS) problems.push(`an answer took ${slowest} ms around the outage`);
  for (const kind of ['write', 'read'] as const) if (recoveryMs(kind) > RECOVERY_BOUND_MS) problems.push(`${kind}s did not recover within ${RECOVERY_BOUND_MS} ms`);
  if (found !== traffic.acknowledged.length) problems.push(`${traffic.acknowledged.length - found} acknowledged writes lost`);
  if (unrecorded) problems.push(`${unrecorded} events without their search change`);
  return problems;
}

/** default_transaction_read_only on the database, the sessions ended as a failover does: writes 503, reads 200, then back. */
async function readOnlyDatabase(server: PrivatePostgres, database: string, writer: CookieClient, reader: CookieClient, category: number): Promise<string[]> {
  const problems: string[] = [];
  const admin = new Client({ connectionString: server.url });
  await admin.connect();
  const switchTo = async (readOnly: boolean) => {
    await admin.query(`alter database "${database}" ${readOnly ? 'set default_transaction_read_only = on' : 'reset default_transaction_read_only'}`);
    const ended = await admin.query<{ pid: number }>('select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
    const pids = ended.rows.map((row) => row.pid);
    while ((await admin.query('select 1 from pg_stat_activity where pid = any($1)', [pids])).rowCount);
  };
  try {
    await switchTo(true);
    // The first request may still meet a session the server just ended (a 503 too).
    const writes: Answer[] = [];
    for (let i = 0; i < 10 && !(writes.length && is503(writes.at(-1)!, frReadOnly)); i++) writes.push(await timed(writer, 'write', 'POST', '/api/events', eventBody(category, `lecture seule ${i}`)));
    const reads = [await timed(reader, 'read', 'GET', '/api/user'), await timed(reader, 'read', 'GET', '/health')];
    await switchTo(false);
    let resumed: Answer | undefined;
    for (let i = 0; i < 10 && resumed?.status !== 201; i++) resumed = await timed(writer, 'write', 'POST', '/api/events', eventBody(category, `après lecture seule ${i}`));
    console.log(
      `  read-only database: writes answered ${writes.map((a) => a.status).join(', ')} (last: "${(writes.at(-1)?.json as { message?: string })?.message}", Retry-After ${writes.at(-1)?.retryAfter}); ` +
        `reads ${reads.map((a) => a.status).join(', ')}; after switching back a write answered ${resumed?.status}`,
    );
    if (!writes.length || !is503(writes.at(-1)!, frReadOnly) || writes.some((a) => a.status !== 503)) problems.push('writes to the read-only database were not all 503s ending with the read-only message');
    if (reads.some((a) => a.status !== 200)) problems.push('reads failed while the database was read-only');
    if (resumed?.status !== 201) problems.push('writes did not resume after the database was switched back');
  } finally {
    await admin.query(`alter database "${database}" reset default_transaction_read_only`).catch(() => undefined);
    await admin.end();
  }
  return problems;
}

/** Returns false on any problem (printed); skipped, with the reason, where no private server can run. */
export async function postgresRestartLane(dir: string): Promise<boolean> {
  console.log('\nfaults: PostgreSQL restarted under traffic, then read-only, then the portal through an outage (a private server)');
  const why = privatePostgresUnavailable();
  if (why) {
    console.log(`  skipped: ${why}`);
    return true;
  }
  const server = await startPrivatePostgres(PRIVATE_POSTGRES_DIR);
  let api;
  try {
    const database = 'sam_faults';
    const admin = new Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = databaseUrlFor(server.url, database);
    // The tool's own connections are closed while the server restarts (their loss is not the API's).
    const openDb = () => createDatabase({ databaseUrl: url, sqliteFile: '' });
    const db = await openDb();
    await migrateToLatest(db);
    const category = (await db.insertInto('event_categories').values({ slug_fr: 'atelier', slug_nl: 'workshop', titre_fr: 'Atelier', titre_nl: 'Workshop', position: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    api = await startApi({ DATABASE_URL: url, STORAGE_DIR: path.join(dir, 'storage-restart'), OUTBOX_DIR: path.join(dir, 'outbox-restart') });
    const writers: CookieClient[] = [];
    for (let i = 0; i < WRITERS; i++) writers.push(await loggedInWriter(db));
    const readers: CookieClient[] = [];
    for (let i = 0; i < READERS; i++) readers.push(await loggedInWriter(db));
    await db.destroy();

    const problems = await restartUnderTraffic(server, openDb, writers, readers, category);
    problems.push(...(await readOnlyDatabase(server, database, writers[0], readers[0], category)));
    if (!alive(api)) problems.push('the API process exited');
    else problems.push(...(await portalThroughOutage(server, api)));
    for (const problem of problems) console.log(`  FAILED: ${problem}`);
    return problems.length === 0;
  } finally {
    if (api) await stopApi(api);
    await server.destroy();
  }
}
