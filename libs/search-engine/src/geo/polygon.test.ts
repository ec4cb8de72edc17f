import { polygonArea } from './polygon';

describe('polygonArea', () => {
  // A triangle: (50, 4), (51, 4), (51, 5) as Algolia's flat [lat, lng, …] list.
  const triangle = [50, 4, 51, 4, 51, 5];

  it('gives the bounding box and tests points, edges and vertices inside', () => {
    const area = polygonArea(triangle);
    expect([area.minLat, area.minLng, area.maxLat, area.maxLng]).toEqual([50, 4, 51, 5]);
    expect(area.contains(50.9, 4.1)).toBe(true);
    expect(area.contains(50.1, 4.9)).toBe(false); // in the box, outside the triangle
    expect(area.contains(50.5, 4)).toBe(true); // on an edge
    expect(area.contains(51, 5)).toBe(true); // a vertex
  });

  it('reads an explicitly closed ring like an open one', () => {
    const closed = polygonArea([...triangle, 50, 4]);
    for (const [lat, lng] of [[50.9, 4.1], [50.1, 4.9], [50.5, 4.5], [50.75, 4.6]]) {
      expect(closed.contains(lat, lng)).toBe(polygonArea(triangle).contains(lat, lng));
    }
  });
});
