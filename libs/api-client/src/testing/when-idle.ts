import { baseApi } from '../base';
import type { AppStore } from '../store';

/**
 * Resolves once no query or mutation of `store` is in flight: the refetches a write set off have
 * landed (or none started). Tests wait for this, never for a timer, before counting calls, and
 * before they end (a late refetch would otherwise land in the next test's stubbed fetch).
 */
export async function whenIdle(store: AppStore): Promise<void> {
  for (;;) {
    const running = [...store.dispatch(baseApi.util.getRunningQueriesThunk()), ...store.dispatch(baseApi.util.getRunningMutationsThunk())];
    if (running.length === 0) return;
    await Promise.allSettled(running);
  }
}
