import { sql, type Kysely } from 'kysely';

/**
 * Error reports on listings (issue 17, docs/decisions/0029-listing-reports.md): a visitor says
 * what is wrong on a provider page, optionally with a name and an address for a reply; the team
 * moderates them (open → handled) and may reply once by mail.
 */
type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export async function up(db: Db): Promise<void> {
  const id = isPostgres(db) ? ('serial' as const) : ('integer' as const);
  await db.schema
    .createTable('listing_reports')
    .addColumn('id', id, (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open')) // open | handled
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'text')
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex('listing_reports_status_idx').on('listing_reports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('listing_reports_prestataire_idx').on('listing_reports').column('prestataire_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('listing_reports_prestataire_idx').execute();
  await db.schema.dropIndex('listing_reports_status_idx').execute();
  await db.schema.dropTable('listing_reports').execute();
}
