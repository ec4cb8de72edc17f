import { liteClient } from 'algoliasearch/lite';
import type { SearchClientConfig } from '@sam/contracts';

/** One algoliasearch v5 lite client, against hosted Algolia or the API's embedded engine (the portal server passes the visitor's X-Forwarded-For to the latter). */
export function createSearchClient(config: SearchClientConfig, baseHeaders: Record<string, string> = {}) {
  if (config.mode === 'hosted') return liteClient(config.appId, config.searchKey);
  return liteClient(config.appId, config.searchKey, { baseHeaders, hosts: [{ url: config.host, accept: 'readWrite', protocol: config.protocol }] });
}
export type SearchClient = ReturnType<typeof createSearchClient>;
