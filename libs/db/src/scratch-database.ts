import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { createDatabase, dialectOf } from './database';
import { migrateToLatest, migrationsDigest } from './migrate';

/**
 * Throwaway PostgreSQL databases, one helper for every place that needs them: the API, db and seed
 * tests on the PostgreSQL lane (DATABASE_URL, README "PostgreSQL lane") and the search bench. SQLite
 * needs none of this (a temporary file or ':memory:').
 */

/** DATABASE_URL when it names a PostgreSQL server: the tests' PostgreSQL lane is on. */
export function postgresLaneUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.DATABASE_URL?.trim();
  return url && dialectOf({ databaseUrl: url, sqliteFile: '' }) === 'postgres' ? url : undefined;
}

/** The URL of another database on the same server. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface ScratchDatabase {
  name: string;
  /** postgres:// URL of the new, empty database (not migrated). */
  url: string;
  /** Drops it, once the connections still closing are gone (destroy your pools first). */
  drop(): Promise<void>;
}

export interface ScratchOptions {
  /** Its name is `<prefix>_<pid>_<random>` (default prefix sam_test), unique per test file… */
  prefix?: string;
  /** …or exactly this name, dropped first if a previous run left it (the bench's sam_bench). */
  name?: string;
  /** A copy of this database (`create database … template`) instead of an empty one. */
  template?: string;
}

/**
 * A fresh database on the server of `serverUrl` (a URL of any database its user may connect to and
 * create databases from, e.g. the lane's DATABASE_URL).
 */
export async function createScratchDatabase(serverUrl: string, options: ScratchOptions = {}): Promise<ScratchDatabase> {
  const name = options.name ?? `${options.prefix ?? 'sam_test'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await withServer(serverUrl, async (client) => {
    if (options.name) await client.query(`drop database if exists ${name} with (force)`);
    if (options.template && !/^[a-z_][a-z0-9_]*$/.test(options.template)) throw new Error(`not a plain database name: ${options.template}`);
    await client.query(options.template ? `create database ${name} template ${options.template}` : `create database ${name}`);
  });
  return { name, url: databaseUrlFor(serverUrl, name), drop: () => withServer(serverUrl, (client) => dropWhenDisconnected(client, name)) };
}

async function withServer<T>(serverUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const pg = await import('pg');
  const client = new (pg.default?.Client ?? pg.Client)({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves before the server has closed the backends; dropping WITH (FORCE) right
 * away kills them and their clients raise unhandled 57P01 errors. Wait (up to 2 s) for them to go.
 */
async function dropWhenDisconnected(client: Client, name: string): Promise<void> {
  await waitDisconnected(client, name);
  await client.query(`drop database if exists ${name} with (force)`);
}

async function waitDisconnected(client: Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ connections: number }>('select count(*)::int as connections from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.connections === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const TEMPLATE_PREFIX = 'sam_template_';
/** pg_advisory_lock's key for building the template: one builder at a time per server. */
const TEMPLATE_LOCK = 7_316_001;
const templates = new Map<string, Promise<string>>();

/**
 * The name of a database on the server migrated to the latest schema, kept between runs as the
 * template of scratch databases: copying it (`template`) takes a fraction of the time the
 * migrations take, once per test file (decision 0035). It is named after the migrations' digest, so
 * an edited migration gets a new one, and the older ones are dropped then. Built once per server
 * under an advisory lock (test workers start together), by one process at a time.
 */
export function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsDigest()}`;
  const key = `${serverUrl} ${name}`;
  let template = templates.get(key);
  if (!template) {
    template = buildTemplate(serverUrl, name);
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  return template;
}

/**
 * A scratch database at the latest schema: a copy of `migratedTemplate`. A template another run
 * dropped meanwhile (an older checkout's, whose migrations differ) is built again, once.
 */
export async function createMigratedScratchDatabase(serverUrl: string, options: Omit<ScratchOptions, 'template'> = {}): Promise<ScratchDatabase> {
  try {
    return await createScratchDatabase(serverUrl, { ...options, template: await migratedTemplate(serverUrl) });
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error; // invalid_catalog_name: no such template
    templates.clear();
    return createScratchDatabase(serverUrl, { ...options, template: await migratedTemplate(serverUrl) });
  }
}

async function buildTemplate(serverUrl: string, name: string): Promise<string> {
  return withServer(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${TEMPLATE_PREFIX}%`]);
      if (rows.some((row) => row.datname === name)) return name;
      // Older schemas' templates; one a copy is being made from stays (a run of an older checkout).
      for (const { datname } of rows) await client.query(`drop database if exists ${datname}`).catch(() => undefined);
      // Built under another name and renamed when complete: a run killed halfway leaves no template.
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const db = await createDatabase({ databaseUrl: databaseUrlFor(serverUrl, building), sqliteFile: '' });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await waitDisconnected(client, building);
      await client.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}
