import { createDatabase, type DB } from './database';
import { migrateDownAll, migrateToLatest } from './migrate';
import { createScratchDatabase, postgresLaneUrl } from './scratch-database';

const postgresUrl = postgresLaneUrl();
const lanes: [string, () => Promise<{ db: DB; cleanup: () => Promise<void> }>][] = [
  ['sqlite', async () => ({ db: await createDatabase({ sqliteFile: ':memory:' }), cleanup: async () => undefined })],
];
if (postgresUrl) {
  lanes.push([
    'postgres',
    async () => {
      const scratch = await createScratchDatabase(postgresUrl, { prefix: 'sam_test_db' });
      const db = await createDatabase({ databaseUrl: scratch.url, sqliteFile: '' });
      return {
        db,
        cleanup: async () => {
          await db.destroy();
          await scratch.drop();
        },
      };
    },
  ]);
}

describe.each(lanes)('migrations on %s', (_dialect, open) => {
  it('create the whole schema, enforce keys and flags, and roll back', async () => {
    const { db, cleanup } = await open();
    try {
      expect(await migrateToLatest(db)).toEqual(['0001_core', '0002_contact_phone_ad_text', '0003_listing_versions_history', '0004_media_files', '0005_network_relation_events', '0006_newsletter_subscribers', '0007_search_changes', '0008_opening_closures', '0009_address_accessibility', '0010_listing_reports', '0011_saved_searches']);
      expect(await migrateToLatest(db)).toEqual([]);
      const now = new Date().toISOString();
      const user = await db
        .insertInto('users')
        .values({ email: 'a@b.be', password_hash: 'x', name: 'A', adult_confirmed_at: now, terms_accepted_at: now, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(user.id).toBeGreaterThan(0);
      // Foreign keys are on: a role for a missing user is refused. (Errors are matched by message, not
      // toThrow: better-sqlite3 builds its errors in the realm of the test file that loaded it first,
      // so in a jest worker they are not instances of this file's Error.)
      await expect(db.insertInto('user_roles').values({ user_id: 9999, role: 'user' }).execute()).rejects.toHaveProperty('message', expect.stringMatching(/foreign key/i));
      await expect(
        db.insertInto('users').values({ email: 'a@b.be', password_hash: 'y', name: 'B', adult_confirmed_at: now, terms_accepted_at: now }).execute(),
      ).rejects.toHaveProperty('message', expect.stringMatching(/unique|not null/i));
      await migrateDownAll(db);
      await expect(db.selectFrom('users').selectAll().execute()).rejects.toHaveProperty('message', expect.stringMatching(/no such table|does not exist/i));
    } finally {
      await cleanup();
    }
  });
});
