import { liteClient } from 'algoliasearch/lite';
import type { SearchClientConfig } from '@sam/contracts';

/** One algoliasearch v5 lite client, against hosted Algolia or the API's embedded engine. */
export function createSearchClient(config: SearchClientConfig) {
  if (config.mode === 'hosted') return liteClient(config.appId, config.searchKey);
  return liteClient(config.appId, config.searchKey, { hosts: [{ url: config.host, accept: 'readWrite', protocol: config.protocol }] });
}
export type SearchClient = ReturnType<typeof createSearchClient>;
