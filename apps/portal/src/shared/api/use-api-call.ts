import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '@sam/api-client';
import { callApi, type ApiModule, type ApiThunk } from './api-store';

/** `callApi` on the page's store, for event handlers of parts of the first load. */
export function useApiCall() {
  const store = useStore() as AppStore;
  return useCallback(<T>(start: (api: ApiModule) => ApiThunk<T>) => callApi(store, start), [store]);
}
