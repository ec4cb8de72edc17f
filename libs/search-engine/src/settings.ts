/**
 * How an index is configured, in Algolia's own vocabulary (the same settings can be sent to hosted
 * Algolia with setSettings), plus the one thing Algolia does not need: the sort key.
 */
export interface IndexSettings<R> {
  /** Priority order; names joined by commas share a rank (Algolia syntax). */
  searchableAttributes: string[];
  /** 'filterOnly(x)': filterable, but no counts are returned for it. */
  attributesForFaceting: string[];
  /** Attributes usable in numeric filters and facets_stats. */
  numericAttributesForFiltering: string[];
  unretrievableAttributes: string[];
  /**
   * Highlighted when a query does not say (Algolia's default is every searchable attribute:
   * 100 map hits would weigh 400 kB). What result cards show.
   */
  attributesToHighlight: string[];
  /** Tie-break after text relevance, and the order of an empty query. */
  customRanking: string[];
  /** The same order for the embedded engine: records sort by this key (then by objectID). */
  sortKey(record: R): string;
}

/** 'filterOnly(x)' → { attribute: 'x', filterOnly: true }. */
export function facetAttribute(entry: string): { attribute: string; filterOnly: boolean } {
  const match = /^(filterOnly|searchable|afterDistinct)\((.+)\)$/.exec(entry);
  if (!match) return { attribute: entry, filterOnly: false };
  return { attribute: match[2], filterOnly: match[1] === 'filterOnly' };
}

/** Searchable attributes as ranked groups of paths ('unordered(x)' is x). */
export function searchableGroups(entries: readonly string[]): string[][] {
  return entries.map((entry) => entry.split(',').map((name) => name.trim().replace(/^unordered\((.+)\)$/, '$1')));
}
