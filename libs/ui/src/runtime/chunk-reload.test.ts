import { CHUNK_RELOAD_KEY, claimChunkReload, installChunkReloadGuard, isChunkLoadError, reloadForChunkError } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

function fakeWindow(storage = memoryStorage()) {
  const target = new EventTarget();
  const reload = jest.fn();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    location: { reload },
    sessionStorage: storage as unknown as Storage,
    reload,
    storage,
  };
}

describe('isChunkLoadError (spec §8)', () => {
  it.each([
    new Error('Loading chunk 42 failed.'),
    new Error('Loading CSS chunk vendors-main failed'),
    new TypeError('Failed to fetch dynamically imported module: https://sam.example/assets/agenda-abc.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://sam.example/assets/x.js'),
    'Loading chunk 7 failed',
    Object.assign(new Event('vite:preloadError'), { payload: new Error('x') }),
    Object.assign(new Error('whatever'), { name: 'ChunkLoadError' }),
  ])('recognises %p', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([null, undefined, 42, 'Network error', new Error('Cannot read properties of undefined'), { message: 7 }, new Event('error')])(
    'ignores %p',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('claimChunkReload (spec §9: once per 60 s)', () => {
  it('allows the first reload and records the time', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });
  it('refuses another reload within 60 s, allows it after', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '1000000' });
    expect(claimChunkReload(storage, 1_059_999)).toBe(false);
    expect(claimChunkReload(storage, 1_060_000)).toBe(true);
  });
  it('tolerates garbage in storage and refuses without storage', () => {
    expect(claimChunkReload(memoryStorage({ [CHUNK_RELOAD_KEY]: 'garbage' }), 5)).toBe(true);
    expect(claimChunkReload(null, 5)).toBe(false);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(claimChunkReload(throwing, 5)).toBe(false);
  });
});

describe('installChunkReloadGuard', () => {
  it('reloads once on a chunk error, not again within a minute', () => {
    let now = 10_000;
    const win = fakeWindow();
    const uninstall = installChunkReloadGuard(win, { now: () => now });
    win.dispatchEvent(Object.assign(new Event('error'), { error: new Error('Loading chunk 3 failed') }));
    expect(win.reload).toHaveBeenCalledTimes(1);
    now += 30_000;
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new TypeError('Failed to fetch dynamically imported module: /a.js') }));
    expect(win.reload).toHaveBeenCalledTimes(1);
    now += 31_000;
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new TypeError('Importing a module script failed.') }));
    expect(win.reload).toHaveBeenCalledTimes(2);
    uninstall();
  });

  it('ignores other errors', () => {
    const win = fakeWindow();
    installChunkReloadGuard(win, { now: () => 1 });
    win.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom') }));
    expect(win.reload).not.toHaveBeenCalled();
  });

  it('prevents Vite’s preload error only when it reloads', () => {
    let now = 100_000;
    const win = fakeWindow();
    installChunkReloadGuard(win, { now: () => now });
    const first = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    now += 1_000;
    const second = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false); // let it reach the error page
    expect(win.reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening once uninstalled', () => {
    const win = fakeWindow();
    installChunkReloadGuard(win, { now: () => 1 })();
    win.dispatchEvent(Object.assign(new Event('error'), { error: new Error('Loading chunk 1 failed') }));
    expect(win.reload).not.toHaveBeenCalled();
  });
});

describe('reloadForChunkError (for route error boundaries)', () => {
  it('reloads with the window’s session storage and reports it', () => {
    const win = fakeWindow();
    expect(reloadForChunkError(new TypeError('Failed to fetch dynamically imported module: /x.js'), win, { now: () => 5_000 })).toBe(true);
    expect(win.storage.data.get(CHUNK_RELOAD_KEY)).toBe('5000');
    expect(reloadForChunkError(new Error('nope'), win)).toBe(false);
  });
});
