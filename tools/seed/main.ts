/**
 * CLI: npx tsx tools/seed/main.ts [--scale N] [--seed N] [--if-empty] [--reset]
 * Migrates the database of DATABASE_URL (PostgreSQL) or DATABASE_FILE (SQLite, default
 * data/sam.sqlite), then seeds it. `npm start` passes --if-empty so a restart keeps the data.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase, databaseConfigFromEnv, describeDatabase, hashPassword, migrateDownAll, migrateToLatest, passwordHashCostFor } from '@sam/db';
import { DEFAULT_SEED, DEMO_PASSWORD, REPO_ROOT, seedDatabase } from './seed';
import { seedMedia } from './media';

interface CliOptions {
  scale?: number;
  seed: number;
  ifEmpty: boolean;
  reset: boolean;
}

const USAGE = `Usage: tsx tools/seed/main.ts [options]
  --scale N    number of addresses to generate (listings ≈ N/2); default 1,500 listings
  --seed N     random seed (default ${DEFAULT_SEED}); the same seed gives the same data
  --if-empty   do nothing when the database already has users
  --reset      drop every table (migrations down), migrate again, then seed
Environment: DATABASE_URL=postgres://… selects PostgreSQL, else DATABASE_FILE (default data/sam.sqlite).`;

function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { seed: DEFAULT_SEED, ifEmpty: false, reset: false };
  const integer = (name: string, value: string | undefined): number => {
    const n = Number(value);
    if (value === undefined || !Number.isInteger(n) || n < 0) throw new Error(`${name} expects a whole number, got ${value ?? 'nothing'}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--scale':
        options.scale = integer('--scale', value());
        break;
      case '--seed':
        options.seed = integer('--seed', value());
        break;
      case '--if-empty':
        options.ifEmpty = true;
        break;
      case '--reset':
        options.reset = true;
        break;
      case '--help':
      case '-h':
        console.log(USAGE);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${argv[i]}\n${USAGE}`);
    }
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const config = databaseConfigFromEnv(process.env, path.join(REPO_ROOT, 'data/sam.sqlite'));
  console.log(`seed: ${describeDatabase(config)}`);

  const db = await createDatabase(config);
  try {
    if (options.reset) {
      const dropped = await migrateDownAll(db);
      console.log(`seed: reset (migrations down: ${dropped.join(', ') || 'none'})`);
    }
    const applied = await migrateToLatest(db);
    if (applied.length > 0) console.log(`seed: migrated ${applied.join(', ')}`);

    if (options.ifEmpty) {
      const { n } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) > 0) {
        console.log(`seed: skipped, the database already has ${n} users (--if-empty)`);
        return;
      }
    }

    const result = await seedDatabase(db, {
      scale: options.scale,
      seed: options.seed,
      log: (message) => console.log(`seed: ${message}`),
      // The e2e run's database (NODE_ENV=test) gets the test runs' lighter hash, as its API makes them.
      passwordHash: await hashPassword(DEMO_PASSWORD, passwordHashCostFor(process.env.NODE_ENV)),
    });
    // Demo photos and documents, and the offers' attachments, into the API's STORAGE_DIR (issue 11).
    const storageDir = process.env.STORAGE_DIR?.trim() ? path.resolve(process.env.STORAGE_DIR.trim()) : path.resolve(REPO_ROOT, 'data/storage');
    await seedMedia(db, storageDir, (message) => console.log(`seed: ${message}`));
    const width = Math.max(...Object.keys(result.counts).map((t) => t.length));
    for (const [table, count] of Object.entries(result.counts)) {
      console.log(`  ${table.padEnd(width)}  ${count.toLocaleString('en-US').padStart(9)}`);
    }
    console.log(
      `seed: done (seed ${result.seed}, ${result.counts.prestataires} listings, ${result.counts.addresses} addresses) ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`seed: failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.stack && process.env.DEBUG) console.error(error.stack);
  process.exitCode = 1;
});
