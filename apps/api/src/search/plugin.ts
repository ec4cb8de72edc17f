import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Kysely } from 'kysely';
import { algoliasearch } from 'algoliasearch';
import { decodeSearchRequest } from '@sam/search-engine';
import type { Bookmark, SearchIndexName } from '@sam/contracts';
import type { Database } from '@sam/db';
import { sharedPlugin } from '../plugins/define-plugin';
import { searchBookmarkToken } from './bookmark-token';
import { ChangeFeed, listenForChanges, pruneSearchChanges, recordSearchChanges, type SearchChange } from './change-feed';
import { EmbeddedSearch } from './embedded';
import { createHostedClient, HostedSearch, type HostedClient } from './hosted';
import { Indexer, type SearchSink } from './indexer';
import { SearchRepository } from './repository';
import { named } from '../plugins/define-plugin';
import { searchRoutes } from './routes';

/**
 * What the rest of the API uses to keep search in step with the database (issue 16, decision
 * 0021): a write records what it changed inside its transaction (`committed()` does it), then
 * `catchUp` applies every recorded change to this instance's indices, or pushes it to hosted
 * Algolia, before the response leaves.
 */
export interface SearchService {
  readonly mode: 'embedded' | 'hosted';
  /** A user's token in `bookmarkers.titre` (also `search_bookmark_token` of GET /api/user). */
  bookmarkToken(userId: number): string;
  /**
   * Inside the writer's transaction: these items' records must follow the database (listing ids
   * for prestataire_addresses_index, else the content ids).
   */
  record(db: Kysely<Database>, changes: readonly SearchChange[]): Promise<void>;
  /** Applies what has been recorded so far; rejects when the sink fails (the poll retries). */
  catchUp(): Promise<void>;
  /** For a write made outside a transaction of its own: records the change, then applies it. */
  changed(index: SearchIndexName, ids: readonly number[]): Promise<void>;
  /** What a user bookmarked, read in the account deletion's transaction (their records change then). */
  bookmarkedBy(userId: number, db: Kysely<Database>): Promise<{ type: Bookmark['type']; id: number }[]>;
  /** One search with Algolia parameters, answered by the engine the frontends use (saved-search alerts). */
  query(indexName: string, params: Record<string, unknown>): Promise<{ hits: Record<string, unknown>[]; nbHits: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** (Not `search`: Fastify already has app.search() for the HTTP SEARCH method.) */
    searchIndexer: SearchService;
  }
}

const BOOKMARK_TYPES: readonly string[] = ['prestataire', 'event', 'annonce', 'conseil', 'info'] satisfies Bookmark['type'][];
/** How often annonces, infos and conseils whose publication starts or ends are brought in or out. */
const PUBLICATION_CHECK_MS = 60_000;
/** Other instances' changes show within this (at once on PostgreSQL, through NOTIFY). */
const CHANGE_POLL_MS = 500;
/** Applied change rows are kept a day (a late instance rebuilds from the tables anyway). */
const CHANGE_RETENTION_MS = 24 * 60 * 60_000;
const CHANGE_PRUNE_EVERY_MS = 10 * 60_000;

export interface SearchPluginOptions extends Record<string, unknown> {
  /** Tests pass a stub of the algoliasearch client for the hosted lane. */
  hostedClient?: HostedClient;
}

/**
 * Builds the five indices from the database before the API listens (logging buildMs per index)
 * and serves the Algolia protocol over them; with hosted Algolia configured, the same indexer
 * pushes to Algolia instead and the embedded engine is not built.
 */
