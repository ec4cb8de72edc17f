import { liteClient } from 'algoliasearch/lite';
import type { SearchClientConfig, SearchLocale } from '@sam/contracts';
import { withLanguageFirst, type MultiQuery } from './language-first';

type LiteClient = ReturnType<typeof liteClient>;

/**
 * One algoliasearch v5 lite client, against hosted Algolia or the API's embedded engine (the
 * portal server passes the visitor's X-Forwarded-For to the latter), listing the page's language
 * first when no query text orders the results (language-first.ts).
 */
export function createSearchClient(config: SearchClientConfig, locale: SearchLocale, baseHeaders: Record<string, string> = {}, timeouts?: { connect: number; read: number; write: number }) {
  // Only given timeouts are passed: an explicit `timeouts: undefined` would replace the client's
  // defaults, and every request would then time out at once ("Unreachable hosts").
  const options = timeouts ? { timeouts } : {};
  const client: LiteClient =
    config.mode === 'hosted'
      ? liteClient(config.appId, config.searchKey, options)
      : liteClient(config.appId, config.searchKey, { ...options, baseHeaders, hosts: [{ url: config.host, accept: 'readWrite', protocol: config.protocol }] });
  const search: LiteClient['search'] = (requests, options) => client.search(withLanguageFirst(requests as MultiQuery, locale) as typeof requests, options);
  return { ...client, search };
}
export type SearchClient = ReturnType<typeof createSearchClient>;
