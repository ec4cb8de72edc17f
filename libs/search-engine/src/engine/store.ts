import { RoaringBitmap32 } from 'roaring';
import type { Geoloc } from '@sam/contracts';
import { GeoIndex } from '../geo/geo-index';
import { split } from '../paths';
import { facetAttribute, searchableGroups, type IndexSettings } from '../settings';
import { Vocabulary } from '../text/vocabulary';

/**
 * What one index holds (docs/decisions/0005-search-engine.md). Documents get dense integer ids
 * (in custom-ranking order at build time) so that every posting list, facet value and filter is
 * a Roaring bitmap; a query is bitmap algebra, and only the page of hits is turned back into
 * objects.
 */

export interface BaseRecord {
  objectID: string;
  _geoloc?: Geoloc;
}

/** Searchable attributes of one rank (a comma group of searchableAttributes). */
export interface TextGroup {
  paths: string[];
  parts: string[][];
  /** word id → docs with the word in one of the group's attributes. */
  postings: Map<number, RoaringBitmap32>;
}

export interface FacetField {
  attribute: string;
  parts: string[];
  filterOnly: boolean;
  values: Map<string, RoaringBitmap32>;
  /** Each doc points at its set of values ("combo"); -1 for none. Counting small results walks these. */
  docCombo: Int32Array;
  combos: string[][];
  comboIds: Map<string, number>;
}

export interface NumericField {
  attribute: string;
  parts: string[];
  values: Float64Array;
}

export class IndexStore<R extends BaseRecord> {
  readonly docs: (R | undefined)[] = [];
  readonly ids = new Map<string, number>();
  readonly live = new RoaringBitmap32();
  vocabulary = new Vocabulary();
  readonly textGroups: TextGroup[];
  readonly facets = new Map<string, FacetField>();
  readonly numeric = new Map<string, NumericField>();
  readonly geo = new GeoIndex();
  readonly unretrievable: Set<string>;
  readonly searchablePaths: string[];

  constructor(readonly settings: IndexSettings<R>) {
    const groups = searchableGroups(settings.searchableAttributes);
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

  /** Empties every structure (a full build starts from nothing). */
  clear(): void {
    this.docs.length = 0;
    this.ids.clear();
    this.live.clear();
    this.vocabulary = new Vocabulary();
    for (const group of this.textGroups) group.postings.clear();
    for (const field of this.facets.values()) {
      field.values.clear();
      field.combos = [];
      field.comboIds.clear();
    }
  }

  /** The id of a doc's set of values of a facet (added on first sight). */
  comboOf(field: FacetField, values: string[]): number {
    const key = values.join('\u0000');
    let id = field.comboIds.get(key);
    if (id === undefined) {
      id = field.combos.length;
      field.combos.push(values);
      field.comboIds.set(key, id);
    }
    return id;
  }
}