export const searchPlugin = sharedPlugin<SearchPluginOptions>('search', async (app, options) => {
  const config = app.config.search;
  let embedded: EmbeddedSearch | null = null;
  let sink: SearchSink;
  if (config.mode === 'hosted') sink = new HostedSearch(options.hostedClient ?? createHostedClient(config));
  else sink = embedded = new EmbeddedSearch();
  const repository = new SearchRepository(app.db);
  const token = (userId: number) => searchBookmarkToken(app.signing, userId);
  const indexer = new Indexer(repository, sink, token);

  // Changes are applied index by index, each id once per batch; the sink's errors reach catchUp's caller.
  const feed = new ChangeFeed(
    app.db,
    async (changes) => {
      const byIndex = new Map<SearchIndexName, number[]>();
      for (const { index, id } of changes) byIndex.set(index, [...(byIndex.get(index) ?? []), id]);
      for (const [index, ids] of byIndex) await indexer.reindex(index, ids);
    },
    { durableConsumer: config.mode === 'hosted' ? 'hosted-algolia' : undefined },
  );
  // Read before the build: changes committed while it reads are applied again after it (harmless).
  const startAfter = await feed.latestId();

  // Hosted Algolia may be unreachable: the API still serves and tells why; the feed catches up later.
  const logged = (what: string) => (error: unknown) => app.log.error({ err: error }, `search: ${what} failed`);
  const guarded = async (what: string, work: () => Promise<void>) => {
    if (embedded) return work();
    await work().catch(logged(what));
  };

  await guarded('initial indexing', async () => {
    for (const report of await indexer.buildAll()) app.log.info({ ...report, mode: config.mode }, 'search index built');
  });
  collectBuildGarbage();
  await feed.startAfter(startAfter);
  await feed.catchUp().catch(logged('catching up with the change feed'));

  const catchUpLater = () => void feed.catchUp().catch(logged('applying search changes'));
  const timers = [
    setInterval(() => {
      guarded('publication window refresh', () => indexer.refreshPublicationWindows()).catch(logged('publication window refresh'));
    }, PUBLICATION_CHECK_MS),
    setInterval(catchUpLater, CHANGE_POLL_MS),
    setInterval(() => {
      pruneSearchChanges(app.db, new Date(Date.now() - CHANGE_RETENTION_MS).toISOString()).catch(logged('pruning search changes'));
    }, CHANGE_PRUNE_EVERY_MS),
  ];
  for (const timer of timers) timer.unref();
  const listener = app.dialect === 'postgres' && app.config.databaseUrl ? listenForChanges(app.config.databaseUrl, catchUpLater, app.log) : null;
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await listener?.close();
    await feed.catchUp().catch(() => undefined); // let a pass in flight finish before the database closes
  });

  let hostedReader: ReturnType<typeof algoliasearch> | undefined; // created on the first alert run
  app.decorate<SearchService>('searchIndexer', {
    mode: config.mode,
    bookmarkToken: token,
    record: recordSearchChanges,
    catchUp: () => feed.catchUp(),
    changed: async (index, ids) => {
      await app.db.transaction().execute((trx) => recordSearchChanges(trx, ids.map((id) => ({ index, id }))));
      await feed.catchUp();
    },
    bookmarkedBy: async (userId, db) =>
      (await new SearchRepository(db).bookmarksOf(userId))
        .filter((row) => BOOKMARK_TYPES.includes(row.bookmarkable_type))
        .map((row) => ({ type: row.bookmarkable_type as Bookmark['type'], id: row.bookmarkable_id })),
    query: async (indexName, params) => {
      if (embedded) {
        const index = embedded.index(indexName);
        if (!index) throw new Error(`unknown search index ${indexName}`);
        const { params: decoded, paramsString } = decodeSearchRequest({ params });
        const answer = index.search(decoded, paramsString);
        return { hits: answer.hits as unknown as Record<string, unknown>[], nbHits: answer.nbHits };
      }
      if (config.mode !== 'hosted') throw new Error('no search engine');
      hostedReader ??= algoliasearch(config.appId, config.adminKey);
      const answer = await hostedReader.searchSingleIndex({ indexName, searchParams: params });
      return { hits: answer.hits as Record<string, unknown>[], nbHits: answer.nbHits ?? 0 };
    },
  });

  if (embedded) await app.register(named(searchRoutes(embedded)));
});

/**
 * The build leaves hundreds of MB of short-lived rows and arrays behind; V8 would return them to
 * the system only after a long idle spell, which a busy API never has. One full collection right
 * after the build keeps the resident size to what the indices really hold.
 */
function collectBuildGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
