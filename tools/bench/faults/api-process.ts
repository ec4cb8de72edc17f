import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { hashPassword, nowIso, type DB } from '@sam/db';
import { serverLaunch, waitUntilReady } from '../../servers';
import { CookieClient } from '../scale/http-client';

/** What the fault lanes share: the API under test (one at a time, on its own port) and its users. */
export const PORT = 3090;
export const API = `http://127.0.0.1:${PORT}`;
export const PASSWORD = 'Sam-faults-2026!';

/** The built API (npm run build), or its TypeScript sources with `npm run faults -- --source`. */
export async function startApi(env: NodeJS.ProcessEnv, user?: { uid: number; gid: number }): Promise<ChildProcess> {
  const source = process.argv.includes('--source');
  const launch = serverLaunch('api', { port: PORT, host: '127.0.0.1', source, env: { ...process.env, ...env, LOG_LEVEL: 'error', RATE_LIMIT_FACTOR: '100000' } });
  // FAULTS_API_LOG=1 shows the API's own log (its errors, with their stacks).
  const child = spawn(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, stdio: ['ignore', process.env.FAULTS_API_LOG ? 'inherit' : 'ignore', 'inherit'], ...user });
  await waitUntilReady(launch.readyUrl, { timeoutMs: 120_000, exited: () => child.exitCode !== null || child.signalCode !== null });
  return child;
}

export const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Stops the API as a service manager does, and waits for it to be gone. */
export async function stopApi(child: ChildProcess): Promise<void> {
  if (!alive(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A verified, adult user who accepted the terms, able to publish events; logged in through the API. */
export async function loggedInWriter(db: DB): Promise<CookieClient> {
  const email = `faults-${randomBytes(4).toString('hex')}@sam.example`;
  const now = nowIso();
  await db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(PASSWORD), name: 'faults', locale: 'fr', email_verified_at: now, adult_confirmed_at: now, terms_accepted_at: now, created_at: now, updated_at: now })
    .execute();
  const client = new CookieClient(API);
  if ((await client.login(email, PASSWORD)) >= 300) throw new Error('faults: login failed');
  return client;
}

/** An event creation as the dashboard sends it; `size` pads the description (bytes the database must find room for). */
export function eventBody(category: number, label: string, size = 0) {
  return {
    title: `Panne ${label} atelier des aidants`,
    description: `Écrit pendant la panne provoquée. ${'Un moment d’échange entre aidants proches. '.repeat(Math.ceil(size / 44))}`.slice(0, Math.max(size, 40)),
    locale: 'fr',
    category_id: category,
    starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    status: 'published',
  };
}

export interface Answer {
  kind: 'write' | 'read';
  sentAt: number;
  answeredAt: number;
  /** HTTP status, or 0 when no answer came (connection refused or reset, or no answer within the limit). */
  status: number;
  json: unknown;
  retryAfter: string | null;
}

/** One request, timed; a request left unanswered for `limitMs` counts as a hang (status 0). */
export async function timed(client: CookieClient, kind: Answer['kind'], method: string, path: string, body?: unknown, limitMs = 20_000): Promise<Answer> {
  const sentAt = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs);
  });
  try {
    const response = await Promise.race([client.request(method, path, body), hang]);
    if (!response) return { kind, sentAt, answeredAt: Date.now(), status: 0, json: 'no answer', retryAfter: null };
    return { kind, sentAt, answeredAt: Date.now(), status: response.status, json: response.json, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { kind, sentAt, answeredAt: Date.now(), status: 0, json: String(error), retryAfter: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Every acknowledged id that is in the events table. */
export async function eventsFound(db: DB, ids: number[]): Promise<number> {
  let found = 0;
  for (let i = 0; i < ids.length; i += 500) found += (await db.selectFrom('events').select('id').where('id', 'in', ids.slice(i, i + 500)).execute()).length;
  return found;
}

/** Every event the faults wrote has its search change, written in the same transaction. */
export async function unrecordedChanges(db: DB): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('title', 'like', 'Panne %')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('search_changes').select('search_changes.id').whereRef('search_changes.item_id', '=', 'events.id').where('search_changes.index_name', '=', 'events'))))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
