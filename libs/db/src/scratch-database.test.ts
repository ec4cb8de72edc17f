import { sql } from 'kysely';
import { createDatabase } from './database';
import { migrateToLatest, migrationsDigest } from './migrate';
import { createMigratedScratchDatabase, createScratchDatabase, databaseUrlFor, migratedTemplate, postgresLaneUrl } from './scratch-database';

describe('the PostgreSQL lane', () => {
  it('is on when DATABASE_URL names a PostgreSQL server', () => {
    expect(postgresLaneUrl({ DATABASE_URL: ' postgres://postgres@127.0.0.1:5432/postgres ' })).toBe('postgres://postgres@127.0.0.1:5432/postgres');
    expect(postgresLaneUrl({ DATABASE_URL: 'postgresql://db/sam' })).toBe('postgresql://db/sam');
    expect(postgresLaneUrl({ DATABASE_URL: '' })).toBeUndefined();
    expect(postgresLaneUrl({ DATABASE_URL: 'mysql://db/sam' })).toBeUndefined();
    expect(postgresLaneUrl({})).toBeUndefined();
  });

  it('addresses another database of the same server', () => {
    expect(databaseUrlFor('postgres://u:p@db:5432/postgres?sslmode=disable', 'sam_bench')).toBe('postgres://u:p@db:5432/sam_bench?sslmode=disable');
  });
});

const laneUrl = postgresLaneUrl();
(laneUrl ? describe : describe.skip)('createScratchDatabase', () => {
  const exists = async (name: string) => {
    const server = await createDatabase({ databaseUrl: laneUrl, sqliteFile: '' });
    try {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(server);
      return rows[0].n === 1;
    } finally {
      await server.destroy();
    }
  };

  it('creates a uniquely named empty database and drops it once its pool is closed', async () => {
    const scratch = await createScratchDatabase(laneUrl!, { prefix: 'sam_scratch_test' });
    expect(scratch.name).toMatch(/^sam_scratch_test_\d+_[0-9a-f]{8}$/);
    const db = await createDatabase({ databaseUrl: scratch.url, sqliteFile: '' });
    await sql`create table t (id int)`.execute(db);
    await db.destroy();
    await scratch.drop();
    expect(await exists(scratch.name)).toBe(false);
  });

  it('replaces a database of a fixed name that a previous run left', async () => {
    const first = await createScratchDatabase(laneUrl!, { name: `sam_scratch_fixed_${process.pid}` });
    const again = await createScratchDatabase(laneUrl!, { name: first.name });
    expect(await exists(again.name)).toBe(true);
    await again.drop();
    expect(await exists(first.name)).toBe(false);
  });

  it('copies a migrated template, built once per schema and named after its migrations', async () => {
    const template = await migratedTemplate(laneUrl!);
    expect(template).toBe(`sam_template_${migrationsDigest()}`);
    expect(await migratedTemplate(laneUrl!)).toBe(template);
    const copy = await createScratchDatabase(laneUrl!, { prefix: 'sam_scratch_copy', template });
    const db = await createDatabase({ databaseUrl: copy.url, sqliteFile: '' });
    try {
      expect(await migrateToLatest(db)).toEqual([]); // at the latest schema already
      await sql`create table scratch_only (id int)`.execute(db); // the copy's own, never the template's
    } finally {
      await db.destroy();
    }
    await copy.drop();
    const again = await createScratchDatabase(laneUrl!, { prefix: 'sam_scratch_copy', template });
    const second = await createDatabase({ databaseUrl: again.url, sqliteFile: '' });
    try {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'scratch_only'`.execute(second);
      expect(rows[0].n).toBe(0);
    } finally {
      await second.destroy();
    }
    await again.drop();
  });

  it('builds the template again when another run dropped it', async () => {
    const template = await migratedTemplate(laneUrl!);
    const server = await createDatabase({ databaseUrl: laneUrl, sqliteFile: '' });
    try {
      await sql.raw(`drop database ${template}`).execute(server);
    } finally {
      await server.destroy();
    }
    const copy = await createMigratedScratchDatabase(laneUrl!, { prefix: 'sam_scratch_copy' });
    expect(await exists(template)).toBe(true);
    const db = await createDatabase({ databaseUrl: copy.url, sqliteFile: '' });
    try {
      expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
    await copy.drop();
  });
});
