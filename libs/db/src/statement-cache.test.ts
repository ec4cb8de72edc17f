import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { withStatementCache } from './statement-cache';

interface Tables {
  notes: { id: number; body: string };
}

describe('withStatementCache', () => {
  let sqlite: SQLite.Database;
  let prepared: string[];
  let db: Kysely<Tables>;

  beforeEach(async () => {
    sqlite = new SQLite(':memory:');
    prepared = [];
    const counting = { close: () => sqlite.close(), prepare: (text: string) => (prepared.push(text), sqlite.prepare(text)) };
    db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: withStatementCache(counting, 2) }) });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  });
  afterEach(() => db.destroy());

  const bodyOf = (id: number) => db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst();

  it('prepares a query once and runs it again with other parameters', async () => {
    await db.insertInto('notes').values({ id: 1, body: 'un' }).execute();
    await db.insertInto('notes').values({ id: 2, body: 'deux' }).execute();
    expect(await bodyOf(1)).toEqual({ body: 'un' });
    expect(await bodyOf(2)).toEqual({ body: 'deux' });
    expect(prepared.filter((text) => text.startsWith('select')).length).toBe(1);
    expect(prepared.filter((text) => text.startsWith('insert')).length).toBe(1);
  });

  it('keeps only the most recently used statements', async () => {
    await bodyOf(1); // select
    await db.selectFrom('notes').select('id').execute(); // second select: the create statement leaves
    await bodyOf(1); // still kept
    await sql`create table other (id integer)`.execute(db); // evicts the least recently used (select id)
    await db.selectFrom('notes').select('id').execute(); // prepared again
    expect(prepared.filter((text) => text === 'select "id" from "notes"').length).toBe(2);
    expect(prepared.filter((text) => text.startsWith('select "body"')).length).toBe(1);
  });

  it('answers with the current schema after a change to the table a kept statement reads', async () => {
    await db.insertInto('notes').values({ id: 1, body: 'un' }).execute();
    const all = () => sql<Record<string, unknown>>`select * from notes`.execute(db).then((r) => r.rows);
    expect(await all()).toEqual([{ id: 1, body: 'un' }]);
    await sql`alter table notes add column extra text default 'x'`.execute(db);
    expect(await all()).toEqual([{ id: 1, body: 'un', extra: 'x' }]);
  });
});
