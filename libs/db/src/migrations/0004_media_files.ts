import type { Kysely } from 'kysely';

/**
 * Stored files of photos and documents (issue 11, spec §3 Photo and document): a photo's
 * alternative text and the pixel size of its large web size, and a document's original file
 * name (its download name).
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('media').addColumn('alt_text', 'text').execute();
  await db.schema.alterTable('media').addColumn('file_name', 'text').execute();
  await db.schema.alterTable('media').addColumn('width', 'integer').execute();
  await db.schema.alterTable('media').addColumn('height', 'integer').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('media').dropColumn('height').execute();
  await db.schema.alterTable('media').dropColumn('width').execute();
  await db.schema.alterTable('media').dropColumn('file_name').execute();
  await db.schema.alterTable('media').dropColumn('alt_text').execute();
}
