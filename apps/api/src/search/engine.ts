import { performance } from 'node:perf_hooks';
import { RoaringBitmap32 } from 'roaring';
import { SEARCH_HITS_PER_PAGE, type Geoloc, type SearchParams } from '@sam/contracts';
import { SearchRequestError, parseFacetFilters, parseFilters, parseNumericFilters, type FilterNode } from './filters';
import { GeoIndex } from './geo';
import { highlightText, resultTree, snippetText, type HighlightTags, type QueryMatches, type WordMatch } from './highlight';
import { facetValues, numberAt, project, split, textLeaves } from './paths';
import { facetAttribute, searchableGroups, type IndexSettings } from './settings';
import { allowedTypos, tokens, Vocabulary, words, type TypoOptions } from './text';

/**
 * One index of the embedded engine (docs/decisions/0005-search-engine.md). Documents get dense
 * integer ids (in custom-ranking order at build time) so that every posting list, facet value and
 * filter is a Roaring bitmap; a query is bitmap algebra, and only the page of hits is turned back
 * into objects.
 */

export interface BaseRecord {
  objectID: string;
  _geoloc?: Geoloc;
}

/** Searchable attributes of one rank (a comma group of searchableAttributes). */
interface TextGroup {
  paths: string[];
  parts: string[][];
  /** word id → docs with the word in one of the group's attributes. */
  postings: Map<number, RoaringBitmap32>;
}

interface FacetField {
  attribute: string;
  parts: string[];
  filterOnly: boolean;
  values: Map<string, RoaringBitmap32>;
  /** Each doc points at its set of values ("combo"); -1 for none. Counting small results walks these. */
  docCombo: Int32Array;
  combos: string[][];
  comboIds: Map<string, number>;
}

interface NumericField {
  attribute: string;
  parts: string[];
  values: Float64Array;
}

/** A query word resolved against the vocabulary, per searchable group. */
interface ResolvedWord {
  exactByGroup: RoaringBitmap32[];
  typoByGroup: RoaringBitmap32[];
  exact: RoaringBitmap32;
  any: RoaringBitmap32;
  hasTypos: boolean;
  matches: Map<string, WordMatch>;
}

export interface SearchResponse {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  offset?: number;
  length?: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  exhaustiveFacetsCount: true;
  exhaustiveNbHits: true;
  exhaustiveTypo: true;
  exhaustive: { facetsCount: true; nbHits: true; typo: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  aroundLatLng?: string;
  [key: string]: unknown;
}

export interface FacetSearchResponse {
  facetHits: { value: string; highlighted: string; count: number }[];
  exhaustiveFacetsCount: true;
  exhaustive: { facetsCount: true };
  processingTimeMS: number;
}

export interface IndexInfo {
  name: string;
  entries: number;
  createdAt: string;
  updatedAt: string;
  buildTimeMs: number;
}

/** Algolia caps pagination at 1,000 hits (paginationLimitedTo). */
const PAGINATION_LIMIT = 1000;
const DEFAULT_MAX_VALUES_PER_FACET = 100;
const DEFAULT_MAX_FACET_HITS = 10;
const DEFAULT_SNIPPET_WORDS = 10;
/** At build time, a value held by at most this many docs adds them to its words' lists one by one. */
const FEW_DOCS = 8;
/** Walking the docs of a result beats one bitmap intersection per facet value below values × this. */
const WALK_FACTOR = 50;
const WORD_CACHE_LIMIT = 2000;
/** Above this many docs in a rank bucket, distance order comes from the spatial index. */
const SORT_BY_DISTANCE_LIMIT = 5000;

const roundMs = (ms: number) => Math.round(ms * 100) / 100;

function orMany(bitmaps: readonly RoaringBitmap32[]): RoaringBitmap32 {
  if (bitmaps.length === 0) return new RoaringBitmap32();
  if (bitmaps.length === 1) return bitmaps[0].clone();
  return RoaringBitmap32.orMany(bitmaps as RoaringBitmap32[]);
}

function andAll(bitmaps: readonly RoaringBitmap32[]): RoaringBitmap32 {
  const sorted = [...bitmaps].sort((a, b) => a.size - b.size);
  const out = sorted[0].clone();
  for (let i = 1; i < sorted.length && out.size > 0; i++) out.andInPlace(sorted[i]);
  return out;
}

/** Calls `each` with the docs of every group (a counting sort of `groupOf`: doc → group, -1 none). */
function groupDocs(groupOf: Int32Array, groups: number, each: (group: number, docs: Uint32Array) => void): void {
  const starts = new Uint32Array(groups + 1);
  for (const group of groupOf) if (group >= 0) starts[group + 1]++;
  for (let g = 0; g < groups; g++) starts[g + 1] += starts[g];
  const fill = starts.slice(0, groups);
  const docs = new Uint32Array(starts[groups]);
  groupOf.forEach((group, doc) => {
    if (group >= 0) docs[fill[group]++] = doc;
  });
  for (let g = 0; g < groups; g++) if (starts[g + 1] > starts[g]) each(g, docs.subarray(starts[g], starts[g + 1]));
}

function grow<T extends Int32Array | Float64Array>(array: T, capacity: number, fill: number): T {
  if (capacity <= array.length) return array;
  const size = Math.max(capacity, Math.ceil(array.length * 1.5), 64);
  const next = new (array.constructor as new (n: number) => T)(size);
  next.fill(fill);
  next.set(array);
  return next;
}

export class SearchIndex<R extends BaseRecord> {
  private readonly docs: (R | undefined)[] = [];
  private readonly ids = new Map<string, number>();
  private readonly live = new RoaringBitmap32();
  private vocabulary = new Vocabulary();
  private readonly textGroups: TextGroup[];
  private readonly groups: number;
  private readonly facets = new Map<string, FacetField>();
  private readonly numeric = new Map<string, NumericField>();
  private readonly geo = new GeoIndex();
  private readonly unretrievable: Set<string>;
  private readonly searchablePaths: string[];
  private readonly wordCache = new Map<string, ResolvedWord>();
  private wordCacheVersion = -1;
  private createdAt = new Date().toISOString();
  private updatedAt = this.createdAt;
  private buildTimeMs = 0;

