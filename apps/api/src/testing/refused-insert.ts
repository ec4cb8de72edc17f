import { sql } from 'kysely';
import type { DB, Dialect } from '@sam/db';

/**
 * Makes the database itself refuse inserting `value` into `table.column` (a trigger), so a test
 * can fail one part of a multi-table write midway. Returns the function that lifts the refusal.
 */
export async function refuseInserts(db: DB, dialect: Dialect, table: string, column: string, value: number): Promise<() => Promise<void>> {
  const name = sql.id(`refuse_${table}_${column}`);
  if (dialect === 'sqlite') {
    await sql`create trigger ${name} before insert on ${sql.id(table)} when new.${sql.id(column)} = ${sql.lit(value)} begin select raise(abort, 'refused by the test'); end`.execute(db);
    return async () => {
      await sql`drop trigger ${name}`.execute(db);
    };
  }
  await sql`create function ${name}() returns trigger language plpgsql as ${sql.lit(
    `begin if new.${column} = ${value} then raise exception 'refused by the test'; end if; return new; end`,
  )}`.execute(db);
  await sql`create trigger ${name} before insert on ${sql.id(table)} for each row execute function ${name}()`.execute(db);
  return async () => {
    await sql`drop trigger ${name} on ${sql.id(table)}`.execute(db);
    await sql`drop function ${name}()`.execute(db);
  };
}
