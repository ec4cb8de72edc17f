/**
 * npm run bench:search — issue #5 item 9: the embedded search engine against its targets and
 * against PostgreSQL, on --scale addresses (default 100,000). See USAGE in options.ts.
 * Timings are informational; the exit code is non-zero only when facet counts differ.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { databaseUrlFor } from '@sam/db';
import { startApi, readMemory, type ApiProcess } from './api-process';
import { loadDataset } from './dataset';
import { engineClient, type EngineAnswer } from './engine-client';
import { parseOptions, USAGE, type BenchOptions } from './options';
import { compareAnswers } from './parity';
import { BENCH_DATABASE, createBenchDatabase, DEFAULT_ADMIN_URL, PgLane, reachable } from './pg-lane';
import { buildQueryMix } from './query-mix';
import { QUERY_CLASSES, queryKey, toSearchParams, type BenchQuery } from './query-model';
import { checkTargets, ratios, renderReport, type BenchResults, type ClassResult } from './report';
import { RECORD_PREDICATE, type SqlAnswer } from './sql';
import { SqliteLane } from './sqlite-lane';
import { summarize } from './stats';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const WORK_DIR = path.join(REPO_ROOT, 'tmp/bench');
const SQLITE_FILE = path.join(WORK_DIR, 'search.sqlite');
const SEED_MARK = path.join(WORK_DIR, 'search.seed.json');
const RESULTS_FILE = path.join(WORK_DIR, 'search-results.json');
const GEO_DIR = path.join(REPO_ROOT, 'assets/geo');
const SEED_VALUE = 2026; // tools/seed's default: both lanes hold the same rows
/** PostgreSQL's slowest class takes seconds per query: each class gets this much time (at least 5 queries). */
const PG_CLASS_BUDGET_MS = 12_000;
const PG_MIN_QUERIES = 5;

