import type { Kysely } from 'kysely';

/**
 * Columns the public forms and the homepage adverts need (issue 6): the optional phone number of
 * a contact message, and the bilingual text of an advertising campaign under its title.
 */
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('phone', 'text').execute();
  await db.schema.alterTable('ad_campaigns').addColumn('text_fr', 'text').execute();
  await db.schema.alterTable('ad_campaigns').addColumn('text_nl', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('ad_campaigns').dropColumn('text_nl').execute();
  await db.schema.alterTable('ad_campaigns').dropColumn('text_fr').execute();
  await db.schema.alterTable('contact_messages').dropColumn('phone').execute();
}
