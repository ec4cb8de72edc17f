import { createDatabase, migrateToLatest } from '@sam/db';
import { buildApp } from './app';
import { loadConfig } from './config';

/** How long the shutdown waits for handlers still running (a service manager's stop timeout is longer: systemd's 90 s). */
const SHUTDOWN_HANDLER_WAIT_MS = 10_000;

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
      // close waits for connections only: a handler whose client hung up may still be writing.
      if (!(await app.requestsInFlight.settled(SHUTDOWN_HANDLER_WAIT_MS))) {
        app.log.warn({ requests: app.requestsInFlight.count }, 'shutdown: requests still running after the wait, closing the database under them');
      }
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
