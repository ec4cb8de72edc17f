import type { Kysely } from 'kysely';

/** Placeholder for error reports on listings and their moderation (issue 17): its helper fills it in this session. */
type Db = Kysely<unknown>;

export async function up(_db: Db): Promise<void> {
  // filled in by the feature's commit
}

export async function down(_db: Db): Promise<void> {
  // filled in by the feature's commit
}
