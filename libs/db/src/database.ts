import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';
import { SqliteDialectKeepingErrors } from './sqlite-dialect';
import { withStatementCache } from './statement-cache';

export type DB = Kysely<Database>;

export interface DatabaseConfig {
  /** postgres://… selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string;
  /** SQLite file path, or ':memory:'. */
  sqliteFile: string;
}

export type Dialect = 'sqlite' | 'postgres';

/** Longest a query waits for a PostgreSQL connection, new or from the busy pool. */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

export function dialectOf(config: DatabaseConfig): Dialect {
  return config.databaseUrl && /^postgres(ql)?:\/\//.test(config.databaseUrl) ? 'postgres' : 'sqlite';
}

/** Opens the database: SQLite (WAL, foreign keys on) by default, PostgreSQL with DATABASE_URL. */
export async function createDatabase(config: DatabaseConfig): Promise<DB> {
  if (dialectOf(config) === 'postgres') {
    const pg = await import('pg');
    const Pool = pg.default?.Pool ?? pg.Pool;
    // Integer counts (COUNT(*) is bigint) come back as numbers, not strings.
    const types = pg.default?.types ?? pg.types;
    types.setTypeParser(20, (v: string) => Number(v));
    const pool = new Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // Bounded waits (decision 0031): a server that does not answer, or a pool busy for this long,
      // fails the request (a 503 from the API) instead of holding it open; pg's default waits forever.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      // Dead peers (a server gone without closing its sockets) are noticed by TCP.
      keepAlive: true,
    });
    // An idle client losing its connection (server restart) must not crash the process;
    // the pool replaces it and the next query reports any lasting failure.
    pool.on('error', (error: Error) => console.error('PostgreSQL pool error', error.message));
    // pg-pool listens for errors only on idle clients: a checked-out one (a transaction between two
    // queries) whose server goes away would emit an unheard 'error' and end the process. The query
    // in flight is rejected on its own (a 503 from the API) and the broken client leaves the pool
    // when released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const { default: SQLite } = await import('better-sqlite3');
  if (config.sqliteFile !== ':memory:') {
    const { mkdirSync } = await import('node:fs');
    const { dirname } = await import('node:path');
    mkdirSync(dirname(config.sqliteFile), { recursive: true });
  }
  const sqlite = new SQLite(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite, { database: withStatementCache(sqlite) }) });
}


/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one: a repository's
 * multi-row write stays atomic on its own, and joins the route's transaction when the route
 * must record more in the same commit (the search change feed, committed()).
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
