import { performance } from 'node:perf_hooks';
import { SEARCH_INDEX_NAMES, type Bookmark, type PrestataireAddressRecord, type SearchIndexName } from '@sam/contracts';
import { nowIso } from '@sam/db';
import {
  buildAnnonceRecords,
  buildConseilRecords,
  buildEventRecords,
  buildInfoRecords,
  buildPrestataireRecords,
  PrestataireRecordMapper,
  type BookmarkToken,
  type ReferenceData,
} from './records';
import type { SearchRepository } from './repository';

/** The full build reads listings by id ranges of this size: bounded memory, and rows that die young (cheaper GC). */
const LISTINGS_PER_READ = 1_000;

export interface IndexedRecord {
  objectID: string;
}

/** Where records go: the embedded engine, or hosted Algolia. */
export interface SearchSink {
  /** The whole index (at start); `startedAt` (performance.now()) is when reading the database began. */
  replaceAll(index: SearchIndexName, records: IndexedRecord[], startedAt: number): Promise<void>;
  save(index: SearchIndexName, records: IndexedRecord[]): Promise<void>;
  delete(index: SearchIndexName, objectIDs: string[]): Promise<void>;
}

export type ContentIndexName = Exclude<SearchIndexName, typeof SEARCH_INDEX_NAMES.prestataire_addresses>;

/** Which index carries a bookmarked item's `bookmarkers`. */
export const INDEX_OF_BOOKMARK: Record<Bookmark['type'], SearchIndexName> = {
  prestataire: SEARCH_INDEX_NAMES.prestataire_addresses,
  info: SEARCH_INDEX_NAMES.infos,
  conseil: SEARCH_INDEX_NAMES.sam_conseils,
  event: SEARCH_INDEX_NAMES.events,
  annonce: SEARCH_INDEX_NAMES.annonces,
};

export interface BuildReport {
  index: SearchIndexName;
  entries: number;
  buildMs: number;
}

/**
 * Reads the database and feeds a sink: everything at start, then the records a write touched.
 * Records of prestataire_addresses_index are per address but reindexed per listing; the
 * objectIDs sent for each listing are remembered so addresses that went away are deleted.
 */
export class Indexer {
  private reference: ReferenceData | null = null;
  private readonly objectIDsOfListing = new Map<number, string[]>();
  private windowCheckedAt = nowIso();

  constructor(
    private readonly repository: SearchRepository,
    private readonly sink: SearchSink,
    private readonly token: BookmarkToken,
  ) {}

  private async ref(): Promise<ReferenceData> {
    this.reference ??= await this.repository.reference();
    return this.reference;
  }

  private remember(records: { objectID: string; prestataire_id: number }[]): void {
    for (const record of records) {
      const list = this.objectIDsOfListing.get(record.prestataire_id);
      if (list) list.push(record.objectID);
      else this.objectIDsOfListing.set(record.prestataire_id, [record.objectID]);
    }
  }

  private async contentRecords(index: ContentIndexName, now: string, ids?: readonly number[]): Promise<IndexedRecord[]> {
    switch (index) {
      case SEARCH_INDEX_NAMES.infos:
        return buildInfoRecords(await this.repository.infos(now, ids), this.token);
      case SEARCH_INDEX_NAMES.sam_conseils:
        return buildConseilRecords(await this.repository.conseils(now, ids), await this.ref(), this.token);
      case SEARCH_INDEX_NAMES.events:
        return buildEventRecords(await this.repository.events(ids), await this.ref(), this.token);
      case SEARCH_INDEX_NAMES.annonces:
        return buildAnnonceRecords(await this.repository.annonces(now, ids), await this.ref(), this.token);
    }
  }

  /** Every index from the database, one after the other (at start, before the API listens). */
  async buildAll(): Promise<BuildReport[]> {
    const reports: BuildReport[] = [];
    const now = nowIso();
    this.windowCheckedAt = now;
    this.reference = null;
    this.objectIDsOfListing.clear();

    // Listings are read by id ranges, so the rows of only one range are in memory at a time.
    let started = performance.now();
    const mapper = new PrestataireRecordMapper(await this.ref(), this.token);
    const prestataires: PrestataireAddressRecord[] = [];
    const range = await this.repository.listingIdRange();
    for (let from = range?.min ?? 1; range && from <= range.max; from += LISTINGS_PER_READ) {
      for (const record of mapper.map(await this.repository.prestataires({ from, to: from + LISTINGS_PER_READ - 1 }))) prestataires.push(record);
    }
    this.remember(prestataires);
    await this.sink.replaceAll(SEARCH_INDEX_NAMES.prestataire_addresses, prestataires, started);
    reports.push({ index: SEARCH_INDEX_NAMES.prestataire_addresses, entries: prestataires.length, buildMs: Math.round(performance.now() - started) });

    for (const index of [SEARCH_INDEX_NAMES.infos, SEARCH_INDEX_NAMES.sam_conseils, SEARCH_INDEX_NAMES.events, SEARCH_INDEX_NAMES.annonces] as const) {
      started = performance.now();
      const records = await this.contentRecords(index, now);
      await this.sink.replaceAll(index, records, started);
      reports.push({ index, entries: records.length, buildMs: Math.round(performance.now() - started) });
    }
    return reports;
  }

  /** The records of these listings as the database has them now (none when offline). */
  async reindexPrestataires(ids: readonly number[]): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const records = buildPrestataireRecords(await this.repository.prestataires({ ids: unique }), await this.ref(), this.token);
    const kept = new Set(records.map((r) => r.objectID));
    const gone = unique.flatMap((id) => (this.objectIDsOfListing.get(id) ?? []).filter((objectID) => !kept.has(objectID)));
    for (const id of unique) this.objectIDsOfListing.delete(id);
    this.remember(records);
    if (gone.length > 0) await this.sink.delete(SEARCH_INDEX_NAMES.prestataire_addresses, gone);
    if (records.length > 0) await this.sink.save(SEARCH_INDEX_NAMES.prestataire_addresses, records);
  }

  /** The records of these ids in a content index (deleted when no longer published). */
  async reindexContent(index: ContentIndexName, ids: readonly number[], now = nowIso()): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const records = await this.contentRecords(index, now, unique);
    const kept = new Set(records.map((r) => r.objectID));
    const gone = unique.map(String).filter((objectID) => !kept.has(objectID));
    if (gone.length > 0) await this.sink.delete(index, gone);
    if (records.length > 0) await this.sink.save(index, records);
  }

  async reindex(index: SearchIndexName, ids: readonly number[]): Promise<void> {
    if (index === SEARCH_INDEX_NAMES.prestataire_addresses) return this.reindexPrestataires(ids);
    return this.reindexContent(index, ids);
  }

  /** Content whose publication started or ended since the last check appears or leaves. */
  async refreshPublicationWindows(now = nowIso()): Promise<void> {
    const since = this.windowCheckedAt;
    this.windowCheckedAt = now;
    const changed = await this.repository.windowChanges(since, now);
    await this.reindexContent(SEARCH_INDEX_NAMES.infos, changed.infos, now);
    await this.reindexContent(SEARCH_INDEX_NAMES.sam_conseils, changed.conseils, now);
    await this.reindexContent(SEARCH_INDEX_NAMES.annonces, changed.annonces, now);
  }
}
