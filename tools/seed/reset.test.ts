import { createDatabase, migrateDownAll, migrateToLatest } from '@sam/db';
import { seedDatabase } from './seed';

jest.setTimeout(60_000);

describe('seed after a reset (migrateDownAll)', () => {
  it('takes every migration down so that the database can be migrated and seeded again', async () => {
    const db = await createDatabase({ sqliteFile: ':memory:' });
    try {
      const applied = await migrateToLatest(db);
      await seedDatabase(db, { scale: 40, passwordHash: 'scrypt$x' });
      expect(applied.length).toBeGreaterThanOrEqual(4);
      expect(await migrateDownAll(db)).toEqual([...applied].reverse());
      const tables = (await db.introspection.getTables()).map((t) => t.name);
      expect(tables).not.toContain('users');
      expect(tables).not.toContain('prestataires');
      expect(await migrateToLatest(db)).toEqual(applied);
      const result = await seedDatabase(db, { scale: 40, passwordHash: 'scrypt$x' });
      expect(result.counts.addresses).toBe(40);
    } finally {
      await db.destroy();
    }
  });
});
