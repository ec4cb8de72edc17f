import { sql, type Kysely } from 'kysely';

/**
 * The search change feed (issue 16): every write that changes what search shows records
 * (index, item id) rows in its own transaction; each API instance applies them to its indices,
 * and the hosted-Algolia sink consumes them from its stored cursor until acknowledged.
 */
type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export async function up(db: Db): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('search_changes')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('index_name', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex('search_changes_created_idx').on('search_changes').column('created_at').execute();
  await db.schema
    .createTable('search_feed_cursors')
    .addColumn('consumer', 'text', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_feed_cursors').execute();
  await db.schema.dropTable('search_changes').execute();
}
