import { RoaringBitmap32 } from 'roaring';
import { orMany } from '../engine/bitmaps';
import type { BaseRecord, IndexStore } from '../engine/store';
import type { LatLng } from '../geo/geo-filter';
import type { ResolvedWord } from './words';

/** Above this many docs in a rank bucket, distance order comes from the spatial index. */
const SORT_BY_DISTANCE_LIMIT = 5000;

/** Splits the result by number of words matched only through a typo (0, 1, 2, …). */
function byTypos(result: RoaringBitmap32, resolved: ResolvedWord[]): RoaringBitmap32[] {
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

/** Splits a bucket by optional-filter score, best first (the whole bucket when there are none). */
function* byOptional(bucket: RoaringBitmap32, optional: RoaringBitmap32[] | null): Generator<RoaringBitmap32> {
  if (!optional) {
    yield bucket;
    return;
  }
  for (const scored of optional) {
    const inThis = RoaringBitmap32.and(bucket, scored);
    if (inThis.size > 0) yield inThis;
  }
}

/**
 * Rank buckets, best first (Algolia's criteria in order, those that apply): typos, then
 * distance when ranking around a point (it orders the whole typo bucket, as Algolia's geo
 * criterion comes before the others), else optional filters, then the best attribute group
 * matched. Inside a bucket, documents keep the custom-ranking order of their ids.
 */
function* buckets(groups: number, result: RoaringBitmap32, resolved: ResolvedWord[], around: boolean, optional: RoaringBitmap32[] | null): Generator<RoaringBitmap32> {
  if (resolved.length === 0) {
    yield* around ? [result] : byOptional(result, optional);
    return;
  }
  const typoBuckets = byTypos(result, resolved);
  if (around) {
    yield* typoBuckets;
    return;
  }
  const groupMatches: (RoaringBitmap32 | undefined)[] = [];
  const inGroup = (g: number) =>
    (groupMatches[g] ??= orMany(resolved.flatMap((word) => [word.exactByGroup[g], word.typoByGroup[g]].filter((b) => b.size > 0))));
  for (const bucket of typoBuckets.flatMap((typoBucket) => [...byOptional(typoBucket, optional)])) {
    let rest = bucket;
    for (let g = 0; g < groups && rest.size > 0; g++) {
      const inThis = RoaringBitmap32.and(rest, inGroup(g));
      if (inThis.size === 0) continue;
      yield inThis;
      rest = RoaringBitmap32.andNot(rest, inThis);
    }
    if (rest.size > 0) yield rest;
  }
}

/**
 * The docs ranked `start` to `start + count` of the result, in rank order. `optional`: the
 * result split by optional-filter score, best first (optional-filters.ts), or null.
 */
export function pageOf<R extends BaseRecord>(
  store: IndexStore<R>,
  result: RoaringBitmap32,
  resolved: ResolvedWord[],
  around: LatLng | null,
  start: number,
  count: number,
  optional: RoaringBitmap32[] | null = null,
): number[] {
  if (count <= 0 || start >= result.size) return [];
  if (resolved.length === 0 && !around && !optional) return [...result.toUint32Array(start + count).subarray(start)];
  const { geo } = store;
  const out: number[] = [];
  let skip = start;
  for (const bucket of buckets(store.textGroups.length, result, resolved, around !== null, optional)) {
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
        const distance = new Map(all.map((doc) => [doc, geo.distance(doc, around.lat, around.lng)]));
        docs = all.sort((a, b) => (distance.get(a) ?? 0) - (distance.get(b) ?? 0) || a - b).slice(skip, skip + need);
      } else {
        const nearest = geo.nearest(around.lat, around.lng, skip + need, (doc) => bucket.has(doc));
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