const log = (message: string) => console.log(`bench: ${message}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Cleanups to run however the run ends (Ctrl-C included). */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()?.().catch((error: unknown) => console.error(`bench: cleanup failed: ${String(error)}`));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** tools/seed/main.ts in a child process (its own module graph, like `npm run db:seed`). */
function runSeed(scale: number, env: Record<string, string | undefined>, label: string): Promise<number> {
  const started = performance.now();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, TSX_TSCONFIG_PATH: path.join(REPO_ROOT, 'tools/seed/tsconfig.json') };
  delete childEnv.DATABASE_URL;
  delete childEnv.DATABASE_FILE;
  for (const [key, value] of Object.entries(env)) if (value !== undefined) childEnv[key] = value;
  const args = ['--import', 'tsx', path.join(REPO_ROOT, 'tools/seed/main.ts'), '--scale', String(scale), '--seed', String(SEED_VALUE), '--reset'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    // If the other lane's seed fails first, this one must not run on.
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-6000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        const done = /seed: done .*/.exec(output)?.[0] ?? 'done';
        log(`${label}: ${done.replace(/^seed: /, '')}`);
        resolve(performance.now() - started);
      } else reject(new Error(`seeding ${label} failed (exit ${code}):\n${output}`));
    });
  });
}

function classResult(cls: (typeof QUERY_CLASSES)[number], engine: number[], http: number[], pg?: number[], pgClient?: number[]): ClassResult {
  const result: ClassResult = { cls: cls.id, label: cls.label, queries: engine.length, engine: summarize(engine), http: summarize(http), mismatches: 0 };
  if (pg && pg.length > 0) {
    result.pg = summarize(pg);
    result.pgClient = summarize(pgClient ?? []);
    result.pgQueries = pg.length;
    result.ratio = ratios(result.engine, result.pg);
  }
  return result;
}

async function run(options: BenchOptions): Promise<number> {
  const startedAt = new Date();
  mkdirSync(WORK_DIR, { recursive: true });
  const adminUrl = process.env.DATABASE_URL?.trim() || DEFAULT_ADMIN_URL;
  const pgUrl = databaseUrlFor(adminUrl, BENCH_DATABASE);
  const pgAvailable = options.pg && (await reachable(adminUrl));
  const postgres: BenchResults['postgres'] = {
    ran: false,
    note: options.pg ? `not reachable at ${redact(adminUrl)} (lane skipped)` : 'skipped (--no-pg)',
  };
  if (options.pg && !pgAvailable) log(`PostgreSQL ${postgres.note}`);

  // 1. Seed both lanes at once (two cores; nothing is timed yet).
  const seeds: Promise<unknown>[] = [];
  if (options.seed) {
    seeds.push(
      runSeed(options.scale, { DATABASE_FILE: SQLITE_FILE }, 'SQLite').then(() =>
        writeFileSync(SEED_MARK, JSON.stringify({ scale: options.scale, seed: SEED_VALUE })),
      ),
    );
  } else {
    const mark = existsSync(SEED_MARK) ? (JSON.parse(readFileSync(SEED_MARK, 'utf8')) as { scale: number }) : null;
    if (!existsSync(SQLITE_FILE) || mark?.scale !== options.scale) {
      throw new Error(`--no-seed: ${path.relative(REPO_ROOT, SQLITE_FILE)} was not seeded with --scale ${options.scale}`);
    }
  }
  if (pgAvailable) {
    const scratch = await createBenchDatabase(adminUrl);
    cleanups.push(() => scratch.drop());
    seeds.push(runSeed(options.scale, { DATABASE_URL: pgUrl }, 'PostgreSQL').then((ms) => (postgres.seedMs = ms)));
  }
  log(`seeding ${options.scale.toLocaleString('en-US')} addresses${pgAvailable ? ' into SQLite and PostgreSQL' : ''}`);
  await Promise.all(seeds);

  // 2. The query mix, from the seeded data.
  const dataset = loadDataset(SQLITE_FILE, GEO_DIR);
  const { categoryLabels } = dataset;
  const mix = buildQueryMix(dataset, { perClass: options.queries });
  log(`${mix.queries.length} queries over ${dataset.records.length.toLocaleString('en-US')} records; words: ${mix.words.slice(0, 12).join(', ')}…`);

  // 3. The engine: start, index figures, warm-up (its answers are the ones compared), timed pass, memory.
  log(`starting the API (${options.dist ? 'dist' : 'tsx'})`);
  const api: ApiProcess = await startApi({ sqliteFile: SQLITE_FILE, dist: options.dist });
  cleanups.push(() => api.stop());
  const client = engineClient(api.port);
  const engineAnswers = new Map<string, EngineAnswer>();
  const engineTimes = new Map<string, { engine: number[]; http: number[] }>(QUERY_CLASSES.map((c) => [c.id, { engine: [], http: [] }]));
  let memory: ReturnType<typeof readMemory> = null;
  const load: BenchResults['load'] = { cpus: os.cpus().length, engine: null, postgres: null };
  const indices = await client.indices().catch((error: unknown) => {
    log(`GET /1/indexes failed: ${String(error)}`);
    return [];
  });
  log(`API ready in ${seconds(api.readyMs)}; indices: ${indices.map((i) => `${i.name} ${i.entries}`).join(', ') || 'none reported'}`);
  try {
    for (const q of mix.queries) {
      const key = queryKey(q);
      if (!engineAnswers.has(key)) engineAnswers.set(key, (await client.search(q)).answer);
    }
    log(`warm-up done (${engineAnswers.size} distinct queries); timing the engine`);
    load.engine = os.loadavg()[0];
    const before = readMemory(api.pid);
    for (const cls of QUERY_CLASSES) {
      const times = engineTimes.get(cls.id);
      for (const q of mix.queries.filter((x) => x.cls === cls.id)) {
        const { answer, httpMs } = await client.search(q);
        times?.engine.push(answer.processingTimeMS);
        times?.http.push(httpMs);
      }
    }
    const after = readMemory(api.pid);
    memory = before && after ? { rssMb: Math.max(before.rssMb, after.rssMb), peakRssMb: after.peakRssMb } : (after ?? before);
  } finally {
    await api.stop();
  }

  // 4. The reference lane: PostgreSQL (answers and timings) or SQLite (answers only).
  const references = new Map<string, SqlAnswer>();
  const pgTimes = new Map<string, { server: number[]; client: number[] }>(QUERY_CLASSES.map((c) => [c.id, { server: [], client: [] }]));
  const distinct = [...new Map(mix.queries.map((q) => [queryKey(q), q])).values()];
  if (pgAvailable) {
    const lane = await PgLane.open(pgUrl, categoryLabels);
    try {
      const prepStarted = performance.now();
      await lane.prepare();
      postgres.prepareMs = performance.now() - prepStarted;
      const count = await lane.recordCount(RECORD_PREDICATE);
      if (count !== dataset.records.length) throw new Error(`PostgreSQL holds ${count} records, SQLite ${dataset.records.length}: the seeds differ`);
      log(`PostgreSQL ready (tsvector, GIN, GiST and join indexes in ${seconds(postgres.prepareMs)}); answering ${distinct.length} distinct queries`);
      for (const q of distinct) references.set(queryKey(q), await lane.answer(q));
      log('timing PostgreSQL');
      load.postgres = os.loadavg()[0];
      for (const cls of QUERY_CLASSES) {
        const times = pgTimes.get(cls.id);
        const classStarted = performance.now();
        for (const q of mix.queries.filter((x) => x.cls === cls.id)) {
          if ((times?.server.length ?? 0) >= PG_MIN_QUERIES && performance.now() - classStarted > PG_CLASS_BUDGET_MS) break;
          const { serverMs, clientMs } = await lane.time(q);
          times?.server.push(serverMs);
          times?.client.push(clientMs);
        }
      }
      postgres.ran = true;
      postgres.note =
        `${redact(pgUrl)}; time = planning + execution from EXPLAIN (ANALYZE, TIMING OFF), jit off (client round trips in the JSON); ` +
        `up to ${options.queries} queries per class, at most ${PG_CLASS_BUDGET_MS / 1000} s per class (at least ${PG_MIN_QUERIES})`;
    } finally {
      await lane.close();
    }
  } else {
    const lane = new SqliteLane(SQLITE_FILE, categoryLabels);
    try {
      for (const q of distinct) references.set(queryKey(q), lane.answer(q));
    } finally {
      lane.close();
    }
  }
  await cleanUp();

  // 5. Parity and report.
  const examples: BenchResults['parity']['examples'] = [];
  const mismatchedKeys = new Set<string>();
  for (const q of distinct) {
    const key = queryKey(q);
    const engine = engineAnswers.get(key);
    const reference = references.get(key);
    if (!engine || !reference) continue;
    const problems = compareAnswers(q, engine, reference);
    if (problems.length === 0) continue;
    mismatchedKeys.add(key);
    if (examples.length < 12) examples.push({ id: q.id, params: describe(q), problems });
  }
  const classes = QUERY_CLASSES.map((cls) => {
    const e = engineTimes.get(cls.id) ?? { engine: [], http: [] };
    const p = pgTimes.get(cls.id);
    const result = classResult(cls, e.engine, e.http, p?.server, p?.client);
    result.mismatches = mix.queries.filter((q) => q.cls === cls.id && mismatchedKeys.has(queryKey(q))).length;
    return result;
  });
  const buildTimes = indices.map((i) => i.buildTimeMs).filter((ms): ms is number => typeof ms === 'number');
  const apiFigures: BenchResults['api'] = {
    entry: options.dist ? 'dist' : 'tsx',
    readyMs: api.readyMs,
    indices: indices.map((i) => ({ name: i.name, entries: i.entries, buildTimeMs: typeof i.buildTimeMs === 'number' ? i.buildTimeMs : null })),
    buildTimeMs: buildTimes.length > 0 ? buildTimes.reduce((a, b) => a + b, 0) : null,
    rssMb: memory?.rssMb ?? null,
    peakRssMb: memory?.peakRssMb ?? null,
  };
  const results: BenchResults = {
    startedAt: startedAt.toISOString(),
    scale: options.scale,
    queriesPerClass: options.queries,
    records: dataset.records.length,
    words: mix.words,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version },
    api: apiFigures,
    postgres,
    load,
    parity: { reference: postgres.ran ? 'postgresql' : 'sqlite', queries: distinct.length, mismatches: mismatchedKeys.size, examples },
    classes,
    targets: checkTargets(classes, apiFigures),
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${renderReport(results)}\n`);
  log(`results written to ${path.relative(REPO_ROOT, RESULTS_FILE)} (${seconds(Date.now() - startedAt.getTime())} in all)`);
  return mismatchedKeys.size > 0 ? 1 : 0;
}

/** A connection string without its password. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'PostgreSQL';
  }
}

/** The query's parameters, polygons shortened. */
function describe(q: BenchQuery): string {
  const params = toSearchParams(q);
  if (q.insidePolygon) params.insidePolygon = q.insidePolygon.map((p) => `${p.length / 2} points`);
  return JSON.stringify(params);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options === 'help') {
    console.log(USAGE);
    return;
  }
  process.exitCode = await run(options);
}

main()
  .catch((error: unknown) => {
    console.error(`bench: failed: ${error instanceof Error ? (process.env.DEBUG ? error.stack : error.message) : String(error)}`);
    process.exitCode = 2;
  })
  .finally(() => cleanUp());
