import { sql, type Kysely } from 'kysely';

/**
 * Provider networks (issue 13, docs/decisions/0013-provider-networks.md): every step of a
 * relation between a network head and a member is recorded (which step, from and to which
 * state, by whom, when), and the open relations of a head are counted by state.
 */
type Db = Kysely<unknown>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

export async function up(db: Db): Promise<void> {
  const id = isPostgres(db) ? ('serial' as const) : ('integer' as const);
  await db.schema
    .createTable('prestataire_relation_events')
    .addColumn('id', id, (c) => (isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('relation_id', 'integer', (c) => c.notNull().references('prestataire_relations.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull()) // invite | request | accept | refuse | cancel | accept-and-join-back | leave | remove | import
    .addColumn('from_status', 'text') // null when the relation is new
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_prestataire_id', 'integer', (c) => c.references('prestataires.id').onDelete('set null'))
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema.createIndex('prestataire_relation_events_relation_idx').on('prestataire_relation_events').columns(['relation_id', 'id']).execute();
  await db.schema.createIndex('prestataire_relations_parent_status_idx').on('prestataire_relations').columns(['parent_id', 'status']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('prestataire_relations_parent_status_idx').execute();
  await db.schema.dropTable('prestataire_relation_events').execute();
}