  constructor(
    readonly name: string,
    private readonly settings: IndexSettings<R>,
  ) {
    const groups = searchableGroups(settings.searchableAttributes);
    this.groups = groups.length;
    this.textGroups = groups.map((paths) => ({ paths, parts: paths.map(split), postings: new Map() }));
    this.searchablePaths = groups.flat();
    for (const entry of settings.attributesForFaceting) {
      const { attribute, filterOnly } = facetAttribute(entry);
      this.facets.set(attribute, { attribute, parts: split(attribute), filterOnly, values: new Map(), docCombo: new Int32Array(0), combos: [], comboIds: new Map() });
    }
    for (const attribute of settings.numericAttributesForFiltering) {
      this.numeric.set(attribute, { attribute, parts: split(attribute), values: new Float64Array(0) });
    }
    this.unretrievable = new Set(settings.unretrievableAttributes);
  }

  info(): IndexInfo {
    return { name: this.name, entries: this.live.size, createdAt: this.createdAt, updatedAt: this.updatedAt, buildTimeMs: this.buildTimeMs };
  }

  // --- writing ----------------------------------------------------------------------------

  /**
   * Replaces the whole content; documents are numbered in custom-ranking order. `startedAt`
   * (performance.now()) dates the start of the whole build, database reads included.
   *
   * Records share most of their values (a listing's addresses, listings with the same needs…):
   * words and facet values are worked out once per distinct value.
   */
  build(records: R[], startedAt = performance.now()): void {
    this.clear();
    // Sort keys carry the record's position: the engine's own string sort (no comparator) is fast.
    const keys = records.map((record, i) => `${this.settings.sortKey(record)}\u0000${record.objectID.padStart(12, '0')}\u0000${i}`);
    keys.sort();
    const sorted = keys.map((key) => records[Number(key.slice(key.lastIndexOf('\u0000') + 1))]);
    const n = sorted.length;

    const leafIds = new Map<string, number[]>();
    const idsOfLeaf = (leaf: string) => {
      let ids = leafIds.get(leaf);
      if (ids === undefined) leafIds.set(leaf, (ids = words(leaf).map((word) => this.vocabulary.intern(word, false))));
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
    const textFields = this.textGroups.flatMap((group, g) =>
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

    const facetFields = [...this.facets.values()];
    const facetCaches = facetFields.map(() => new Map<unknown, number>());
    const facetLast = facetFields.map(() => ({ key: undefined as unknown, combo: -1 }));
    for (const field of facetFields) field.docCombo = new Int32Array(n).fill(-1);
    for (const field of this.numeric.values()) field.values = new Float64Array(n).fill(Number.NaN);

    for (let doc = 0; doc < n; doc++) {
      const record = sorted[doc];
      const fields = record as unknown as Record<string, unknown>;
      this.docs[doc] = record;
      this.ids.set(record.objectID, doc);
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
          combo = values.length === 0 ? -1 : this.comboOf(field, values);
          facetCaches[f].set(key, combo);
        }
        previous.key = key;
        previous.combo = combo;
        field.docCombo[doc] = combo;
      }
      for (const field of this.numeric.values()) field.values[doc] = numberAt(record, field.parts);
      if (record._geoloc) this.geo.load(doc, record._geoloc.lat, record._geoloc.lng);
    }

    const frequency = new Float64Array(this.vocabulary.size);
    this.textGroups.forEach((group, g) => {
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
      for (let id = 0; id < this.vocabulary.size; id++) {
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
    this.vocabulary.publish([...frequency.keys()].sort((a, b) => frequency[b] - frequency[a] || a - b));
    this.geo.pack();
    if (n > 0) this.live.addRange(0, n);
    this.createdAt = new Date().toISOString();
    this.updatedAt = this.createdAt;
    this.buildTimeMs = Math.round(performance.now() - startedAt);
  }

  private clear(): void {
    this.docs.length = 0;
    this.ids.clear();
    this.live.clear();
    this.vocabulary = new Vocabulary();
    this.wordCacheVersion = -1;
    for (const group of this.textGroups) group.postings.clear();
    for (const field of this.facets.values()) {
      field.values.clear();
      field.combos = [];
      field.comboIds.clear();
    }
    this.wordCache.clear();
  }

  private comboOf(field: FacetField, values: string[]): number {
    const key = values.join('\u0000');
    let id = field.comboIds.get(key);
    if (id === undefined) {
      id = field.combos.length;
      field.combos.push(values);
      field.comboIds.set(key, id);
    }
    return id;
  }

  get(objectID: string): R | undefined {
    const doc = this.ids.get(objectID);
    return doc === undefined ? undefined : this.docs[doc];
  }

  /** Adds or replaces records (a replaced record keeps its rank position). */
  save(records: readonly R[]): void {
    for (const record of records) {
      let doc = this.ids.get(record.objectID);
      if (doc !== undefined) {
        this.unindex(doc);
      } else {
        doc = this.docs.length;
        this.ids.set(record.objectID, doc);
      }
      this.docs[doc] = record;
      this.index(doc, record);
    }
    if (records.length > 0) this.touched();
  }

  delete(objectIDs: readonly string[]): void {
    let changed = false;
    for (const objectID of objectIDs) {
      const doc = this.ids.get(objectID);
      if (doc === undefined) continue;
      this.unindex(doc);
      this.docs[doc] = undefined;
      this.ids.delete(objectID);
      changed = true;
    }
    if (changed) this.touched();
  }

  private touched(): void {
    this.wordCache.clear();
    this.updatedAt = new Date().toISOString();
  }

  /** The word ids of a record per searchable group (each once). */
  private recordWords(record: R, intern: boolean): Set<number>[] {
    return this.textGroups.map((group) => {
      const ids = new Set<number>();
      for (const parts of group.parts) {
        for (const leaf of textLeaves(record, parts)) {
          for (const word of words(leaf)) {
            const id = intern ? this.vocabulary.intern(word) : this.vocabulary.idOf(word);
            if (id !== undefined) ids.add(id);
          }
        }
      }
      return ids;
    });
  }

  private index(doc: number, record: R): void {
    this.recordWords(record, true).forEach((ids, g) => {
      const postings = this.textGroups[g].postings;
      for (const id of ids) {
        let posting = postings.get(id);
        if (!posting) postings.set(id, (posting = new RoaringBitmap32()));
        posting.add(doc);
      }
    });
    for (const field of this.facets.values()) {
      field.docCombo = grow(field.docCombo, doc + 1, -1);
      const values = facetValues(record, field.parts);
      field.docCombo[doc] = values.length === 0 ? -1 : this.comboOf(field, values);
      for (const value of values) {
        let bitmap = field.values.get(value);
        if (!bitmap) field.values.set(value, (bitmap = new RoaringBitmap32()));
        bitmap.add(doc);
      }
    }
    for (const field of this.numeric.values()) {
      field.values = grow(field.values, doc + 1, Number.NaN);
      field.values[doc] = numberAt(record, field.parts);
    }
    this.geo.set(doc, record._geoloc ?? null);
    this.live.add(doc);
  }

  private unindex(doc: number): void {
    const record = this.docs[doc];
    if (!record) return;
    this.recordWords(record, false).forEach((ids, g) => {
      for (const id of ids) this.textGroups[g].postings.get(id)?.remove(doc);
    });
    for (const field of this.facets.values()) {
      const combo = field.docCombo[doc];
      if (combo === undefined || combo < 0) continue;
      for (const value of field.combos[combo]) field.values.get(value)?.remove(doc);
      field.docCombo[doc] = -1;
    }
    for (const field of this.numeric.values()) if (doc < field.values.length) field.values[doc] = Number.NaN;
    this.geo.set(doc, null);
    this.live.remove(doc);
  }

  // --- reading ------------------------------------------------------------------------------

  /**
   * The ranked groups searched: all, or those holding an attribute of restrictSearchableAttributes
   * (attributes that share a rank are indexed together, so they are searched together).
   */
  private groupsFor(restrict: readonly string[] | undefined): boolean[] {
    if (!restrict || restrict.length === 0) return this.textGroups.map(() => true);
    for (const path of restrict) {
      if (!this.searchablePaths.includes(path)) throw new SearchRequestError(`restrictSearchableAttributes: '${path}' is not a searchable attribute`);
    }
    return this.textGroups.map((group) => group.paths.some((path) => restrict.includes(path)));
  }

  private resolveWord(word: string, index: number, prefix: boolean, typos: number, searched: boolean[], restrictKey: string): ResolvedWord {
    if (this.wordCacheVersion !== this.vocabulary.version) {
      this.wordCache.clear();
      this.wordCacheVersion = this.vocabulary.version;
    }
    const key = `${word}\u0000${prefix ? 1 : 0}${typos}\u0000${restrictKey}`;
    const cached = this.wordCache.get(key);
    if (cached) return this.withQueryIndex(cached, index);

    const matches = new Map<string, WordMatch>();
    const exactIds = new Set(this.vocabulary.exact(word));
    for (const id of exactIds) matches.set(this.vocabulary.words[id], { query: 0, prefix: null });
    if (prefix) {
      for (const id of this.vocabulary.prefixed(word)) {
        if (exactIds.has(id)) continue;
        exactIds.add(id);
        matches.set(this.vocabulary.words[id], { query: 0, prefix: word.length });
      }
    }
    const typoIds = new Set<number>();
    for (const { id } of this.vocabulary.typos(word, typos)) {
      for (const sibling of this.vocabulary.exact(this.vocabulary.words[id])) {
        if (exactIds.has(sibling) || typoIds.has(sibling)) continue;
        typoIds.add(sibling);
        matches.set(this.vocabulary.words[sibling], { query: 0, prefix: null });
      }
    }

    const byGroup = (ids: Set<number>) =>
      this.textGroups.map((group, g) => {
        if (!searched[g]) return new RoaringBitmap32();
        const postings: RoaringBitmap32[] = [];
        for (const id of ids) {
          const posting = group.postings.get(id);
          if (posting && posting.size > 0) postings.push(posting);
        }
        return orMany(postings);
      });
    const exactByGroup = byGroup(exactIds);
    const typoByGroup = byGroup(typoIds);
    const exact = orMany(exactByGroup);
    const typo = orMany(typoByGroup);
    const resolved: ResolvedWord = {
      exactByGroup,
      typoByGroup,
      exact,
      any: typo.size > 0 ? RoaringBitmap32.or(exact, typo) : exact,
      hasTypos: typo.size > 0,
      matches,
    };
    if (this.wordCache.size >= WORD_CACHE_LIMIT) this.wordCache.clear();
    this.wordCache.set(key, resolved);
    return this.withQueryIndex(resolved, index);
  }

  private withQueryIndex(resolved: ResolvedWord, index: number): ResolvedWord {
    if (index === 0) return resolved;
    const matches = new Map<string, WordMatch>();
    for (const [word, match] of resolved.matches) matches.set(word, { ...match, query: index });
    return { ...resolved, matches };
  }

  private evaluate(node: FilterNode): RoaringBitmap32 {
    switch (node.kind) {
      case 'and':
        return andAll(node.children.map((child) => this.evaluate(child)));
      case 'or':
        return orMany(node.children.map((child) => this.evaluate(child)));
      case 'not':
        return RoaringBitmap32.andNot(this.live, this.evaluate(node.child));
      case 'facet': {
        const field = this.facets.get(node.attribute);
        if (field) return field.values.get(node.value)?.clone() ?? new RoaringBitmap32();
        if (this.numeric.has(node.attribute)) {
          const value = Number(node.value);
          if (node.value.trim() === '' || !Number.isFinite(value)) throw new SearchRequestError(`filters: '${node.attribute}' is numeric, '${node.value}' is not a number`);
          return this.numericMatch(node.attribute, (v) => v === value);
        }
        throw new SearchRequestError(`Cannot filter on '${node.attribute}': it is not in attributesForFaceting`);
      }
      case 'numeric': {
        const { value } = node;
        const test: Record<typeof node.op, (v: number) => boolean> = {
          '<': (v) => v < value,
          '<=': (v) => v <= value,
          '=': (v) => v === value,
          '!=': (v) => v !== value,
          '>=': (v) => v >= value,
          '>': (v) => v > value,
        };
        return this.numericMatch(node.attribute, test[node.op]);
      }
      case 'range':
        return this.numericMatch(node.attribute, (v) => v >= node.low && v <= node.high);
    }
  }

  private numericMatch(attribute: string, test: (value: number) => boolean): RoaringBitmap32 {
    const field = this.numeric.get(attribute);
    if (!field) throw new SearchRequestError(`Cannot filter on '${attribute}': it is not in numericAttributesForFiltering`);
    const out: number[] = [];
    const values = field.values;
    for (let doc = 0; doc < values.length; doc++) {
      const value = values[doc];
      if (!Number.isNaN(value) && test(value)) out.push(doc);
    }
    const bitmap = new RoaringBitmap32(out);
    bitmap.andInPlace(this.live);
    return bitmap;
  }

  private geoFilter(params: SearchParams, around: { lat: number; lng: number } | null): RoaringBitmap32 | null {
    if (params.insideBoundingBox) {
      return orMany(params.insideBoundingBox.map(([lat1, lng1, lat2, lng2]) => new RoaringBitmap32(this.geo.withinBox(lat1, lng1, lat2, lng2))));
    }
    if (params.insidePolygon) {
      return orMany(params.insidePolygon.map((polygon) => {
        if (polygon.length % 2 !== 0) throw new SearchRequestError('insidePolygon: a polygon needs lat, lng pairs');
        return new RoaringBitmap32(this.geo.withinPolygon(polygon));
      }));
    }
    if (around && typeof params.aroundRadius === 'number') return new RoaringBitmap32(this.geo.withinRadius(around.lat, around.lng, params.aroundRadius));
    return null;
  }

  /** The matching docs and what ranking needs: shared by searches and facet-value searches. */
  private match(params: SearchParams) {
    const queryText = params.query ?? '';
    const queryTokens = tokens(queryText);
    const typo: TypoOptions = {
      enabled: params.typoTolerance !== false,
      minWordSizefor1Typo: params.minWordSizefor1Typo ?? 4,
      minWordSizefor2Typos: params.minWordSizefor2Typos ?? 8,
    };
    const searched = this.groupsFor(params.restrictSearchableAttributes);
    const restrictKey = params.restrictSearchableAttributes?.join(',') ?? '';
    const queryType = params.queryType ?? 'prefixLast';
    const resolved = queryTokens.map((token, i) => {
      const prefix = queryType === 'prefixAll' || (queryType === 'prefixLast' && i === queryTokens.length - 1);
      let maxTypos = allowedTypos(token.folded, typo);
      if (params.typoTolerance === 'min' || params.typoTolerance === 'strict') maxTypos = Math.min(maxTypos, 1);
      return this.resolveWord(token.folded, i, prefix, maxTypos, searched, restrictKey);
    });

    const sets: RoaringBitmap32[] = resolved.map((word) => word.any);
    const filterTrees = [
      params.facetFilters === undefined ? null : parseFacetFilters(params.facetFilters),
      params.filters === undefined ? null : parseFilters(params.filters),
      params.numericFilters === undefined ? null : parseNumericFilters(params.numericFilters),
    ];
    for (const tree of filterTrees) if (tree) sets.push(this.evaluate(tree));
    const around = params.aroundLatLng && !params.insideBoundingBox && !params.insidePolygon ? parseLatLng(params.aroundLatLng) : null;
    const geo = this.geoFilter(params, around);
    if (geo) sets.push(geo);

    let result: RoaringBitmap32;
    let isAll = false;
    if (sets.length === 0) {
      result = this.live;
      isAll = true;
    } else {
      result = andAll(sets);
      result.andInPlace(this.live);
    }
    const matches: QueryMatches = { words: queryTokens.map((token) => queryText.slice(token.start, token.end)), byWord: new Map() };
    // Earlier query words win when a document word matches several.
    for (let i = resolved.length - 1; i >= 0; i--) for (const [word, match] of resolved[i].matches) matches.byWord.set(word, match);
    return { result, isAll, resolved, matches, around };
  }

  /** Splits the result by number of words matched only through a typo (0, 1, 2, …). */
  private byTypos(result: RoaringBitmap32, resolved: ResolvedWord[]): RoaringBitmap32[] {
    let buckets: RoaringBitmap32[] = [result];
    for (const word of resolved) {
      if (!word.hasTypos) continue;
      const next: RoaringBitmap32[] = [];
      for (let j = 0; j <= buckets.length; j++) {
        const kept = j < buckets.length ? RoaringBitmap32.and(buckets[j], word.exact) : new RoaringBitmap32();
        if (j > 0) kept.orInPlace(RoaringBitmap32.andNot(buckets[j - 1], word.exact));
        next.push(kept);
      }
      buckets = next;
    }
    return buckets;
  }

  /**
   * Rank buckets, best first (Algolia's criteria in order, those that apply): typos, then
   * distance when ranking around a point, else the best attribute group matched. Inside a
   * bucket, documents keep the custom-ranking order of their ids.
   */
  private *buckets(result: RoaringBitmap32, resolved: ResolvedWord[], around: boolean): Generator<RoaringBitmap32> {
    if (resolved.length === 0) {
      yield result;
      return;
    }
    const byTypos = this.byTypos(result, resolved);
    if (around) {
      yield* byTypos;
      return;
    }
    const groupMatches: (RoaringBitmap32 | undefined)[] = [];
    const inGroup = (g: number) =>
      (groupMatches[g] ??= orMany(resolved.flatMap((word) => [word.exactByGroup[g], word.typoByGroup[g]].filter((b) => b.size > 0))));
    for (const bucket of byTypos) {
      let rest = bucket;
      for (let g = 0; g < this.groups && rest.size > 0; g++) {
        const inThis = RoaringBitmap32.and(rest, inGroup(g));
        if (inThis.size === 0) continue;
        yield inThis;
        rest = RoaringBitmap32.andNot(rest, inThis);
      }
      if (rest.size > 0) yield rest;
    }
  }

  private pageOf(result: RoaringBitmap32, resolved: ResolvedWord[], around: { lat: number; lng: number } | null, start: number, count: number): number[] {
    if (count <= 0 || start >= result.size) return [];
    if (resolved.length === 0 && !around) return [...result.toUint32Array(start + count).subarray(start)];
    const out: number[] = [];
    let skip = start;
    for (const bucket of this.buckets(result, resolved, around !== null)) {
      const size = bucket.size;
      if (skip >= size) {
        skip -= size;
        continue;
      }
      const need = count - out.length;
      let docs: number[];
      if (around) {
        if (size <= SORT_BY_DISTANCE_LIMIT) {
          const all = [...bucket.toUint32Array()];
          const distance = new Map(all.map((doc) => [doc, this.geo.distance(doc, around.lat, around.lng)]));
          docs = all.sort((a, b) => (distance.get(a) ?? 0) - (distance.get(b) ?? 0) || a - b).slice(skip, skip + need);
        } else {
          const nearest = this.geo.nearest(around.lat, around.lng, skip + need, (doc) => bucket.has(doc));
          // Docs without a point come last, in rank order.
          const rest = skip + need > nearest.length ? [...RoaringBitmap32.andNot(bucket, new RoaringBitmap32(nearest)).toUint32Array(skip + need - nearest.length)] : [];
          docs = [...nearest, ...rest].slice(skip, skip + need);
        }
      } else {
        docs = [...bucket.toUint32Array(skip + need).subarray(skip)];
      }
      out.push(...docs);
      skip = 0;
      if (out.length >= count) break;
    }
    return out;
  }

  private countFacets(result: RoaringBitmap32, isAll: boolean, params: SearchParams): { facets?: SearchResponse['facets']; stats?: SearchResponse['facets_stats'] } {
    if (!params.facets || params.facets.length === 0) return {};
    const names = params.facets.includes('*')
      ? [...this.facets.values()].filter((field) => !field.filterOnly).map((field) => field.attribute)
      : params.facets;
    const maxValues = params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET;
    const alpha = params.sortFacetValuesBy === 'alpha';
    let docs: Uint32Array | null = null;
    const facets: Record<string, Record<string, number>> = {};
    const stats: NonNullable<SearchResponse['facets_stats']> = {};
    for (const name of names) {
      const numeric = this.numeric.get(name);
      if (numeric) {
        docs ??= result.toUint32Array();
        let min = Infinity;
        let max = -Infinity;
        let sum = 0;
        let n = 0;
        for (const doc of docs) {
          const value = numeric.values[doc];
          if (Number.isNaN(value)) continue;
          min = Math.min(min, value);
          max = Math.max(max, value);
          sum += value;
          n++;
        }
        if (n > 0) stats[name] = { min, max, avg: sum / n, sum };
      }
      const field = this.facets.get(name);
      if (!field || field.filterOnly) continue; // Algolia ignores facets it does not know
      const counts: [string, number][] = [];
      if (isAll) {
        for (const [value, bitmap] of field.values) if (bitmap.size > 0) counts.push([value, bitmap.size]);
      } else if (result.size < field.values.size * WALK_FACTOR) {
        docs ??= result.toUint32Array();
        const perCombo = new Uint32Array(field.combos.length);
        for (const doc of docs) {
          const combo = field.docCombo[doc];
          if (combo >= 0) perCombo[combo]++;
        }
        const byValue = new Map<string, number>();
        perCombo.forEach((n, combo) => {
          if (n > 0) for (const value of field.combos[combo]) byValue.set(value, (byValue.get(value) ?? 0) + n);
        });
        counts.push(...byValue);
      } else {
        for (const [value, bitmap] of field.values) {
          const n = bitmap.andCardinality(result);
          if (n > 0) counts.push([value, n]);
        }
      }
      counts.sort(alpha ? (a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0) : (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      facets[name] = Object.fromEntries(counts.slice(0, maxValues));
    }
    return { facets, stats: Object.keys(stats).length > 0 ? stats : undefined };
  }

  private hit(doc: number, params: SearchParams, matches: QueryMatches, tags: HighlightTags): Record<string, unknown> {
    const record = this.docs[doc] as R & Record<string, unknown>;
    const hit = project(record, params.attributesToRetrieve ?? '*', this.unretrievable);
    hit.objectID = record.objectID;
    const highlight = params.attributesToHighlight === '*' ? Object.keys(record).filter((key) => !this.unretrievable.has(key)) : params.attributesToHighlight ?? this.settings.attributesToHighlight;
    if (highlight.length > 0) {
      hit._highlightResult = resultTree(record, highlight.filter((path) => !this.unretrievable.has(split(path)[0])), (_path, text) => highlightText(text, matches, tags));
    }
    const snippets = params.attributesToSnippet === '*' ? Object.keys(record).filter((key) => !this.unretrievable.has(key)) : params.attributesToSnippet ?? [];
    if (snippets.length > 0) {
      const sizes = new Map(snippets.map((entry) => {
        const [path, size] = entry.split(':');
        return [path, size ? Number(size) : DEFAULT_SNIPPET_WORDS] as const;
      }));
      for (const size of sizes.values()) if (!Number.isInteger(size) || size < 1) throw new SearchRequestError('attributesToSnippet: expected attribute or attribute:wordCount');
      hit._snippetResult = resultTree(record, [...sizes.keys()].filter((path) => !this.unretrievable.has(split(path)[0])), (path, text) => snippetText(text, sizes.get(path) ?? DEFAULT_SNIPPET_WORDS, matches, tags));
    }
    return hit;
  }

  search(params: SearchParams, paramsString: string): SearchResponse {
    const started = performance.now();
    const { result, isAll, resolved, matches, around } = this.match(params);
    const nbHits = result.size;
    const hitsPerPage = params.hitsPerPage ?? SEARCH_HITS_PER_PAGE;
    const page = params.page ?? 0;
    const start = params.offset ?? page * hitsPerPage;
    const count = params.length ?? hitsPerPage;
    const end = Math.min(start + count, PAGINATION_LIMIT);
    const docs = this.pageOf(result, resolved, around, start, end - start);
    const tags: HighlightTags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>', ellipsis: params.snippetEllipsisText ?? '…' };
    const hits = docs.map((doc) => this.hit(doc, params, matches, tags));
    const { facets, stats } = this.countFacets(result, isAll, params);
    const response: SearchResponse = {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, PAGINATION_LIMIT) / hitsPerPage) : 0,
      hitsPerPage,
      ...(params.offset !== undefined || params.length !== undefined ? { offset: start, length: count } : {}),
      ...(facets ? { facets } : {}),
      ...(stats ? { facets_stats: stats } : {}),
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { facetsCount: true, nbHits: true, typo: true },
      query: params.query ?? '',
      params: paramsString,
      index: this.name,
      ...(around ? { aroundLatLng: `${around.lat},${around.lng}` } : {}),
      processingTimeMS: 0,
    };
    response.processingTimeMS = roundMs(performance.now() - started);
    if (params.responseFields && params.responseFields !== '*') {
      const keep = new Set(params.responseFields);
      for (const key of Object.keys(response)) if (!keep.has(key)) delete response[key];
    }
    return response;
  }

  /** Facet values of `facet` containing words starting with `facetQuery`, counted over the search's results. */
  searchFacetValues(facet: string, params: SearchParams): FacetSearchResponse {
    const started = performance.now();
    const field = this.facets.get(facet);
    if (!field || field.filterOnly) throw new SearchRequestError(`Cannot search in '${facet}': it is not a facet`);
    const { result, isAll } = this.match(params);
    const wanted = words(params.facetQuery ?? '');
    const pre = params.highlightPreTag ?? '<em>';
    const post = params.highlightPostTag ?? '</em>';
    const hits: FacetSearchResponse['facetHits'] = [];
    for (const [value, bitmap] of field.values) {
      const valueTokens = tokens(value);
      const lit = new Map<number, number>();
      const ok = wanted.every((word) => {
        const token = valueTokens.find((t) => t.folded.startsWith(word));
        if (token) lit.set(token.start, Math.max(lit.get(token.start) ?? 0, token.folded.length === token.end - token.start ? word.length : token.end - token.start));
        return token !== undefined;
      });
      if (!ok) continue;
      const n = isAll ? bitmap.size : bitmap.andCardinality(result);
      if (n === 0) continue;
      let highlighted = '';
      let cursor = 0;
      for (const [at, length] of [...lit].sort((a, b) => a[0] - b[0])) {
        highlighted += value.slice(cursor, at) + pre + value.slice(at, at + length) + post;
        cursor = at + length;
      }
      hits.push({ value, highlighted: highlighted + value.slice(cursor), count: n });
    }
    hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    return {
      facetHits: hits.slice(0, params.maxFacetHits ?? DEFAULT_MAX_FACET_HITS),
      exhaustiveFacetsCount: true,
      exhaustive: { facetsCount: true },
      processingTimeMS: roundMs(performance.now() - started),
    };
  }

  /** GET /1/indexes/{index}/{objectID}: the stored record, without the unretrievable attributes. */
  retrieve(objectID: string, attributes: readonly string[] | '*'): Record<string, unknown> | undefined {
    const record = this.get(objectID) as (R & Record<string, unknown>) | undefined;
    if (!record) return undefined;
    return { ...project(record, attributes, this.unretrievable), objectID: record.objectID };
  }
}

export function parseLatLng(text: string): { lat: number; lng: number } {
  const [lat, lng] = text.split(',').map((part) => Number(part.trim()));
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) throw new SearchRequestError('aroundLatLng: expected "lat, lng"');
  return { lat, lng };
}

