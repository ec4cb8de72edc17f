import { performance } from 'node:perf_hooks';
import { SEARCH_HITS_PER_PAGE, SEARCH_PAGINATION_LIMIT, type SearchParams } from '@sam/contracts';
import { countFacets } from '../facets/counts';
import { searchFacetValues } from '../facets/facet-search';
import type { HighlightTags } from '../highlight/highlight';
import { project } from '../paths';
import { roundMs, type FacetSearchResponse, type IndexInfo, type SearchResponse } from '../protocol/responses';
import { renderHit } from '../query/hits';
import { matchQuery } from '../query/match';
import { optionalBuckets, parseOptionalFilters } from '../query/optional-filters';
import { pageOf } from '../query/ranking';
import { WordResolver } from '../query/words';
import type { IndexSettings } from '../settings';
import { buildStore } from './build';
import { IndexStore, type BaseRecord } from './store';
import { deleteRecords, saveRecords } from './writes';

/** Algolia caps pagination at 1,000 hits (paginationLimitedTo): the portal says so under its pages. */
const PAGINATION_LIMIT = SEARCH_PAGINATION_LIMIT;
/** Up to this many records, a write renumbers the whole index in custom-ranking order (well under a millisecond per hundred). */
const RERANK_LIMIT = 5000;
/**
 * Renumbering on the write path may take this share of each second; past it (a burst of writes
 * under load: each renumbering of a few thousand records costs tens of milliseconds, and a process
 * that did one per write spent most of its time there), writes go in place and one renumbering
 * follows within RERANK_DEFER_MS, so a record is found at once and takes its rank soon after.
 */
const RERANK_BUDGET_MS_PER_SECOND = 150;
const RERANK_DEFER_MS = 1000;

/**
 * One index of the embedded engine (docs/decisions/0005-search-engine.md): built whole, then
 * written record by record, and searched with Algolia's parameters and answers.
 */
