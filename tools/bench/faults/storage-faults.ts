import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, truncateSync, writeSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '@sam/db';
import type { CookieClient } from '../scale/http-client';
import { alive, eventBody, eventsFound, loggedInWriter, startApi, stopApi, timed, unrecordedChanges, type Answer } from './api-process';

/**
 * A full disk under the SQLite database (issue 16 item 4, decision 0031): the database on a small
 * tmpfs of its own, the rest of it filled by a file. Writes must answer 507 (nothing half-written),
 * reads keep working, the process stays up, and writes resume once room is made, without a
 * restart. Needs mount (root); skipped with the reason elsewhere.
 */

const TMPFS_SIZE = '24m';
/** An event with a 5,000-character description: a few pages per write. */
const EVENT_SIZE = 5_000;
const MAX_WRITES = 3_000;
/** Left free by the filler, so that some writes are acknowledged before the disk is full. */
const LEFT_FREE = 256 * 1024;

/** A tmpfs an interrupted run left mounted under `dir` is unmounted (so that `dir` can be removed). */
export function unmountLeftovers(dir: string): void {
  if (!existsSync('/proc/mounts')) return;
  for (const line of readFileSync('/proc/mounts', 'utf8').split('\n')) {
    const mountPoint = line.split(' ')[1];
    if (mountPoint?.startsWith(`${dir}/`)) spawnSync('umount', [mountPoint], { stdio: 'ignore' });
  }
}

