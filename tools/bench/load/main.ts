/**
 * npm run load [-- --lane single|scale|both] [--seconds 60] [--clients 200] [--solo-seconds 15]
 * (README "Load", issue 16). Loopback only, bounded in time. For each lane: the realistic mix
 * the side-by-side server throughput with 50 connections per URL (API health, API provider
 * detail, portal provider page, portal home; behind nginx also the portal without its cache),
 * then the mix (search, portal pages, bookmark toggles, event creation) with --clients
 * connections for --seconds, then a check that every write the servers acknowledged is in the
 * database. Prints figures; exits non-zero only on errors or
 * lost writes, never on timings.
 */
import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createDatabase, hashPassword, nowIso, type DB } from '@sam/db';
import { pathFor } from '@sam/i18n-routes';
import { REPO_ROOT, serverLaunch, waitUntilReady, type ServerName } from '../../servers';
import { CookieClient } from '../scale/http-client';
import { ensureDatabase, ensurePostgres, LANE, laneServerUrl, seedDatabase, startLane } from '../scale/lane';
import { printTable, runMix, runOne, type Acknowledged, type KindResult, type MixTargets, type Session } from './mix';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const LANES = option('lane', 'both');
const SECONDS = Number(option('seconds', '60'));
const CLIENTS = Number(option('clients', '200'));
const SOLO_SECONDS = Number(option('solo-seconds', '15'));
const LOAD_USERS = 40;
const PASSWORD = 'Sam-load-2026!';
const DIR = path.join(REPO_ROOT, 'tmp/load');

// One client, many requests: the per-address allowances (README "Rate limits") are lifted for the run.
const serverEnv = { RATE_LIMIT_FACTOR: '100000', NODE_ENV: 'production', APP_KEY: randomBytes(32).toString('base64'), LOG_LEVEL: 'warn' };

