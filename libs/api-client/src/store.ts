import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { ApiClientContext, baseApi, type ApiClientConfig } from './base';

const rootReducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer });

export type RootState = ReturnType<typeof rootReducer>;

/**
 * One store per browser tab, or per request in a server render (pass that request's `config`,
 * e.g. its Cookie header); its CSRF bootstrap state lives with it.
 */
export function makeStore(preloadedState?: Partial<RootState>, config?: Partial<ApiClientConfig>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: new ApiClientContext(config) } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
