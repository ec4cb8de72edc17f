import { PostgresAdapter } from 'kysely';
import type { DB, Dialect } from '@sam/db';
import { sharedPlugin } from './define-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: DB;
    dialect: Dialect;
  }
}

/** Which engine a Kysely instance talks to, read from its adapter (works for any config). */
export function dialectOfDatabase(db: DB): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Shares the database handle; the caller (main.ts or a test) owns opening and closing it. */
export const databasePlugin = sharedPlugin<{ db: DB }>('database', async (app, { db }) => {
  app.decorate('db', db);
  app.decorate('dialect', dialectOfDatabase(db));
});
