import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { SearchIndexName } from '@sam/contracts';
import type { Database } from '@sam/db';

/** What a write asks for once its transaction has committed. */
export interface AfterCommit {
  /** The search records of these items must follow the database (listing ids for the listings' index). */
  reindex(index: SearchIndexName, ...ids: number[]): void;
}

/**
 * One after-commit hook for the search index: runs `work` in one transaction and, once it has
 * committed, reindexes what it recorded. A write that fails (rolled back) reindexes nothing; a
 * reindex that fails after the commit is logged, never a 500 for a writer whose change is saved
 * (the next write of the item, or the next start, catches up).
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
  const pending = new Map<SearchIndexName, Set<number>>();
  const after: AfterCommit = {
    reindex: (index, ...ids) => {
      const set = pending.get(index) ?? new Set<number>();
      for (const id of ids) set.add(id);
      pending.set(index, set);
    },
  };
  const result = await app.db.transaction().execute((trx) => work(trx, after));
  for (const [index, ids] of pending) {
    try {
      await app.searchIndexer.reindex(index, [...ids]);
    } catch (error) {
      request.log.error({ err: error, index, ids: [...ids] }, 'search: reindex after commit failed');
    }
  }
  return result;
}
