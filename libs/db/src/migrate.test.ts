import { sql } from 'kysely';
import { createDatabase, dialectOf, type DB } from './database';
import { migrateDownAll, migrateToLatest } from './migrate';

const postgresUrl = process.env['DATABASE_URL'];
const lanes: [string, () => Promise<{ db: DB; cleanup: () => Promise<void> }>][] = [
  ['sqlite', async () => ({ db: await createDatabase({ sqliteFile: ':memory:' }), cleanup: async () => undefined })],
];
if (postgresUrl && dialectOf({ databaseUrl: postgresUrl, sqliteFile: '' }) === 'postgres') {
  lanes.push([
    'postgres',
    async () => {
      const name = `sam_test_db_${process.pid}_${Date.now()}`;
      const admin = await createDatabase({ databaseUrl: postgresUrl, sqliteFile: '' });
      await sql.raw(`create database ${name}`).execute(admin);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const db = await createDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
      return {
        db,
        cleanup: async () => {
          await db.destroy();
          await sql.raw(`drop database if exists ${name}`).execute(admin);
          await admin.destroy();
        },
      };
    },
  ]);
}

describe.each(lanes)('migrations on %s', (_dialect, open) => {
  it('create the whole schema, enforce keys and flags, and roll back', async () => {
    const { db, cleanup } = await open();
    try {
      expect(await migrateToLatest(db)).toEqual(['0001_core', '0002_contact_phone_ad_text', '0003_listing_versions_history', '0004_media_files', '0005_network_relation_events']);
      expect(await migrateToLatest(db)).toEqual([]);
      const now = new Date().toISOString();
      const user = await db
        .insertInto('users')
        .values({ email: 'a@b.be', password_hash: 'x', name: 'A', adult_confirmed_at: now, terms_accepted_at: now, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(user.id).toBeGreaterThan(0);
      // Foreign keys are on: a role for a missing user is refused.
      await expect(db.insertInto('user_roles').values({ user_id: 9999, role: 'user' }).execute()).rejects.toThrow();
      await expect(
        db.insertInto('users').values({ email: 'a@b.be', password_hash: 'y', name: 'B', adult_confirmed_at: now, terms_accepted_at: now }).execute(),
      ).rejects.toThrow();
      await migrateDownAll(db);
      await expect(db.selectFrom('users').selectAll().execute()).rejects.toThrow();
    } finally {
      await cleanup();
    }
  });
});
