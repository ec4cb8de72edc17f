import { sql } from 'kysely';
import type { DB } from '@sam/db';

/** Round-trip to the database (`select 1`). */
export async function pingDatabase(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
}
