import type { Kysely } from 'kysely';

/**
 * Exceptional closure dates per listing (issue 17, open now; docs/decisions/0027-open-now.md):
 * whole days from starts_on to ends_on (YYYY-MM-DD, both included), with an optional reason in
 * each language. Public holidays are computed, never stored. The live rows of a listing: its
 * versions hold them in their JSON data and approval writes them here.
 */
type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export async function up(db: Db): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('prestataire_closures')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('prestataire_id', 'integer', (c) => c.notNull().references('prestataires.id').onDelete('cascade'))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('reason_fr', 'text')
    .addColumn('reason_nl', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('prestataire_closures_listing_idx').on('prestataire_closures').columns(['prestataire_id', 'starts_on']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('prestataire_closures').execute();
}
