import { RoaringBitmap32 } from 'roaring';
import { facetValues, numberAt, textLeaves } from '../paths';
import { words } from '../text/words';
import { grow } from './bitmaps';
import type { BaseRecord, IndexStore } from './store';

/** Incremental writes: a record is indexed or unindexed in place, with no rebuild. */

/** Adds or replaces records (a replaced record keeps its rank position). */
export function saveRecords<R extends BaseRecord>(store: IndexStore<R>, records: readonly R[]): void {
  for (const record of records) {
    let doc = store.ids.get(record.objectID);
    if (doc !== undefined) {
      unindex(store, doc);
    } else {
      doc = store.docs.length;
      store.ids.set(record.objectID, doc);
    }
    store.docs[doc] = record;
    index(store, doc, record);
  }
}

/** Removes records by objectID (unknown ones are ignored); true when one was there. */
export function deleteRecords<R extends BaseRecord>(store: IndexStore<R>, objectIDs: readonly string[]): boolean {
  let changed = false;
  for (const objectID of objectIDs) {
    const doc = store.ids.get(objectID);
    if (doc === undefined) continue;
    unindex(store, doc);
    store.docs[doc] = undefined;
    store.ids.delete(objectID);
    changed = true;
  }
  return changed;
}

/** The word ids of a record per searchable group (each once). */
function recordWords<R extends BaseRecord>(store: IndexStore<R>, record: R, intern: boolean): Set<number>[] {
  return store.textGroups.map((group) => {
    const ids = new Set<number>();
    for (const parts of group.parts) {
      for (const leaf of textLeaves(record, parts)) {
        for (const word of words(leaf)) {
          const id = intern ? store.vocabulary.intern(word) : store.vocabulary.idOf(word);
          if (id !== undefined) ids.add(id);
        }
      }
    }
    return ids;
  });
}

function index<R extends BaseRecord>(store: IndexStore<R>, doc: number, record: R): void {
  recordWords(store, record, true).forEach((ids, g) => {
    const postings = store.textGroups[g].postings;
    for (const id of ids) {
      let posting = postings.get(id);
      if (!posting) postings.set(id, (posting = new RoaringBitmap32()));
      posting.add(doc);
    }
  });
  for (const field of store.facets.values()) {
    field.docCombo = grow(field.docCombo, doc + 1, -1);
    const values = facetValues(record, field.parts);
    field.docCombo[doc] = values.length === 0 ? -1 : store.comboOf(field, values);
    for (const value of values) {
      let bitmap = field.values.get(value);
      if (!bitmap) field.values.set(value, (bitmap = new RoaringBitmap32()));
      bitmap.add(doc);
    }
  }
  for (const field of store.numeric.values()) {
    field.values = grow(field.values, doc + 1, Number.NaN);
    field.values[doc] = numberAt(record, field.parts);
  }
  store.geo.set(doc, record._geoloc ?? null);
  store.live.add(doc);
}

function unindex<R extends BaseRecord>(store: IndexStore<R>, doc: number): void {
  const record = store.docs[doc];
  if (!record) return;
  recordWords(store, record, false).forEach((ids, g) => {
    for (const id of ids) store.textGroups[g].postings.get(id)?.remove(doc);
  });
  for (const field of store.facets.values()) {
    const combo = field.docCombo[doc];
    if (combo === undefined || combo < 0) continue;
    for (const value of field.combos[combo]) field.values.get(value)?.remove(doc);
    field.docCombo[doc] = -1;
  }
  for (const field of store.numeric.values()) if (doc < field.values.length) field.values[doc] = Number.NaN;
  store.geo.set(doc, null);
  store.live.remove(doc);
}
