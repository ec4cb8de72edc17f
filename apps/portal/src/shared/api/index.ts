/**
 * The API's module in the portal (RTK Query, the endpoints, their hooks): loaded by the first part
 * that calls the API, never with the first load (./api-store.ts). Importing it makes the page's
 * store real on its first use.
 */
import { configureApiClient, makeStore } from '@sam/api-client';
import { provideStoreFactory } from './api-store';

provideStoreFactory((config) => {
  configureApiClient(config);
  return makeStore();
});

export * from '@sam/api-client';
