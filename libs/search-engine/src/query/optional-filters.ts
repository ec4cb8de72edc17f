import { RoaringBitmap32 } from 'roaring';
import type { SearchParams } from '@sam/contracts';
import type { BaseRecord, IndexStore } from '../engine/store';
import { evaluateFilter } from '../filters/evaluate';
import { parseFacetFilter, type FilterNode } from '../filters/parse';
import { SearchRequestError } from '../protocol/errors';

/**
 * Algolia's `optionalFilters`: facet filters that do not narrow the result but rank the docs
 * matching them first (the 'filters' criterion, after typos and distance, before the attribute
 * matched and custom ranking). Each entry is 'attr:value' (or '-attr:value', 'attr:-value': docs
 * without the value score), optionally followed by '<score=N>' (default 1); an OR-array scores
 * the best of its alternatives (Algolia's default, sumOrFiltersScores false); a doc's score is the
 * sum over entries.
 */

export interface OptionalFilter {
  node: FilterNode;
  score: number;
}

/** Entries of one request at most: each costs a walk over its matching docs. */
export const MAX_OPTIONAL_FILTERS = 50;
const SCORE = /<score=(\d{1,4})>\s*$/;

function parseEntry(entry: string): OptionalFilter {
  const match = SCORE.exec(entry);
  const text = match ? entry.slice(0, match.index) : entry;
  return { node: parseFacetFilter(text.trim()), score: match ? Number(match[1]) : 1 };
}

/** The AND-list of OR-groups of `optionalFilters` (a lone string is one entry). */
export function parseOptionalFilters(list: NonNullable<SearchParams['optionalFilters']>): OptionalFilter[][] {
  const entries = typeof list === 'string' ? (list.trim() === '' ? [] : [list]) : list;
  const groups = entries.map((entry) => (typeof entry === 'string' ? [parseEntry(entry)] : entry.map(parseEntry))).filter((group) => group.length > 0);
  if (groups.flat().length > MAX_OPTIONAL_FILTERS) throw new SearchRequestError(`optionalFilters: at most ${MAX_OPTIONAL_FILTERS} filters`);
  return groups;
}

/**
 * The result split by optional-filter score, best first (each bucket keeps the custom-ranking
 * order of its ids); null when no entry matches anything, so ranking goes on as without them.
 */
export function optionalBuckets<R extends BaseRecord>(store: IndexStore<R>, groups: OptionalFilter[][], result: RoaringBitmap32): RoaringBitmap32[] | null {
  if (groups.length === 0 || result.size === 0) return null;
  // Per group, the docs of each score (a doc takes the score of the best alternative it matches).
  const scored = groups.map((group) => {
    const seen = new RoaringBitmap32();
    const out: { docs: RoaringBitmap32; score: number }[] = [];
    for (const { node, score } of [...group].sort((a, b) => b.score - a.score)) {
      const matched = evaluateFilter(store, node);
      matched.andInPlace(result);
      matched.andNotInPlace(seen);
      if (matched.size === 0) continue;
      seen.orInPlace(matched);
      if (score > 0) out.push({ docs: matched, score });
    }
    return out;
  });
  const byScore = new Map<number, RoaringBitmap32>();
  const add = (score: number, docs: RoaringBitmap32) => {
    const bucket = byScore.get(score);
    if (bucket) bucket.orInPlace(docs);
    else byScore.set(score, docs);
  };
  if (scored.length === 1) {
    // The usual case (one preference): the buckets are the matched bitmaps themselves.
    for (const { docs, score } of scored[0]) add(score, docs);
  } else {
    const totals = new Map<number, number>();
    for (const part of scored) for (const { docs, score } of part) for (const doc of docs) totals.set(doc, (totals.get(doc) ?? 0) + score);
    const docsOf = new Map<number, number[]>();
    for (const [doc, score] of totals) {
      const docs = docsOf.get(score);
      if (docs) docs.push(doc);
      else docsOf.set(score, [doc]);
    }
    for (const [score, docs] of docsOf) add(score, new RoaringBitmap32(docs));
  }
  if (byScore.size === 0) return null;
  const buckets = [...byScore.entries()].sort((a, b) => b[0] - a[0]).map(([, docs]) => docs);
  const rest = RoaringBitmap32.andNot(result, RoaringBitmap32.orMany(buckets));
  if (rest.size > 0) buckets.push(rest);
  return buckets;
}
