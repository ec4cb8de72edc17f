import { algoliasearch } from 'algoliasearch';
import type { SearchIndexName } from '@sam/contracts';
import type { IndexedRecord, SearchSink } from './indexer';
import { algoliaSettings, replicasOf } from './settings';

/** The part of the algoliasearch v5 client the indexer uses (a stub in tests). */
export interface HostedClient {
  setSettings(request: { indexName: string; indexSettings: ReturnType<typeof algoliaSettings> & { replicas?: string[] } }): Promise<unknown>;
  replaceAllObjects(request: { indexName: string; objects: Record<string, unknown>[]; batchSize?: number }): Promise<unknown>;
  saveObjects(request: { indexName: string; objects: Record<string, unknown>[]; batchSize?: number }): Promise<unknown>;
  deleteObjects(request: { indexName: string; objectIDs: string[]; batchSize?: number }): Promise<unknown>;
}

export interface HostedSearchConfig {
  appId: string;
  adminKey: string;
}

/** Records per batch request (Algolia recommends batches of about 1,000 records or 10 MB). */
export const HOSTED_BATCH_SIZE = 1000;

export function createHostedClient(config: HostedSearchConfig): HostedClient {
  return algoliasearch(config.appId, config.adminKey) as unknown as HostedClient;
}

/**
 * Hosted Algolia lane: the indexer's records go to Algolia with the admin key; the frontends
 * then query Algolia directly with the search key. At start each index gets its settings, then
 * its records replace the old ones atomically (replaceAllObjects swaps a temporary index in).
 */
export class HostedSearch implements SearchSink {
  constructor(private readonly client: HostedClient) {}

  async replaceAll(index: SearchIndexName, records: IndexedRecord[]): Promise<void> {
    const replicas = replicasOf(index);
    // replaceAllObjects copies the settings to a temporary index, which cannot share the
    // primary's replicas: they are unlinked during the swap, then linked again (Algolia then
    // copies the new records to them) and given their own ranking.
    await this.client.setSettings({ indexName: index, indexSettings: { ...algoliaSettings(index), ...(replicas.length > 0 ? { replicas: [] } : {}) } });
    await this.client.replaceAllObjects({ indexName: index, objects: records as unknown as Record<string, unknown>[], batchSize: HOSTED_BATCH_SIZE });
    if (replicas.length === 0) return;
    await this.client.setSettings({ indexName: index, indexSettings: { ...algoliaSettings(index), replicas } });
    for (const replica of replicas) await this.client.setSettings({ indexName: replica, indexSettings: algoliaSettings(replica) });
  }

  async save(index: SearchIndexName, records: IndexedRecord[]): Promise<void> {
    await this.client.saveObjects({ indexName: index, objects: records as unknown as Record<string, unknown>[], batchSize: HOSTED_BATCH_SIZE });
  }

  async delete(index: SearchIndexName, objectIDs: string[]): Promise<void> {
    await this.client.deleteObjects({ indexName: index, objectIDs, batchSize: HOSTED_BATCH_SIZE });
  }
}
