import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Bookmark, SearchIndexName } from '@sam/contracts';
import { sharedPlugin } from '../plugins/define-plugin';
import { searchBookmarkToken } from './bookmark-token';
import { EmbeddedSearch } from './embedded';
import { createHostedClient, HostedSearch, type HostedClient } from './hosted';
import { Indexer, type SearchSink } from './indexer';
import { SearchRepository } from './repository';
import { searchRoutes } from './routes';

/**
 * What the rest of the API calls after a write that changes a search record, in the same
 * request (after the transaction): the embedded engine is up to date when the response leaves,
 * and hosted Algolia has been sent the change.
 */
export interface SearchService {
  readonly mode: 'embedded' | 'hosted';
  /** A user's token in `bookmarkers.titre` (also `search_bookmark_token` of GET /api/user). */
  bookmarkToken(userId: number): string;
  /** Listings (by prestataire id) whose records (one per visible address) must follow the database. */
  reindexPrestataires(ids: readonly number[]): Promise<void>;
  /** Records of these ids: listing ids for prestataire_addresses_index, else the content ids. */
  reindex(index: SearchIndexName, ids: readonly number[]): Promise<void>;
  /** After a bookmark toggle: the item's `bookmarkers` changed. */
  bookmarkChanged(type: Bookmark['type'], id: number): Promise<void>;
  /** What a user bookmarked, read before deleting the account (then `bookmarkChanged` each). */
  bookmarkedBy(userId: number): Promise<{ type: Bookmark['type']; id: number }[]>;
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

  // Hosted Algolia may be unreachable: the API still serves and tells why; the next write or start catches up.
  const guarded = async (what: string, work: () => Promise<void>) => {
    if (embedded) return work();
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `search: ${what} failed`);
    }
  };

  await guarded('initial indexing', async () => {
    for (const report of await indexer.buildAll()) app.log.info({ ...report, mode: config.mode }, 'search index built');
  });
  collectBuildGarbage();

  const timer = setInterval(() => {
    guarded('publication window refresh', () => indexer.refreshPublicationWindows()).catch((error: unknown) => app.log.error({ err: error }, 'search: publication window refresh failed'));
  }, PUBLICATION_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.decorate<SearchService>('searchIndexer', {
    mode: config.mode,
    bookmarkToken: token,
    reindexPrestataires: (ids) => guarded('reindex', () => indexer.reindexPrestataires(ids)),
    reindex: (index, ids) => guarded('reindex', () => indexer.reindex(index, ids)),
    bookmarkChanged: (type, id) => guarded('reindex', () => indexer.bookmarkChanged(type, id)),
    bookmarkedBy: async (userId) =>
      (await repository.bookmarksOf(userId))
        .filter((row) => BOOKMARK_TYPES.includes(row.bookmarkable_type))
        .map((row) => ({ type: row.bookmarkable_type as Bookmark['type'], id: row.bookmarkable_id })),
  });

  if (embedded) await app.register(searchRoutes(embedded));
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
