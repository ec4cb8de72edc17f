import type { SerializedBody } from '../plugins/contract-route';
import { sharedPlugin } from '../plugins/define-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Provider pages as anonymous visitors see them, kept briefly (issue 16, docs/decisions/0032-page-caching.md). */
    publicDetails: PublicDetailCache<SerializedBody>;
  }
}

/** How long a page is reused by default: what another instance's write may take to show here. */
export const PUBLIC_DETAIL_CACHE_SECONDS = 2;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Answers the same for everyone (a provider page seen by an anonymous visitor), loaded once per key
 * and `ttlMs`, the concurrent askers sharing the load in progress. Any write this instance answers
 * drops everything kept, and a load that was running across a write is not kept, so what a writer
 * reads back after its write is fresh; another instance's write shows here within `ttlMs`.
 */
export class PublicDetailCache<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();
  private readonly loading = new Map<string, Promise<T | null>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  /** The kept answer for `key`, or `load()`'s (null: nothing to keep, e.g. no such page). */
  get(key: string, load: () => Promise<T | null>): Promise<T | null> {
    if (this.ttlMs <= 0) return load();
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.at < this.ttlMs) return Promise.resolve(kept.value);
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const at = this.now();
    const loaded = load().then(
      (value) => {
        if (generation === this.generation) {
          this.loading.delete(key);
          if (value !== null) {
            if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
            this.entries.set(key, { at, value });
          }
        }
        return value;
      },
      (error: unknown) => {
        if (generation === this.generation) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }
}

/**
 * `app.publicDetails`, emptied after every write request this instance answers (API_DETAIL_CACHE_SECONDS,
 * default 2; 0 loads every request).
 */
export const publicDetailCachePlugin = sharedPlugin('public-detail-cache', async (app) => {
  const seconds = Number(process.env['API_DETAIL_CACHE_SECONDS'] ?? PUBLIC_DETAIL_CACHE_SECONDS);
  const cache = new PublicDetailCache<SerializedBody>(1000 * (Number.isFinite(seconds) ? seconds : PUBLIC_DETAIL_CACHE_SECONDS));
  app.decorate('publicDetails', cache);
  // Once the write has committed, before its writer can read again (onSend), and after the answer
  // went out (onResponse), for a read kept in between.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!SAFE_METHODS.has(request.method)) cache.invalidate();
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    if (!SAFE_METHODS.has(request.method)) cache.invalidate();
  });
});
