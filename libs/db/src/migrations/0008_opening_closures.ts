import type { Kysely } from 'kysely';

/** Placeholder for exceptional closure dates per listing (issue 17, open now): its helper fills it in this session. */
type Db = Kysely<unknown>;

export async function up(_db: Db): Promise<void> {
  // filled in by the feature's commit
}

export async function down(_db: Db): Promise<void> {
  // filled in by the feature's commit
}
