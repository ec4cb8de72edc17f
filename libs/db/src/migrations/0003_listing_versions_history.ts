import { sql, type Kysely } from 'kysely';

/**
 * Provider listing writes (issue 11, docs/decisions/0010-provider-listing-writes.md): versions get
 * their number, save time, submission and decision (who, when, why), and every change of a
 * listing is written to its history (the history PDF lists it).
 */
type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export async function up(db: Db): Promise<void> {
  const versions = () => db.schema.alterTable('prestataire_versions');
  await versions().addColumn('number', 'integer').execute(); // 1, 2… per listing once sent for validation; null for the edit copy
  await versions().addColumn('updated_at', 'text').execute();
  await versions().addColumn('submitted_at', 'text').execute();
  await versions().addColumn('decided_at', 'text').execute();
  await versions().addColumn('decided_by', 'integer').execute(); // no foreign key: SQLite cannot drop a referencing column on the way down
  await versions().addColumn('reason', 'text').execute();
  await db.schema.createIndex('prestataire_versions_listing_idx').on('prestataire_versions').columns(['prestataire_id', 'status']).execute();

  const id = isPostgres(db) ? ('serial' as const) : ('integer' as const);
  await db.schema
    .createTable('prestataire_history')
    .addColumn('id', id, (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull()) // created | edit_saved | committed | approved | rejected | version_applied | consent_* | colors_changed | unpublished | republished
    .addColumn('details', 'text') // JSON: { fields?, version?, reason? }
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex('prestataire_history_listing_idx').on('prestataire_history').columns(['prestataire_id', 'id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('prestataire_history').execute();
  await db.schema.dropIndex('prestataire_versions_listing_idx').execute();
  const versions = () => db.schema.alterTable('prestataire_versions');
  for (const column of ['reason', 'decided_by', 'decided_at', 'submitted_at', 'updated_at', 'number']) await versions().dropColumn(column).execute();
}
