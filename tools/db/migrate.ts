/**
 * npm run db:migrate: brings the database to the latest migration of libs/db, and nothing else
 * (`npm run db:seed` and `npm start` migrate too, then seed). DATABASE_URL=postgres://… selects
 * PostgreSQL, else DATABASE_FILE (SQLite, default data/sam.sqlite), as the API reads them.
 */
import path from 'node:path';
import { createDatabase, databaseConfigFromEnv, describeDatabase, migrateToLatest } from '@sam/db';

const REPO_ROOT = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  const config = databaseConfigFromEnv(process.env, path.join(REPO_ROOT, 'data/sam.sqlite'));
  console.log(`migrate: ${describeDatabase(config)}`);
  const db = await createDatabase(config);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length > 0 ? `migrate: applied ${applied.join(', ')}` : 'migrate: already up to date');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`migrate: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
