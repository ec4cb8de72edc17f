import pointInPolygon from 'point-in-polygon-hao';
import { GeoIndex } from './geo-index';

/** A jagged star around (50.5, 4.5): many vertices, concave, as commune outlines are. */
function star(points: number, wobble: (i: number) => number): number[] {
  const flat: number[] = [];
  for (let i = 0; i < points; i++) {
    const angle = (2 * Math.PI * i) / points;
    const radius = 0.05 + 0.03 * wobble(i);
    flat.push(50.5 + radius * Math.sin(angle), 4.5 + radius * Math.cos(angle));
  }
  return flat;
}

describe('GeoIndex.withinPolygon', () => {
  it('agrees with the exact point-in-polygon test on every point, edges and vertices included', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const flat = star(300, (i) => (i % 2 === 0 ? 1 : random()));
    const ring: number[][] = [];
    for (let i = 0; i < flat.length; i += 2) ring.push([flat[i + 1], flat[i]]);
    ring.push(ring[0]);

    const index = new GeoIndex();
    const points: [number, number][] = [];
    for (let i = 0; i < 20_000; i++) points.push([50.4 + random() * 0.2, 4.4 + random() * 0.2]);
    // Vertices and edge midpoints are on the outline: inside by Algolia's rule.
    for (let i = 0; i + 3 < flat.length; i += 2) points.push([flat[i], flat[i + 1]], [(flat[i] + flat[i + 2]) / 2, (flat[i + 1] + flat[i + 3]) / 2]);
    points.forEach(([lat, lng], doc) => index.load(doc, lat, lng));
    index.pack();

    const expected = points.flatMap(([lat, lng], doc) => (pointInPolygon([lng, lat], [ring]) !== false ? [doc] : []));
    expect(expected.length).toBeGreaterThan(1000);
    expect(index.withinPolygon(flat).sort((a, b) => a - b)).toEqual(expected);
    // The second time the cached outline answers the same.
    expect(index.withinPolygon(flat).sort((a, b) => a - b)).toEqual(expected);
  });
});

describe('GeoIndex writes', () => {
  it('finds moved, added and removed points before and after repacking', () => {
    const index = new GeoIndex();
    index.load(0, 50.85, 4.35);
    index.load(1, 50.47, 4.87);
    index.pack();
    index.set(0, { lat: 50.63, lng: 5.57 }); // moved to Liège: its packed point is stale
    index.set(2, { lat: 50.86, lng: 4.36 }); // new, in the overflow list
    index.set(1, null); // removed
    const brussels = () => index.withinBox(50.8, 4.3, 50.9, 4.4);
    expect(brussels()).toEqual([2]);
    expect(index.withinRadius(50.63, 5.57, 1000)).toEqual([0]);
    expect(index.distance(1, 50, 4)).toBe(Number.POSITIVE_INFINITY);
    expect(index.nearest(50.85, 4.35, 5, () => true)).toEqual([2, 0]);
    expect(index.nearest(50.85, 4.35, 5, (doc) => doc !== 2)).toEqual([0]);
    index.pack();
    expect(brussels()).toEqual([2]);
    expect(index.nearest(50.85, 4.35, 1, () => true)).toEqual([2]);
  });
});
