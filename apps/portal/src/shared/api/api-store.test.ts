import { makeStore } from '@sam/api-client';
import { callApi, createApiStore, provideStoreFactory } from './api-store';

describe('createApiStore', () => {
  it('stands in with no state until the API module provides the store, then moves early listeners to the real store', () => {
    const store = createApiStore({ baseUrl: 'http://api.test', locale: 'fr' });
    const early = jest.fn();
    const unsubscribe = store.subscribe(early);
    // Nothing provided yet (jest loads no ./index here): no state, and a dispatch says why it cannot go.
    expect(store.getState()).toEqual({});
    expect(() => store.dispatch({ type: 'x' })).toThrow(/not loaded/);

    const configs: unknown[] = [];
    provideStoreFactory((config) => (configs.push(config), makeStore()));
    expect(store.getState()).toHaveProperty('api');
    expect(configs).toEqual([{ baseUrl: 'http://api.test', locale: 'fr' }]);
    store.dispatch({ type: 'ping' });
    expect(early).toHaveBeenCalled();

    // The unsubscribe handed out before the move still works after it.
    early.mockClear();
    unsubscribe();
    store.dispatch({ type: 'ping' });
    expect(early).not.toHaveBeenCalled();
    // One real store per stand-in.
    store.getState();
    expect(configs).toHaveLength(1);
  });

  it('callApi loads the API module and resolves with what the endpoint returns, or rejects with its error', async () => {
    const store = createApiStore({ baseUrl: 'http://api.test', locale: 'fr' });
    const thunk = (value: number | Error) => () => () => ({ unwrap: () => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value)) });
    await expect(callApi(store, thunk(42))).resolves.toBe(42);
    await expect(callApi(store, thunk(new Error('refused')))).rejects.toThrow('refused');
  });
});
