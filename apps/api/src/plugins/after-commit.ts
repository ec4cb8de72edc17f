import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { SearchIndexName } from '@sam/contracts';
import type { Database } from '@sam/db';
import type { SearchChange } from '../search/change-feed';

/** What a write asks for once its transaction has committed. */
export interface AfterCommit {
  /** The search records of these items must follow the database (listing ids for the listings' index). */
  reindex(index: SearchIndexName, ...ids: number[]): void;
}

/**
 * A write and its search changes in one transaction (issue 16): `work` runs on `trx`, what it
 * recorded with `after.reindex` is written to the search change feed inside that same
 * transaction, and once it has committed this instance applies the feed before the response
 * leaves. A rolled-back write records nothing; an apply that fails after the commit is logged,
 * never a 500 for a writer whose change is saved, and the change is not lost: it stays in the
 * feed, which the poll applies again (and every other instance applies too).
 *
 *   const row = await committed(request, async (trx, after) => {
 *     const row = await annonces.update(trx, id, values);
 *     after.reindex(SEARCH_INDEX_NAMES.annonces, row.id);
 *     return row;
 *   });
 *
 * Everything inside runs on `trx` (SQLite has one connection: a query on app.db would wait forever).
 */
export async function committed<T>(request: FastifyRequest, work: (trx: Transaction<Database>, after: AfterCommit) => Promise<T>): Promise<T> {
  const app = request.server;
  const changes: SearchChange[] = [];
  const after: AfterCommit = {
    reindex: (index, ...ids) => {
      for (const id of ids) changes.push({ index, id });
    },
  };
  const result = await app.db.transaction().execute(async (trx) => {
    const value = await work(trx, after);
    await app.searchIndexer.record(trx, changes);
    return value;
  });
  // Provider pages kept for anonymous readers follow at once, also after a write answered to a GET
  // (an unregister link), which the cache's own hook on unsafe methods does not see.
  app.publicDetails?.invalidate();
  if (changes.length > 0) {
    try {
      await app.searchIndexer.catchUp();
    } catch (error) {
      request.log.error({ err: error, changes: changes.slice(0, 20) }, 'search: applying changes after commit failed (the feed retries)');
    }
  }
  return result;
}

/**
 * committed() for the common case of one repository and one index: `work` gets the repository on
 * the transaction and `changed(id)` for the items whose search records must follow.
 *
 *   await committedWith(request, (db) => new EventsRepository(db), SEARCH_INDEX_NAMES.events, async (events, changed) => {
 *     await events.delete(id);
 *     changed(id);
 *   });
 */
export function committedWith<R, T>(
  request: FastifyRequest,
  repositoryOn: (db: Kysely<Database>) => R,
  index: SearchIndexName,
  work: (repository: R, changed: (id: number) => void) => Promise<T>,
): Promise<T> {
  return committed(request, (trx, after) => work(repositoryOn(trx), (id) => after.reindex(index, id)));
}
