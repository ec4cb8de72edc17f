import { sql, type Kysely } from 'kysely';

/**
 * Newsletter subscribers (issue 15, docs/decisions/0020-newsletter.md): one row per address
 * (lower-case, unique), pending until its mailed link is followed, then confirmed, or
 * unsubscribed. Only the sha256 of a confirmation secret is kept; unsubscribe links are signed.
 */
type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export async function up(db: Db): Promise<void> {
  const id = isPostgres(db) ? ('serial' as const) : ('integer' as const);
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', id, (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // pending | confirmed | unsubscribed
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('confirm_expires_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex('newsletter_subscribers_status_idx').on('newsletter_subscribers').columns(['status', 'locale']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('newsletter_subscribers_status_idx').execute();
  await db.schema.dropTable('newsletter_subscribers').execute();
}