/** Verified accounts for the logged-in part of the mix, made once per database. */
async function loadUsers(db: DB): Promise<string[]> {
  const emails = Array.from({ length: LOAD_USERS }, (_, i) => `load-${i}@sam.example`);
  const existing = new Set((await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map((r) => r.email));
  const hash = await hashPassword(PASSWORD);
  const now = nowIso();
  const missing = emails.filter((email) => !existing.has(email));
  if (missing.length > 0) {
    await db
      .insertInto('users')
      .values(missing.map((email) => ({ email, password_hash: hash, name: email.split('@')[0], locale: 'fr', email_verified_at: now, adult_confirmed_at: now, terms_accepted_at: now, created_at: now, updated_at: now })))
      .execute();
  }
  return emails;
}

async function targetsFor(db: DB, apiUrl: string, portalUrl: string): Promise<MixTargets> {
  const listings = await db
    .selectFrom('prestataires as p')
    .leftJoin('prestataire_sectors as ps', (join) => join.onRef('ps.prestataire_id', '=', 'p.id').on('ps.is_main', '=', 1))
    .leftJoin('sectors as s', 's.id', 'ps.sector_id')
    .select(['p.id', 'p.slug', 's.slug_fr'])
    .where('p.active', '=', 1)
    .where('p.visible', '=', 1)
    .orderBy('p.id')
    .limit(500)
    .execute();
  const category = await db.selectFrom('event_categories').select('id').orderBy('id').executeTakeFirstOrThrow();
  const sessions: Session[] = [];
  for (const email of await loadUsers(db)) {
    const client = new CookieClient(apiUrl);
    const status = await client.login(email, PASSWORD);
    if (status >= 300) throw new Error(`load: login of ${email} answered ${status}`);
    const me = (await client.request('GET', '/api/user')).json as { id: number };
    sessions.push({ ...client.credentials(), userId: me.id });
  }
  return {
    apiUrl,
    portalUrl,
    providerPaths: listings.slice(0, 200).map((l) => pathFor('prestataires-sector-slug', 'fr', { sector: l.slug_fr ?? undefined, slug: l.slug })),
    listPaths: ['/fr', '/nl', pathFor('agenda', 'fr'), pathFor('annonces', 'fr'), pathFor('agenda', 'nl')],
    listings: listings.map((l) => ({ id: l.id, slug: l.slug })),
    eventCategoryId: category.id,
    sessions,
  };
}

/** Every acknowledged write, looked up in the database: the count of those missing. */
async function lostWrites(db: DB, acknowledged: Acknowledged): Promise<{ events: number; bookmarks: number }> {
  let foundEvents = 0;
  for (let i = 0; i < acknowledged.eventIds.length; i += 500) {
    const part = acknowledged.eventIds.slice(i, i + 500);
    foundEvents += (await db.selectFrom('events').select('id').where('id', 'in', part).execute()).length;
  }
  const userIds = [...new Set(acknowledged.bookmarks.map((b) => b.userId))];
  const stored = new Set(
    userIds.length === 0
      ? []
      : (await db.selectFrom('bookmarks').select(['user_id', 'bookmarkable_id']).where('bookmarkable_type', '=', 'prestataire').where('user_id', 'in', userIds).execute()).map(
          (r) => `${r.user_id}:${r.bookmarkable_id}`,
        ),
  );
  const missingBookmarks = new Set(acknowledged.bookmarks.filter((b) => !stored.has(`${b.userId}:${b.listingId}`)).map((b) => `${b.userId}:${b.listingId}`));
  return { events: acknowledged.eventIds.length - foundEvents, bookmarks: missingBookmarks.size };
}

interface LaneReport {
  lane: string;
  mix: KindResult[];
  solo: KindResult[];
  lost: { events: number; bookmarks: number };
  acknowledged: Acknowledged;
}

/** What a shared cache in front of the portal says of a page asked twice (nginx's X-Cache-Status), or null without one. */
async function cacheStatus(url: string): Promise<string | null> {
  await fetch(url).then((response) => response.arrayBuffer());
  const second = await fetch(url);
  await second.arrayBuffer();
  return second.headers.get('x-cache-status');
}

async function measure(lane: string, db: DB, apiUrl: string, portalUrl: string, providerSlug: string, portalBehindCache?: string): Promise<LaneReport> {
  const targets = await targetsFor(db, apiUrl, portalUrl);
  // The servers' own throughput first, on the fresh lane: the mix's writes leave work behind them (search re-indexing).
  // A few seconds of each server unrecorded first: the first seconds after a start (JIT, first renders) are not its rate.
  await runOne('warm-up', apiUrl, '/health', 50, 3);
  await runOne('warm-up', portalUrl, '/fr', 50, 3);
  const solo: KindResult[] = [];
  for (const [name, url, urlPath] of [
    ['API GET /health', apiUrl, '/health'],
    ['API GET /api/prestataires/{slug}', apiUrl, `/api/prestataires/${providerSlug}?locale=fr`],
    ['portal provider page', portalUrl, targets.providerPaths[0]],
    ['portal home', portalUrl, '/fr'],
    ...(portalBehindCache ? ([['portal provider page, no nginx cache', portalBehindCache, targets.providerPaths[0]]] as const) : []),
  ] as const) {
    solo.push(await runOne(name, url, urlPath, 50, SOLO_SECONDS));
  }
  printTable(`${lane}: one URL at a time (50 connections, ${SOLO_SECONDS} s each)`, solo);
  const status = await cacheStatus(`${portalUrl}${targets.providerPaths[0]}`);
  if (status) console.log(`nginx in front of the portal: X-Cache-Status ${status} for a provider page asked twice`);
  console.log(`\nload: ${lane}: ${CLIENTS} connections for ${SECONDS} s…`);
  const { results: mix, acknowledged } = await runMix(targets, CLIENTS, SECONDS);
  printTable(`${lane}: the mix (${CLIENTS} connections, ${SECONDS} s)`, mix);
  const lost = await lostWrites(db, acknowledged);
  console.log(`acknowledged writes: ${acknowledged.eventIds.length} events, ${acknowledged.bookmarks.length} bookmark toggles; missing from the database: ${lost.events} events, ${lost.bookmarks} bookmarks`);
  return { lane, mix, solo, lost, acknowledged };
}

async function singleLane(): Promise<LaneReport> {
  mkdirSync(DIR, { recursive: true });
  const env = { ...serverEnv, DATABASE_FILE: path.join(DIR, 'sam.sqlite'), STORAGE_DIR: path.join(DIR, 'storage'), OUTBOX_DIR: path.join(DIR, 'outbox') };
  seedDatabase(env);
  const children: ChildProcess[] = [];
  const start = async (name: ServerName) => {
    const launch = serverLaunch(name, { env: { ...process.env, ...env, DATABASE_URL: '' }, host: '127.0.0.1' });
    // The portal logs every request: only its errors are shown.
    const child = spawn(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, stdio: ['ignore', name === 'portal' ? 'ignore' : 'inherit', 'inherit'] });
    children.push(child);
    await waitUntilReady(launch.readyUrl, { timeoutMs: 120_000, exited: () => child.exitCode !== null });
    return launch;
  };
  const db = await createDatabase({ sqliteFile: env.DATABASE_FILE });
  try {
    const api = await start('api');
    const portal = await start('portal');
    const slug = (await db.selectFrom('prestataires').select('slug').where('visible', '=', 1).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow()).slug;
    return await measure('single process (SQLite)', db, `http://127.0.0.1:${api.port}`, `http://127.0.0.1:${portal.port}`, slug);
  } finally {
    await db.destroy();
    for (const child of children) child.kill('SIGTERM');
  }
}

