import type { RoaringBitmap32 } from 'roaring';
import type { SearchParams } from '@sam/contracts';
import type { BaseRecord, IndexStore } from '../engine/store';
import type { SearchResponse } from '../protocol/responses';

/** Algolia's default number of values per facet (maxValuesPerFacet). */
export const DEFAULT_MAX_VALUES_PER_FACET = 100;
/** Walking the docs of a result beats one bitmap intersection per facet value below values × this. */
const WALK_FACTOR = 50;

const byValue = (a: [string, number], b: [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/**
 * `facets` and `facets_stats` of a result: counts of the asked facets (most frequent first, or by
 * name), and min/max/avg/sum of the asked numeric attributes.
 */
export function countFacets<R extends BaseRecord>(
  store: IndexStore<R>,
  result: RoaringBitmap32,
  isAll: boolean,
  params: SearchParams,
): { facets?: SearchResponse['facets']; stats?: SearchResponse['facets_stats'] } {
  if (!params.facets || params.facets.length === 0) return {};
  const names = params.facets.includes('*')
    ? [...store.facets.values()].filter((field) => !field.filterOnly).map((field) => field.attribute)
    : params.facets;
  const maxValues = params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET;
  const alpha = params.sortFacetValuesBy === 'alpha';
  let docs: Uint32Array | null = null;
  const facets: Record<string, Record<string, number>> = {};
  const stats: NonNullable<SearchResponse['facets_stats']> = {};
  for (const name of names) {
    const numeric = store.numeric.get(name);
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
    const field = store.facets.get(name);
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
      const byCombo = new Map<string, number>();
      perCombo.forEach((n, combo) => {
        if (n > 0) for (const value of field.combos[combo]) byCombo.set(value, (byCombo.get(value) ?? 0) + n);
      });
      counts.push(...byCombo);
    } else {
      for (const [value, bitmap] of field.values) {
        const n = bitmap.andCardinality(result);
        if (n > 0) counts.push([value, n]);
      }
    }
    counts.sort(alpha ? byValue : (a, b) => b[1] - a[1] || byValue(a, b));
    facets[name] = Object.fromEntries(counts.slice(0, maxValues));
  }
  return { facets, stats: Object.keys(stats).length > 0 ? stats : undefined };
}
