import { sql, type Kysely } from 'kysely';

/**
 * Saved searches with alerts (issue 17, docs/decisions/0030-saved-search-alerts.md): a user's
 * search page address with a name and an alert frequency. `alerted_until` is the watermark: an
 * alert lists only what was created or published after it (the save, then each run), and
 * `next_run_at` keeps the schedule across restarts. `job_leases` holds one row per scheduled job,
 * claimed by a conditional UPDATE, so several API instances run a job once.
 */
type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export async function up(db: Db): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tab', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull().defaultTo('none')) // none | daily | weekly
    .addColumn('alerted_until', 'text', (c) => c.notNull())
    .addColumn('next_run_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex('saved_searches_user_idx').on('saved_searches').column('user_id').execute();
  await db.schema.createIndex('saved_searches_next_run_idx').on('saved_searches').column('next_run_at').execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropIndex('saved_searches_next_run_idx').execute();
  await db.schema.dropIndex('saved_searches_user_idx').execute();
  await db.schema.dropTable('saved_searches').execute();
}
