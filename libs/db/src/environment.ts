import { resolve } from 'node:path';
import { dialectOf, type DatabaseConfig } from './database';

/**
 * The database a command-line tool (db:migrate, db:seed) works on, read as the API reads it:
 * DATABASE_URL=postgres://… selects PostgreSQL, else the SQLite file DATABASE_FILE (relative to the
 * working directory), else `defaultSqliteFile`.
 */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv, defaultSqliteFile: string): DatabaseConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const file = env.DATABASE_FILE?.trim();
  const sqliteFile = !file ? resolve(defaultSqliteFile) : file === ':memory:' ? file : resolve(file);
  return { databaseUrl, sqliteFile };
}

/** The database for a log line: its dialect and where it is, never a password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (dialectOf(config) === 'sqlite') return `SQLite ${config.sqliteFile}`;
  try {
    const url = new URL(config.databaseUrl ?? '');
    if (url.password) url.password = '***';
    return `PostgreSQL ${url.toString()}`;
  } catch {
    return 'PostgreSQL';
  }
}
