import { RoaringBitmap32 } from 'roaring';

/** Set algebra over Roaring bitmaps and the growable typed arrays of the index. */

export function orMany(bitmaps: readonly RoaringBitmap32[]): RoaringBitmap32 {
  if (bitmaps.length === 0) return new RoaringBitmap32();
  if (bitmaps.length === 1) return bitmaps[0].clone();
  return RoaringBitmap32.orMany(bitmaps as RoaringBitmap32[]);
}

export function andAll(bitmaps: readonly RoaringBitmap32[]): RoaringBitmap32 {
  const sorted = [...bitmaps].sort((a, b) => a.size - b.size);
  const out = sorted[0].clone();
  for (let i = 1; i < sorted.length && out.size > 0; i++) out.andInPlace(sorted[i]);
  return out;
}

/** Calls `each` with the docs of every group (a counting sort of `groupOf`: doc → group, -1 none). */
export function groupDocs(groupOf: Int32Array, groups: number, each: (group: number, docs: Uint32Array) => void): void {
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

export function grow<T extends Int32Array | Float64Array>(array: T, capacity: number, fill: number): T {
  if (capacity <= array.length) return array;
  const size = Math.max(capacity, Math.ceil(array.length * 1.5), 64);
  const next = new (array.constructor as new (n: number) => T)(size);
  next.fill(fill);
  next.set(array);
  return next;
}