export class SearchIndex<R extends BaseRecord> {
  private readonly store: IndexStore<R>;
  private readonly words: WordResolver;
  private createdAt = new Date().toISOString();
  private updatedAt = this.createdAt;
  private buildTimeMs = 0;
  /** Renumbering time spent on the write path in the current one-second window. */
  private rerankWindow = { startedAt: 0, spentMs: 0 };
  private deferredRerank: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly name: string,
    settings: IndexSettings<R>,
    /** Up to this many records a write renumbers the index (see save). */
    private readonly rerankLimit = RERANK_LIMIT,
    /** Renumbering time the write path may take per second (see save). */
    private readonly rerankBudgetMs = RERANK_BUDGET_MS_PER_SECOND,
  ) {
    this.store = new IndexStore(settings);
    this.words = new WordResolver(this.store);
  }

  info(): IndexInfo {
    return { name: this.name, entries: this.store.live.size, createdAt: this.createdAt, updatedAt: this.updatedAt, buildTimeMs: this.buildTimeMs };
  }

  // --- writing ----------------------------------------------------------------------------

  /**
   * Replaces the whole content; documents are numbered in custom-ranking order. `startedAt`
   * (performance.now()) dates the start of the whole build, database reads included.
   */
  build(records: R[], startedAt = performance.now()): void {
    this.cancelDeferredRerank();
    this.store.clear();
    this.words.clear();
    buildStore(this.store, records);
    this.createdAt = new Date().toISOString();
    this.updatedAt = this.createdAt;
    this.buildTimeMs = Math.round(performance.now() - startedAt);
  }

  get(objectID: string): R | undefined {
    const doc = this.store.ids.get(objectID);
    return doc === undefined ? undefined : this.store.docs[doc];
  }

  /**
   * Adds or replaces records. Replacements that keep their ranking key are written in place (their
   * rank is unchanged, so the result is exact and a write costs no rebuild). Otherwise a small index
   * (the agenda, the ads…) is renumbered, so a new or re-dated record takes its custom-ranking place
   * at once; in a large one a replaced record keeps its rank position and a new one ranks last until
   * the next build. A small index past its renumbering budget (RERANK_BUDGET_MS_PER_SECOND) is
   * written in place too and renumbered once within RERANK_DEFER_MS.
   */
  save(records: readonly R[]): void {
    if (records.length === 0) return;
    const reranks = !records.every((record) => this.keepsRank(record)) && this.store.live.size + records.length <= this.rerankLimit;
    if (reranks && this.deferredRerank === null && this.withinRerankBudget()) {
      this.renumber(records);
    } else {
      saveRecords(this.store, records);
      if (reranks) this.deferRerank();
    }
    this.touched();
  }

  /** Rebuilds the store in custom-ranking order from its live records and `records` (added or replacing). */
  private renumber(records: readonly R[] = []): void {
    const startedAt = performance.now();
    const byId = new Map<string, R>();
    for (const doc of this.store.live) byId.set(this.store.docs[doc]!.objectID, this.store.docs[doc]!);
    for (const record of records) byId.set(record.objectID, record);
    this.store.clear();
    buildStore(this.store, [...byId.values()]);
    this.rerankWindow.spentMs += performance.now() - startedAt;
  }

  private withinRerankBudget(): boolean {
    const now = performance.now();
    if (now - this.rerankWindow.startedAt >= 1000) this.rerankWindow = { startedAt: now, spentMs: 0 };
    return this.rerankWindow.spentMs < this.rerankBudgetMs;
  }

  private deferRerank(): void {
    if (this.deferredRerank !== null) return;
    this.deferredRerank = setTimeout(() => {
      this.deferredRerank = null;
      this.renumber();
      this.touched();
    }, RERANK_DEFER_MS);
    this.deferredRerank.unref?.();
  }

  private cancelDeferredRerank(): void {
    if (this.deferredRerank !== null) clearTimeout(this.deferredRerank);
    this.deferredRerank = null;
  }

  /** True when `record` replaces a stored one with the same ranking key (its place stays right). */
  private keepsRank(record: R): boolean {
    const stored = this.get(record.objectID);
    return stored !== undefined && this.store.settings.sortKey(stored) === this.store.settings.sortKey(record);
  }

  delete(objectIDs: readonly string[]): void {
    if (deleteRecords(this.store, objectIDs)) this.touched();
  }

  private touched(): void {
    this.words.clear();
    this.updatedAt = new Date().toISOString();
  }

  // --- reading ------------------------------------------------------------------------------

  search(params: SearchParams, paramsString: string): SearchResponse {
    const started = performance.now();
    const { result, isAll, resolved, matches, around } = matchQuery(this.store, this.words, params);
    const nbHits = result.size;
    const hitsPerPage = params.hitsPerPage ?? SEARCH_HITS_PER_PAGE;
    const page = params.page ?? 0;
    const start = params.offset ?? page * hitsPerPage;
    const count = params.length ?? hitsPerPage;
    const end = Math.min(start + count, PAGINATION_LIMIT);
    const optionalFilters = params.optionalFilters === undefined ? [] : parseOptionalFilters(params.optionalFilters);
    // Distance orders a ranked-around result whole (Algolia's geo criterion comes first).
    const optional = end > start && !around ? optionalBuckets(this.store, optionalFilters, result) : null;
    const docs = pageOf(this.store, result, resolved, around, start, end - start, optional);
    const tags: HighlightTags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>', ellipsis: params.snippetEllipsisText ?? '…' };
    const hits = docs.map((doc) => renderHit(this.store, doc, params, matches, tags));
    const { facets, stats } = countFacets(this.store, result, isAll, params);
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
    return searchFacetValues(this.store, this.words, facet, params);
  }

  /** GET /1/indexes/{index}/{objectID}: the stored record, without the unretrievable attributes. */
  retrieve(objectID: string, attributes: readonly string[] | '*'): Record<string, unknown> | undefined {
    const record = this.get(objectID) as (R & Record<string, unknown>) | undefined;
    if (!record) return undefined;
    return { ...project(record, attributes, this.store.unretrievable), objectID: record.objectID };
  }
}
