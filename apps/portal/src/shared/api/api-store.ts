import type { Action, ThunkAction } from '@reduxjs/toolkit';
import type { ApiClientConfig, AppStore, RootState } from '@sam/api-client';
import { deferredModule } from '../deferred-module';

/**
 * The portal's Redux store without RTK Query in the first load (decision 0033).
 *
 * The portal calls the API only to write (mutations: forms, bookmark toggles, logout), always after
 * a visitor's action, so RTK Query, Redux Toolkit and immer (~25 KB gzip, and a long task to
 * evaluate) need not come with every page. The root renders react-redux's Provider with the store
 * `createApiStore` returns: a stand-in that creates the real store (`makeStore`) the first time it
 * is used once the API's module (./index) has loaded. Everything that calls the API imports it
 * from there (an ESLint rule keeps `@sam/api-client` out of the rest of the portal), so the real
 * store always exists before a hook reads it. Parts of the first load call the API from an event
 * handler through `useApiCall`, which loads that module first.
 */
type StoreFactory = (config: Partial<ApiClientConfig>) => AppStore;

let storeFactory: StoreFactory | null = null;

/** Called once by ./index when the API's module loads. */
export function provideStoreFactory(factory: StoreFactory): void {
  storeFactory = factory;
}

/** Before the API's module has loaded nothing reads the state; an empty one stands in. */
const NO_STATE = {} as RootState;

/** One per page in a browser, one per request in a server render (the root's Providers). */
export function createApiStore(config: Partial<ApiClientConfig>): AppStore {
  let real: AppStore | null = null;
  // Listeners that subscribed before the real store existed (react-redux's Provider does, on mount).
  const early = new Set<() => void>();
  const moved = new Map<() => void, () => void>();
  const realStore = (): AppStore | null => {
    if (!real && storeFactory) {
      real = storeFactory(config);
      for (const listener of early) moved.set(listener, real.subscribe(listener));
      early.clear();
    }
    return real;
  };
  const store: Pick<AppStore, 'getState' | 'dispatch' | 'subscribe'> = {
    getState: () => realStore()?.getState() ?? NO_STATE,
    dispatch: ((action: Parameters<AppStore['dispatch']>[0]) => {
      const target = realStore();
      if (!target) throw new Error('The API module is not loaded: call the API through useApiCall or a module importing shared/api');
      return target.dispatch(action);
    }) as AppStore['dispatch'],
    subscribe: (listener) => {
      const target = realStore();
      if (target) return target.subscribe(listener);
      early.add(listener);
      return () => {
        early.delete(listener);
        moved.get(listener)?.();
        moved.delete(listener);
      };
    },
  };
  return store as AppStore;
}

export type ApiModule = typeof import('./index');
/** The API's module, loaded (once) on the first call; a load that failed is tried again on the next. */
export const loadApi = deferredModule<ApiModule>(() => import('./index')).load;

/** What an endpoint's `initiate` returns (RTK Query), reduced to what a caller uses. */
export type ApiThunk<T> = ThunkAction<{ unwrap(): Promise<T> }, RootState, unknown, Action>;

/**
 * Calls the API from an event handler of a part of the first load, without bringing RTK Query
 * into it: `await call((api) => api.sessionApi.endpoints.logout.initiate())` loads the API's module
 * on the first call, dispatches on the page's store and resolves with the result (rejects with the
 * ApiError), as a mutation hook's `unwrap()` does.
 */
export async function callApi<T>(store: Pick<AppStore, 'dispatch'>, start: (api: ApiModule) => ApiThunk<T>): Promise<T> {
  const api = await loadApi();
  return store.dispatch(start(api)).unwrap();
}
