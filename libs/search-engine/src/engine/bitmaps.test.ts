import { RoaringBitmap32 } from 'roaring';
import { andAll, groupDocs, grow, orMany } from './bitmaps';

describe('bitmap helpers', () => {
  it('intersect and unite without touching their inputs', () => {
    const a = new RoaringBitmap32([1, 2, 3, 4]);
    const b = new RoaringBitmap32([2, 4, 6]);
    expect(andAll([a, b]).toArray()).toEqual([2, 4]);
    expect(orMany([a, b]).toArray()).toEqual([1, 2, 3, 4, 6]);
    expect(orMany([]).size).toBe(0);
    orMany([a]).add(99);
    expect(a.toArray()).toEqual([1, 2, 3, 4]);
  });

  it('group docs by their group id, skipping -1', () => {
    const groups: [number, number[]][] = [];
    groupDocs(Int32Array.from([1, -1, 0, 1, 2, -1, 0]), 4, (group, docs) => groups.push([group, [...docs]]));
    expect(groups).toEqual([
      [0, [2, 6]],
      [1, [0, 3]],
      [2, [4]],
    ]);
  });

  it('grow typed arrays, filling the new room', () => {
    const small = Int32Array.from([5, 6]);
    expect(grow(small, 2, -1)).toBe(small);
    const grown = grow(small, 3, -1);
    expect(grown.length).toBe(64);
    expect([...grown.subarray(0, 4)]).toEqual([5, 6, -1, -1]);
    expect(Number.isNaN(grow(new Float64Array(0), 1, Number.NaN)[10])).toBe(true);
  });
});
