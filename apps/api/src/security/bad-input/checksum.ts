import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '@sam/db';

/** Tables that change on any request, legitimately: the session store and the rate-limit counters. */
export const VOLATILE_TABLES = ['sessions', 'throttles'];

/** PostgreSQL's bigint counts come as BigInt, which JSON cannot write (dates are already text by then). */
const stable = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * `table → "<rows>:<sha256>"` for every table but the volatile ones, on SQLite and PostgreSQL
 * alike: tables listed by Kysely's introspection, each row as JSON (columns in table order), the
 * rows sorted as text, which orders them as their primary key would and needs no key metadata.
 */
export async function databaseChecksum(db: DB, skip: readonly string[] = VOLATILE_TABLES): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables({ withInternalKyselyTables: false }))
    .filter((table) => !table.isView && !skip.includes(table.name))
    .map((table) => (table.schema && table.schema !== 'public' ? `${table.schema}.${table.name}` : table.name))
    .sort();
  const sums: Record<string, string> = {};
  for (const name of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const lines = rows.map((row) => JSON.stringify(row, stable)).sort();
    sums[name] = `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return sums;
}

/** The tables whose checksum differs, with both sides: empty when nothing changed. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.filter((name) => before[name] !== after[name]).map((name) => `${name} ${before[name] ?? '-'} → ${after[name] ?? '-'}`);
}
