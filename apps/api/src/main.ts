import { createDatabase, migrateToLatest } from '@sam/db';
import { buildApp } from './app';
import { loadConfig } from './config';

/** Opens and migrates the database, serves the API, and shuts down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.databaseFile });
  await migrateToLatest(db);
  const app = await buildApp({ config, db });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close(); // stops accepting connections, lets in-flight requests finish
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