function tryMount(mountPoint: string): string | undefined {
  mkdirSync(mountPoint, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE},mode=0755`, 'sam-faults', mountPoint], { stdio: ['ignore', 'ignore', 'pipe'] });
    return undefined;
  } catch (error) {
    return `cannot mount a tmpfs (${String((error as { stderr?: Buffer }).stderr ?? error).trim() || 'not permitted'})`;
  }
}

/** Fills the file system with one file until it is full; returns its size. */
function fill(file: string): number {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024);
  let written = 0;
  try {
    for (;;) {
      try {
        written += writeSync(fd, chunk.subarray(0, chunk.length));
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOSPC') throw error;
        // The last partial chunk: fill what remains to the byte.
        for (let size = chunk.length / 2; size >= 1; size = Math.floor(size / 2)) {
          try {
            written += writeSync(fd, chunk.subarray(0, size));
          } catch {
            // no room for this much
          }
        }
        return written;
      }
    }
  } finally {
    closeSync(fd);
  }
}

export async function fullDiskLane(dir: string): Promise<boolean> {
  console.log('\nfaults: SQLite on a full disk (a tmpfs of its own)');
  const mountPoint = path.join(dir, 'full-disk');
  const why = tryMount(mountPoint);
  if (why) {
    console.log(`  skipped: ${why}`);
    return true;
  }
  const databaseFile = path.join(mountPoint, 'sam.sqlite');
  const filler = path.join(mountPoint, 'filler');
  let api;
  const problems: string[] = [];
  try {
    let db = await createDatabase({ sqliteFile: databaseFile });
    await migrateToLatest(db);
    const category = (await db.insertInto('event_categories').values({ slug_fr: 'atelier', slug_nl: 'workshop', titre_fr: 'Atelier', titre_nl: 'Workshop', position: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    api = await startApi({ DATABASE_URL: '', DATABASE_FILE: databaseFile, STORAGE_DIR: path.join(dir, 'storage-full'), OUTBOX_DIR: path.join(dir, 'outbox-full') });
    const writer: CookieClient = await loggedInWriter(db);
    await db.destroy();

    const fillerBytes = fill(filler) - LEFT_FREE;
    truncateSync(filler, fillerBytes);
    const acknowledged: number[] = [];
    const answers: Answer[] = [];
    // Write until the database has no room left: the WAL and free pages absorb the first ones.
    for (let n = 0; n < MAX_WRITES && !(answers.length >= 3 && answers.slice(-3).every((a) => a.status === 507)); n++) {
      const answer = await timed(writer, 'write', 'POST', '/api/events', eventBody(category, `disque plein ${n}`, EVENT_SIZE));
      answers.push(answer);
      if (answer.status === 201) acknowledged.push((answer.json as { data: { id: number } }).data.id);
      if (answer.status !== 201 && answer.status !== 507) break;
    }
    const full = answers.filter((a) => a.status === 507);
    const last = answers.at(-1);
    const reads = [await timed(writer, 'read', 'GET', '/api/user'), await timed(writer, 'read', 'GET', '/health')];
    rmSync(filler);
    const resumed = await timed(writer, 'write', 'POST', '/api/events', eventBody(category, 'disque libéré', EVENT_SIZE));
    if (resumed.status === 201) acknowledged.push((resumed.json as { data: { id: number } }).data.id);
    const stillAlive = alive(api);
    await stopApi(api);
    api = undefined;

    db = await createDatabase({ sqliteFile: databaseFile });
    const integrity = (await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db)).rows.map((r) => r.integrity_check).join(', ');
    const found = await eventsFound(db, acknowledged);
    const unrecorded = await unrecordedChanges(db);
    await db.destroy();

    console.log(
      `  ${(fillerBytes / 1024 / 1024).toFixed(1)} MB filler; ${answers.length - full.length} writes acknowledged before the disk was full, then ${full.length} answered 507 ` +
        `("${(last?.json as { message?: string })?.message}"); reads ${reads.map((a) => a.status).join(', ')}; after freeing room a write answered ${resumed.status}`,
    );
    console.log(`  acknowledged events in the database: ${found}/${acknowledged.length}; integrity_check: ${integrity}; events without their search change: ${unrecorded}`);
    if (!full.length) problems.push(`no 507 within ${MAX_WRITES} writes`);
    const other = answers.filter((a) => a.status !== 201 && a.status !== 507);
    if (other.length) problems.push(`answers other than 201/507: ${other.map((a) => `${a.status} ${JSON.stringify(a.json).slice(0, 120)}`).join('; ')}`);
    if (reads.some((a) => a.status !== 200)) problems.push('reads failed on the full disk');
    if (resumed.status !== 201) problems.push('writes did not resume once room was made');
    if (!stillAlive) problems.push('the API process exited');
    if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);
    if (found !== acknowledged.length) problems.push(`${acknowledged.length - found} acknowledged writes lost`);
    if (unrecorded) problems.push(`${unrecorded} events without their search change`);
  } finally {
    if (api) await stopApi(api);
    execFileSync('umount', [mountPoint]);
  }
  for (const problem of problems) console.log(`  FAILED: ${problem}`);
  return problems.length === 0;
}

/**
 * A SQLite file made read-only (chmod 444) under an API that runs as an ordinary user (as root,
 * the lane runs it as nobody: root ignores file modes). Started on it, the API must serve reads,
 * answer writes with the read-only 503, and stay up.
 */
export async function readOnlySqliteLane(dir: string): Promise<boolean> {
  console.log('\nfaults: a read-only SQLite file');
  const home = path.join(dir, 'read-only');
  mkdirSync(home, { recursive: true });
  const databaseFile = path.join(home, 'sam.sqlite');
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? { uid: Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' })) } : undefined;
  const env = {
    DATABASE_URL: '',
    DATABASE_FILE: databaseFile,
    STORAGE_DIR: path.join(home, 'storage'),
    OUTBOX_DIR: path.join(home, 'outbox'),
    // The session cookie of the first start must hold after the restart.
    APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
  };
  const problems: string[] = [];
  let api;
  try {
    const db = await createDatabase({ sqliteFile: databaseFile });
    await migrateToLatest(db);
    const category = (await db.insertInto('event_categories').values({ slug_fr: 'atelier', slug_nl: 'workshop', titre_fr: 'Atelier', titre_nl: 'Workshop', position: 1 }).returning('id').executeTakeFirstOrThrow()).id;
    await db.destroy();
    // The API's user owns its directory (SQLite creates the -wal and -shm files next to the database).
    if (user) for (const entry of [home, databaseFile]) chownSync(entry, user.uid, user.gid);

    api = await startApi(env, user);
    const writerDb = await createDatabase({ sqliteFile: databaseFile });
    const writer = await loggedInWriter(writerDb);
    await writerDb.destroy();
    const before = await timed(writer, 'write', 'POST', '/api/events', eventBody(category, 'avant lecture seule'));
    await stopApi(api);

    chmodSync(databaseFile, 0o444);
    api = await startApi(env, user);
    const writes = [
      await timed(writer, 'write', 'POST', '/api/events', eventBody(category, 'lecture seule')),
      await timed(writer, 'write', 'POST', '/api/events', eventBody(category, 'lecture seule encore')),
    ];
    const reads = [await timed(writer, 'read', 'GET', '/health'), await timed(writer, 'read', 'GET', '/api/events/categories'), await timed(writer, 'read', 'GET', '/api/user')];
    const stillAlive = alive(api);
    console.log(
      `  before: a write answered ${before.status}; read-only file: writes ${writes.map((a) => a.status).join(', ')} ("${(writes[0].json as { message?: string })?.message}", Retry-After ${writes[0].retryAfter}); ` +
        `reads ${reads.map((a) => a.status).join(', ')}; the API ${stillAlive ? 'is up' : 'exited'}`,
    );
    if (before.status !== 201) problems.push(`the write before answered ${before.status}`);
    if (writes.some((a) => a.status !== 503 || !a.retryAfter || (a.json as { status?: number })?.status !== 503)) problems.push('writes to the read-only file were not 503s with Retry-After');
    if (reads.some((a) => a.status !== 200)) problems.push('reads failed on the read-only file');
    if (!stillAlive) problems.push('the API process exited');
  } finally {
    if (api) await stopApi(api);
  }
  for (const problem of problems) console.log(`  FAILED: ${problem}`);
  return problems.length === 0;
}
