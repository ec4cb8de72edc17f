import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';
import { dialectOf } from './database';

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
    await client.query(`create database ${name}`);
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
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ connections: number }>('select count(*)::int as connections from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.connections === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await client.query(`drop database if exists ${name} with (force)`);
}
