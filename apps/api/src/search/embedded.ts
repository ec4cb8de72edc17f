import { SEARCH_INDEX_NAMES, type SearchIndexName } from '@sam/contracts';
import { SearchIndex, type BaseRecord, type IndexSettings } from '@sam/search-engine';
import type { IndexedRecord, SearchSink } from './indexer';
import { INDEX_SETTINGS, REPLICAS, replicasOf } from './settings';

/** The five indices of the embedded engine (and their replicas), fed by the indexer and read by the Algolia-protocol routes. */
export class EmbeddedSearch implements SearchSink {
  private readonly indices = new Map<string, SearchIndex<BaseRecord>>();

  constructor() {
    for (const name of Object.values(SEARCH_INDEX_NAMES)) {
      // Each index's settings are typed for its own record; the engine only needs the common base.
      this.indices.set(name, new SearchIndex(name, INDEX_SETTINGS[name] as unknown as IndexSettings<BaseRecord>));
    }
    for (const [name, replica] of Object.entries(REPLICAS)) this.indices.set(name, new SearchIndex(name, replica.settings as unknown as IndexSettings<BaseRecord>));
  }

  /** An index by the name a client sent (undefined when there is none). */
  index(name: string): SearchIndex<BaseRecord> | undefined {
    return this.indices.get(name);
  }

  list(): SearchIndex<BaseRecord>[] {
    return [...this.indices.values()];
  }

  /** An index and its replicas: every write goes to all of them (as Algolia forwards it). */
  private required(name: SearchIndexName): SearchIndex<BaseRecord>[] {
    const indices = [name, ...replicasOf(name)].map((each) => this.indices.get(each));
    if (indices.some((index) => !index)) throw new Error(`unknown search index ${name}`);
    return indices as SearchIndex<BaseRecord>[];
  }

  async replaceAll(index: SearchIndexName, records: IndexedRecord[], startedAt: number): Promise<void> {
    for (const each of this.required(index)) each.build(records, startedAt);
  }

  async save(index: SearchIndexName, records: IndexedRecord[]): Promise<void> {
    for (const each of this.required(index)) each.save(records);
  }

  async delete(index: SearchIndexName, objectIDs: string[]): Promise<void> {
    for (const each of this.required(index)) each.delete(objectIDs);
  }
}
