import { RoaringBitmap32 } from 'roaring';
import { facetValues, numberAt, textLeaves } from '../paths';
import { words } from '../text/words';
import { groupDocs } from './bitmaps';
import type { BaseRecord, IndexStore } from './store';

/** At build time, a value held by at most this many docs adds them to its words' lists one by one. */
const FEW_DOCS = 8;

/**
 * Fills an empty store with `records`, numbered in custom-ranking order.
 *
 * Records share most of their values (a listing's addresses, listings with the same needs…):
 * words and facet values are worked out once per distinct value.
 */
export function buildStore<R extends BaseRecord>(store: IndexStore<R>, records: R[]): void {
  // Sort keys carry the record's position: the engine's own string sort (no comparator) is fast.
  const keys = records.map((record, i) => `${store.settings.sortKey(record)}\u0000${record.objectID.padStart(12, '0')}\u0000${i}`);
  keys.sort();
  const sorted = keys.map((key) => records[Number(key.slice(key.lastIndexOf('\u0000') + 1))]);
  const n = sorted.length;

  const leafIds = new Map<string, number[]>();
  const idsOfLeaf = (leaf: string) => {
    let ids = leafIds.get(leaf);
    if (ids === undefined) leafIds.set(leaf, (ids = words(leaf).map((word) => store.vocabulary.intern(word, false))));
    return ids;
  };
  const wordIds = (record: R, parts: string[]) => {
    const leaves = textLeaves(record, parts);
    if (leaves.length === 1) return idsOfLeaf(leaves[0]);
    const ids = new Set<number>();
    for (const leaf of leaves) for (const id of idsOfLeaf(leaf)) ids.add(id);
    return [...ids];
  };
  /** The cache key of an attribute's value: its text for 'object.field', else the top-level value. */
  const valueKey = (fields: Record<string, unknown>, parts: string[]): unknown => {
    const top = fields[parts[0]];
    if (parts.length === 2 && top !== null && typeof top === 'object' && !Array.isArray(top)) {
      const inner = (top as Record<string, unknown>)[parts[1]];
      if (inner === null || inner === undefined || typeof inner !== 'object') return inner;
    }
    return top;
  };
  // Per searchable attribute, each distinct value becomes an entry with its word ids; each doc
  // points at its entry. The value is the attribute's own text when it is a plain field of an
  // object ('address.street'), else the top-level value, which records share (a listing's
  // sectors array, an area's names). Postings are then unions of entry bitmaps: a description
  // shared by 5,000 addresses is one bitmap, not 5,000 × 45 list pushes.
  const textFields = store.textGroups.flatMap((group, g) =>
    group.parts.map((parts) => ({
      g,
      parts,
      cache: new Map<unknown, number>(),
      entries: [] as number[][],
      docEntry: new Int32Array(n).fill(-1),
      lastKey: undefined as unknown,
      lastEntry: -1,
    })),
  );

  const facetFields = [...store.facets.values()];
  const facetCaches = facetFields.map(() => new Map<unknown, number>());
  const facetLast = facetFields.map(() => ({ key: undefined as unknown, combo: -1 }));
  for (const field of facetFields) field.docCombo = new Int32Array(n).fill(-1);
  for (const field of store.numeric.values()) field.values = new Float64Array(n).fill(Number.NaN);

  for (let doc = 0; doc < n; doc++) {
    const record = sorted[doc];
    const fields = record as unknown as Record<string, unknown>;
    store.docs[doc] = record;
    store.ids.set(record.objectID, doc);
    for (const field of textFields) {
      const key = valueKey(fields, field.parts);
      if (key === undefined || key === null) continue;
      // A listing's addresses are neighbours and share their values: compare before hashing.
      let entry = key === field.lastKey ? field.lastEntry : field.cache.get(key);
      if (entry === undefined) {
        entry = field.entries.length;
        field.entries.push(wordIds(record, field.parts));
        field.cache.set(key, entry);
      }
      field.lastKey = key;
      field.lastEntry = entry;
      field.docEntry[doc] = entry;
    }
    for (let f = 0; f < facetFields.length; f++) {
      const field = facetFields[f];
      const key = valueKey(fields, field.parts);
      const previous = facetLast[f];
      let combo = key === undefined || key === null ? -1 : key === previous.key ? previous.combo : facetCaches[f].get(key);
      if (combo === undefined) {
        const values = facetValues(record, field.parts);
        combo = values.length === 0 ? -1 : store.comboOf(field, values);
        facetCaches[f].set(key, combo);
      }
      previous.key = key;
      previous.combo = combo;
      field.docCombo[doc] = combo;
    }
    for (const field of store.numeric.values()) field.values[doc] = numberAt(record, field.parts);
    if (record._geoloc) store.geo.load(doc, record._geoloc.lat, record._geoloc.lng);
  }

  const frequency = new Float64Array(store.vocabulary.size);
  store.textGroups.forEach((group, g) => {
    // Values of a few docs (a title) are gathered as plain doc lists, bigger ones as bitmaps.
    const byWord: RoaringBitmap32[][] = [];
    const fewDocs: number[][] = [];
    for (const field of textFields) {
      if (field.g !== g) continue;
      groupDocs(field.docEntry, field.entries.length, (entry, docs) => {
        if (docs.length <= FEW_DOCS) {
          for (const id of field.entries[entry]) {
            const list = (fewDocs[id] ??= []);
            for (const doc of docs) list.push(doc);
          }
          return;
        }
        const bitmap = new RoaringBitmap32(docs);
        for (const id of field.entries[entry]) (byWord[id] ??= []).push(bitmap);
      });
    }
    for (let id = 0; id < store.vocabulary.size; id++) {
      const bitmaps = byWord[id] ?? [];
      if (fewDocs[id]) bitmaps.push(new RoaringBitmap32(fewDocs[id]));
      if (bitmaps.length === 0) continue;
      const posting = bitmaps.length === 1 ? bitmaps[0].clone() : RoaringBitmap32.orMany(bitmaps);
      posting.runOptimize();
      posting.shrinkToFit();
      group.postings.set(id, posting);
      frequency[id] += posting.size;
    }
  });
  // Facet value bitmaps from the docs of each value combination.
  for (const field of facetFields) {
    groupDocs(field.docCombo, field.combos.length, (combo, docs) => {
      for (const value of field.combos[combo]) {
        let bitmap = field.values.get(value);
        if (!bitmap) field.values.set(value, (bitmap = new RoaringBitmap32()));
        bitmap.addMany(docs);
      }
    });
    for (const bitmap of field.values.values()) {
      bitmap.runOptimize();
      bitmap.shrinkToFit();
    }
  }
  // Prefix expansions are capped: the vocabulary's look-up indexes list frequent words first.
  store.vocabulary.publish([...frequency.keys()].sort((a, b) => frequency[b] - frequency[a] || a - b));
  store.geo.pack();
  if (n > 0) store.live.addRange(0, n);
}