async function scaleLane(): Promise<LaneReport> {
  const serverUrl = laneServerUrl();
  await ensurePostgres(serverUrl);
  const databaseUrl = await ensureDatabase(serverUrl);
  seedDatabase({ DATABASE_URL: databaseUrl });
  Object.assign(process.env, serverEnv);
  const lane = await startLane(databaseUrl);
  const db = await createDatabase({ databaseUrl, sqliteFile: '' });
  try {
    const slug = (await db.selectFrom('prestataires').select('slug').where('visible', '=', 1).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow()).slug;
    const portal = (port: number) => `http://127.0.0.1:${port}`;
    return await measure('scale-out lane (2 API instances, nginx, PostgreSQL)', db, lane.nginxUrl, portal(LANE.portalCachePort), slug, portal(LANE.portalPort));
  } finally {
    await db.destroy();
    await lane.stop();
  }
}

const readRate = (report: LaneReport) => report.mix.filter((r) => r.read).reduce((sum, r) => sum + r.perSecond, 0);

async function main(): Promise<void> {
  const reports: LaneReport[] = [];
  if (LANES === 'single' || LANES === 'both') reports.push(await singleLane());
  if (LANES === 'scale' || LANES === 'both') reports.push(await scaleLane());
  console.log('\nsummary');
  for (const report of reports) {
    const errors = report.mix.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    const [health, detail] = report.solo;
    console.log(
      `${report.lane}: reads ${readRate(report).toFixed(0)} req/s, errors ${errors}, lost writes ${report.lost.events + report.lost.bookmarks}; provider detail at ${((100 * detail.perSecond) / health.perSecond).toFixed(0)} % of /health`,
    );
  }
  if (reports.length === 2) console.log(`scale-out read throughput: ${(readRate(reports[1]) / readRate(reports[0])).toFixed(2)} × the single process (target 1.6 ×; ${2} cores here)`);
  const failed = reports.some((r) => r.lost.events + r.lost.bookmarks > 0 || r.mix.some((k) => k.errors + k.non2xx > 0));
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
