import { RoaringBitmap32 } from 'roaring';
import { andAll, orMany } from '../engine/bitmaps';
import type { BaseRecord, IndexStore } from '../engine/store';
import { SearchRequestError } from '../protocol/errors';
import type { FilterNode } from './parse';

/** A filter tree → the live docs it accepts. */
export function evaluateFilter<R extends BaseRecord>(store: IndexStore<R>, node: FilterNode): RoaringBitmap32 {
  switch (node.kind) {
    case 'and':
      return andAll(node.children.map((child) => evaluateFilter(store, child)));
    case 'or':
      return orMany(node.children.map((child) => evaluateFilter(store, child)));
    case 'not':
      return RoaringBitmap32.andNot(store.live, evaluateFilter(store, node.child));
    case 'facet': {
      const field = store.facets.get(node.attribute);
      if (field) return field.values.get(node.value)?.clone() ?? new RoaringBitmap32();
      if (store.numeric.has(node.attribute)) {
        const value = Number(node.value);
        if (node.value.trim() === '' || !Number.isFinite(value)) throw new SearchRequestError(`filters: '${node.attribute}' is numeric, '${node.value}' is not a number`);
        return numericMatch(store, node.attribute, (v) => v === value);
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
      return numericMatch(store, node.attribute, test[node.op]);
    }
    case 'range':
      return numericMatch(store, node.attribute, (v) => v >= node.low && v <= node.high);
  }
}

function numericMatch<R extends BaseRecord>(store: IndexStore<R>, attribute: string, test: (value: number) => boolean): RoaringBitmap32 {
  const field = store.numeric.get(attribute);
  if (!field) throw new SearchRequestError(`Cannot filter on '${attribute}': it is not in numericAttributesForFiltering`);
  const out: number[] = [];
  const values = field.values;
  for (let doc = 0; doc < values.length; doc++) {
    const value = values[doc];
    if (!Number.isNaN(value) && test(value)) out.push(doc);
  }
  const bitmap = new RoaringBitmap32(out);
  bitmap.andInPlace(store.live);
  return bitmap;
}
