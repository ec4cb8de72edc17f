import { readFileSync } from 'node:fs';
import path from 'node:path';
import { douglasPeucker, labelPoint, simplifyFeatures, type SimplifiableFeature } from './simplify';

const geo = (name: string) => JSON.parse(readFileSync(path.join(__dirname, '../../../assets/geo', `${name}.geojson`), 'utf8')) as { features: SimplifiableFeature[] };
const square = (x: number, y: number, size: number) => [[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]];
const feature = (id: string, coordinates: number[][][]): SimplifiableFeature => ({ type: 'Feature', properties: { id, name_fr: id, name_nl: id }, geometry: { type: 'Polygon', coordinates } });
const rings = (f: SimplifiableFeature) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : []).flat();
const keys = (ring: number[][]) => new Set(ring.map((p) => p.join(',')));

describe('douglasPeucker', () => {
  it('drops the points closer to the line than the tolerance and keeps the ends', () => {
    // 0.001° of latitude is about 111 m.
    const line = [[4, 50], [4.01, 50.0005], [4.02, 50], [4.03, 50.01], [4.04, 50]];
    expect(douglasPeucker(line, 100)).toEqual([[4, 50], [4.02, 50], [4.03, 50.01], [4.04, 50]]);
    expect(douglasPeucker(line, 50)).toEqual(line);
    expect(douglasPeucker(line, 5000)).toEqual([[4, 50], [4.04, 50]]);
  });
});

describe('simplifyFeatures', () => {
  it('simplifies a border shared by two neighbours the same way on both sides', () => {
    // Two squares sharing a border at x ≈ 4.1: a 30 m zigzag on a 700 m bulge, walked in opposite directions.
    const border = Array.from({ length: 39 }, (_, i) => [4.1 + 0.01 * Math.sin((Math.PI * (i + 1)) / 40) + (i % 2 ? 0.0004 : -0.0004), 50 + (i + 1) * 0.0025]);
    const left = feature('A', [[[4, 50], [4.1, 50], ...border, [4.1, 50.1], [4, 50.1], [4, 50]]]);
    const right = feature('B', [[[4.1, 50], [4.2, 50], [4.2, 50.1], [4.1, 50.1], ...[...border].reverse(), [4.1, 50]]]);
    const [a, b] = simplifyFeatures([left, right], { tolerance: 100, decimals: 5 });
    const onBorder = (f: SimplifiableFeature) => rings(f)[0].filter(([x]) => x > 4.05 && x < 4.15).map((p) => p.join(','));
    const fromA = [...new Set(onBorder(a))];
    const fromB = [...new Set(onBorder(b))];
    // The same vertices on both sides, and far fewer than the 39 of the zigzag.
    expect(new Set(fromA)).toEqual(new Set(fromB));
    expect(fromA.length).toBeGreaterThan(3);
    expect(fromA.length).toBeLessThan(15);
  });

  it('keeps every area of the real layers, closed, with far fewer vertices, and borders in common', () => {
    const communes = geo('communes').features;
    const count = (features: SimplifiableFeature[]) => features.flatMap(rings).reduce((n, ring) => n + ring.length, 0);
    const simplified = simplifyFeatures(communes, { tolerance: 300, decimals: 3, minArea: 50_000 });
    expect(simplified).toHaveLength(581);
    expect(count(simplified)).toBeLessThan(count(communes) / 3);
    for (const ring of simplified.flatMap(rings)) {
      expect(ring.length).toBeGreaterThanOrEqual(4);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
    }
    // Ixelles (21009) and Brussels (21004) still meet along a common border, not just at points.
    const vertices = (id: string) => keys(rings(simplified.find((f) => f.properties.id === id)!).flat());
    const ixelles = vertices('21009');
    expect([...vertices('21004')].filter((k) => ixelles.has(k)).length).toBeGreaterThanOrEqual(3);
  });

  it('drops parts smaller than minArea but never a whole area', () => {
    const islands = { ...feature('C', []), geometry: { type: 'MultiPolygon' as const, coordinates: [[square(4, 50, 0.0001)], [square(5, 50, 0.00005)]] } };
    const [kept] = simplifyFeatures([islands], { tolerance: 300, decimals: 5, minArea: 1_000_000 });
    expect(kept.geometry).toEqual({ type: 'Polygon', coordinates: [square(4, 50, 0.0001)] });
  });
});

describe('labelPoint', () => {
  it('puts a name well inside its area, on the largest part', () => {
    // A U shape: its centre is outside, the label must not be.
    const u = feature('U', [[[0, 0], [3, 0], [3, 3], [2, 3], [2, 1], [1, 1], [1, 3], [0, 3], [0, 0]]]);
    const [x, y] = labelPoint(u.geometry);
    expect(y).toBeLessThan(1);
    expect(x).toBeGreaterThan(0.3);
    expect(x).toBeLessThan(2.7);
    const multi = { type: 'MultiPolygon' as const, coordinates: [[square(10, 10, 0.1)], [square(0, 0, 2)]] };
    const [mx, my] = labelPoint(multi);
    // (Degrees of longitude are shorter: the clearance is measured in metres.)
    expect(Math.abs(mx - 1)).toBeLessThan(0.1);
    expect(Math.abs(my - 1)).toBeLessThan(0.4);
  });
});
