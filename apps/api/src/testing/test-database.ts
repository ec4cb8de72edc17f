import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, createMigratedScratchDatabase, migrateToLatest, postgresLaneUrl, type DB, type Dialect } from '@sam/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type ApiConfig } from '../config';

/** A throwaway APP_KEY per test database: tests never read or write data/app-key. */
const testAppKey = () => `base64:${randomBytes(32).toString('base64')}`;

/** SQLite always; PostgreSQL too when DATABASE_URL names a server (its admin database). */
export function testDialects(): Dialect[] {
  return postgresLaneUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  dialect: Dialect;
  db: DB;
  config: ApiConfig;
  destroy(): Promise<void>;
}

let sqliteTemplate: Promise<string> | undefined;

/**
 * A SQLite file migrated once per test process, copied for each test database (decision 0035: the
 * migrations took longer than the tests of many files). Removed when the process ends.
 */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sam-api-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'template.sqlite');
    const db = await createDatabase({ sqliteFile: file });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy(); // closed: its journal is folded into the file
    }
    return file;
  })();
  return sqliteTemplate;
}

/**
 * A fresh, migrated database for one test file: a temporary SQLite file, or a uniquely named
 * PostgreSQL database on the lane's server (@sam/db createScratchDatabase), dropped afterwards.
 * Both are copies of a database migrated once (@sam/db createMigratedScratchDatabase on PostgreSQL).
 */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'sam-api-test-'));
    const config = loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', DATABASE_FILE: join(dir, 'test.sqlite'), APP_KEY: testAppKey() });
    copyFileSync(await migratedSqliteFile(), config.databaseFile);
    const db = await createDatabase({ sqliteFile: config.databaseFile });
    return {
      dialect,
      db,
      config,
      async destroy() {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  const laneUrl = postgresLaneUrl();
  if (!laneUrl) throw new Error('the PostgreSQL lane is off: DATABASE_URL=postgres://… names its server');
  const scratch = await createMigratedScratchDatabase(laneUrl);
  const config = loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', DATABASE_URL: scratch.url, APP_KEY: testAppKey() });
  const db = await createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: ':memory:' });
  return {
    dialect,
    db,
    config,
    async destroy() {
      await db.destroy();
      await scratch.drop();
    },
  };
}

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The app on a fresh database; mails go to a temporary outbox (OUTBOX_DIR) of its own. `seed`
 * writes reference data before the app starts (the search indices read geography, sectors and
 * needs once, when they are built).
 */
export async function createTestApp(dialect: Dialect, overrides: Partial<ApiConfig> = {}, { seed }: { seed?: (db: TestDatabase['db']) => Promise<void> } = {}): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const outboxDir = mkdtempSync(join(tmpdir(), 'sam-api-outbox-'));
  const config = { ...database.config, outboxDir, ...overrides };
  const cleanUp = async () => {
    await database.destroy();
    rmSync(outboxDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    await seed?.(database.db);
    app = await buildApp({ config, db: database.db, logger: false });
  } catch (error) {
    await cleanUp(); // no afterAll will see this database
    throw error;
  }
  return {
    ...database,
    config,
    app,
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}
