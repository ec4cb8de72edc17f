/** Spec §4/§8: a failed chunk load triggers one automatic page reload, at most once per 60 s (§9). */
export const CHUNK_RELOAD_KEY = 'sam.chunkReloadAt';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const CHUNK_ERROR_PATTERNS = [
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS/i, // Vite's CSS preload
];

/** True for the errors browsers and bundlers raise when a lazily loaded chunk is gone (usually after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  if (error == null) return false;
  if (typeof error === 'string') return CHUNK_ERROR_PATTERNS.some((p) => p.test(error));
  if (typeof error !== 'object') return false;
  const candidate = error as { type?: unknown; name?: unknown; message?: unknown; payload?: unknown };
  if (candidate.type === 'vite:preloadError') return true;
  if (candidate.name === 'ChunkLoadError') return true;
  if (typeof candidate.message === 'string' && CHUNK_ERROR_PATTERNS.some((p) => p.test(candidate.message as string))) return true;
  // Vite's preload event carries the original error as `payload`.
  return candidate.payload !== undefined && candidate.payload !== error && isChunkLoadError(candidate.payload);
}

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Decides whether a reload is allowed now and, if so, records it. Without storage there is no way to
 * remember the last reload across page loads, so it refuses rather than risk a reload loop.
 */
export function claimChunkReload(storage: ReloadStorage | null | undefined, now: number, intervalMs = CHUNK_RELOAD_INTERVAL_MS): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < intervalMs) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

export interface ChunkReloadOptions {
  now?: () => number;
  storage?: ReloadStorage | null;
}

type ReloadWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & { location: Pick<Location, 'reload'>; sessionStorage?: Storage };

function sessionStorageOf(win: ReloadWindow): ReloadStorage | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null; // access can throw when storage is disabled
  }
}

/**
 * For error boundaries (e.g. a router's lazy route that failed to load): reloads the page if the error is a
 * chunk-load failure and no reload happened in the last 60 s. Returns true when a reload was triggered.
 */
export function reloadForChunkError(error: unknown, win: ReloadWindow = window, options: ChunkReloadOptions = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const storage = options.storage === undefined ? sessionStorageOf(win) : options.storage;
  if (!claimChunkReload(storage, (options.now ?? Date.now)())) return false;
  win.location.reload();
  return true;
}

/** Listens for chunk-load failures anywhere on the page (uncaught errors, rejections, Vite's preload event). Returns the uninstall function. */
export function installChunkReloadGuard(win: ReloadWindow = window, options: ChunkReloadOptions = {}): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    reloadForChunkError(error ?? message, win, options);
  };
  const onRejection = (event: Event) => {
    reloadForChunkError((event as PromiseRejectionEvent).reason, win, options);
  };
  const onPreloadError = (event: Event) => {
    // Vite rethrows unless prevented: only swallow it when the reload really happens.
    if (reloadForChunkError(event, win, options)) event.preventDefault();
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('vite:preloadError', onPreloadError);
  };
}
