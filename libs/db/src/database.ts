import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type DB = Kysely<Database>;

export interface DatabaseConfig {
  /** postgres://… selects PostgreSQL; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string;
  /** SQLite file path, or ':memory:'. */
  sqliteFile: string;
}

export type Dialect = 'sqlite' | 'postgres';

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
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client losing its connection (server restart) must not crash the process;
    // the pool replaces it and the next query reports any lasting failure.
    pool.on('error', (error: Error) => console.error('PostgreSQL pool error', error.message));
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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}


/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one: a repository's
 * multi-row write stays atomic on its own, and joins the route's transaction when the route
 * must record more in the same commit (the search change feed, committed()).
 */
export function inTransaction<T>(db: DB, work: (trx: DB) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
