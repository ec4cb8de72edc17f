import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared (queries with `in (?, ?, …)` lists of varying length each take one). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite connection as Kysely sees it, with its prepared statements kept and reused: Kysely
 * prepares every query it runs, and preparing was a fifth of a provider detail's CPU (issue 16).
 * A statement is reusable because better-sqlite3 runs it synchronously to the end (all/run) before
 * the next one starts, and re-prepares it itself after a schema change. Least recently used first out.
 */
export function withStatementCache(database: SqliteDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last in the Map's order.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
