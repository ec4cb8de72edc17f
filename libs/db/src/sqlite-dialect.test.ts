import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { SqliteDialectKeepingErrors } from './sqlite-dialect';

describe('SqliteDialectKeepingErrors', () => {
  it('a transaction SQLite rolled back by itself (a full database) fails with SQLite’s own error, and the next one works', async () => {
    const sqlite = new SQLite(':memory:');
    const db = new Kysely<{ t: { x: string } }>({ dialect: new SqliteDialectKeepingErrors(sqlite, { database: sqlite }) });
    await sql`create table t (x text)`.execute(db);
    await sql`insert into t values ('before')`.execute(db);
    const pages = Number(sqlite.pragma('page_count', { simple: true }));
    sqlite.pragma(`max_page_count = ${pages}`);
    const failure = await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ x: 'first of two' }).execute();
        // A value larger than a page needs room the database no longer has.
        await trx.insertInto('t').values({ x: 'x'.repeat(20_000) }).execute();
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect((failure as { code?: string }).code).toBe('SQLITE_FULL');
    expect(sqlite.inTransaction).toBe(false);
    expect(await db.selectFrom('t').select('x').execute()).toEqual([{ x: 'before' }]);

    sqlite.pragma('max_page_count = 1073741823');
    await db.transaction().execute((trx) => trx.insertInto('t').values({ x: 'after' }).execute());
    // A transaction that fails for another reason is still rolled back by Kysely.
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ x: 'rolled back' }).execute();
        throw new Error('the route refused');
      }),
    ).rejects.toThrow('the route refused');
    expect((await db.selectFrom('t').select('x').execute()).map((row) => row.x)).toEqual(['before', 'after']);
    await db.destroy();
  });
});
