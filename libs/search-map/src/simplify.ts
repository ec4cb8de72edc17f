/**
 * Build-time simplification of the boundary layers (no geometry library is installed, see
 * docs/decisions/0017-map-boundary-levels.md): Douglas-Peucker per border stretch, so that two
 * neighbours that share a border keep sharing it after simplification (no gaps, no overlaps).
 *
 * A vertex used by several rings is a junction where the set of rings using it changes (triple
 * points, the ends of a shared border, the country border). Junctions are kept; each stretch
 * between two junctions is simplified on its own, always walked in the same direction, so both
 * rings that run along it get the same vertices.
 */
type Position = number[];
type Ring = Position[];
type PolygonCoords = Ring[];

export type SimplifiableGeometry = { type: 'Polygon'; coordinates: PolygonCoords } | { type: 'MultiPolygon'; coordinates: PolygonCoords[] } | { type: 'Point'; coordinates: Position };

export interface SimplifiableFeature {
  type: 'Feature';
  properties: { id: string; name_fr: string; name_nl: string; [key: string]: unknown };
  geometry: SimplifiableGeometry;
}

/** Distances in metres on a local flat projection of Belgium (lon shrunk by cos 50.5°). */
const LON_SCALE = Math.cos((50.5 * Math.PI) / 180);
const METRES_PER_DEGREE = 111_320;

const key = (p: Position) => `${p[0]},${p[1]}`;

/** Squared distance in m² from p to the segment a–b. */
function segmentDistance2(p: Position, a: Position, b: Position): number {
  const ax = a[0] * LON_SCALE,
    ay = a[1],
    bx = b[0] * LON_SCALE - ax,
    by = b[1] - ay,
    px = p[0] * LON_SCALE - ax,
    py = p[1] - ay;
  const length2 = bx * bx + by * by;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / length2));
  const dx = px - t * bx,
    dy = py - t * by;
  return (dx * dx + dy * dy) * METRES_PER_DEGREE * METRES_PER_DEGREE;
}

/** Douglas-Peucker on an open line (both ends kept), iterative. Tolerance in metres. */
export function douglasPeucker(line: Position[], tolerance: number): Position[] {
  if (line.length <= 2) return line.slice();
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const tolerance2 = tolerance * tolerance;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let worst = 0,
      index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(line[i], line[first], line[last]);
      if (d > worst) [worst, index] = [d, i];
    }
    if (index >= 0 && worst > tolerance2) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

const compare = (a: Position, b: Position) => a[0] - b[0] || a[1] - b[1];

/** Rounds to `decimals` and drops repeated points. */
function roundRing(ring: Ring, decimals: number): Ring {
  const f = 10 ** decimals;
  const out: Ring = [];
  for (const p of ring) {
    const q = [Math.round(p[0] * f) / f, Math.round(p[1] * f) / f];
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  return out;
}

function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return Math.abs(sum / 2) * LON_SCALE * METRES_PER_DEGREE * METRES_PER_DEGREE;
}

const polygonsOf = (g: SimplifiableGeometry): PolygonCoords[] => (g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : []);

/**
 * The features of one layer simplified to `tolerance` metres and rounded to `decimals`. Rings that
 * would collapse keep their original shape (at worst a sliver between them and a neighbour, smaller
 * than the tolerance); holes and parts smaller than `minArea` m² are dropped, never a whole feature.
 */
export function simplifyFeatures<F extends SimplifiableFeature>(features: F[], { tolerance, decimals, minArea = 0 }: { tolerance: number; decimals: number; minArea?: number }): F[] {
  // Rings (open, closing point dropped) and, per vertex, the rings that use it.
  const rings: Ring[] = [];
  for (const f of features) for (const polygon of polygonsOf(f.geometry)) for (const ring of polygon) rings.push(ring.slice(0, -1));
  const users = new Map<string, number[]>();
  rings.forEach((ring, r) => {
    for (const p of ring) {
      const k = key(p);
      const list = users.get(k);
      if (!list) users.set(k, [r]);
      else if (list[list.length - 1] !== r) list.push(r);
    }
  });
  const signature = (p: Position) => users.get(key(p))!.join(' ');

  const stretches = new Map<string, Position[]>();
  const simplifyStretch = (line: Position[], tolerance: number): Position[] => {
    // The same stretch seen from either side: walk it from its smaller end.
    const reversed = compare(line[0], line[line.length - 1]) > 0 || (compare(line[0], line[line.length - 1]) === 0 && line.length > 2 && compare(line[1], line[line.length - 2]) > 0);
    const forward = reversed ? line.slice().reverse() : line;
    const k = `${tolerance}:${forward.map(key).join(';')}`;
    let done = stretches.get(k);
    if (!done) {
      done = douglasPeucker(forward, tolerance);
      stretches.set(k, done);
    }
    return reversed ? done.slice().reverse() : done;
  };

  const simplifyRing = (ring: Ring, tolerance: number): Ring => {
    const n = ring.length;
    const fixed: number[] = [];
    for (let i = 0; i < n; i++) {
      const s = signature(ring[i]);
      if (s !== signature(ring[(i + n - 1) % n]) || s !== signature(ring[(i + 1) % n])) fixed.push(i);
    }
    if (fixed.length < 2) {
      // A ring with at most one junction (an island, or a hole filled by one neighbour): fix its
      // smallest vertex, the same one from both sides, and the vertex farthest from it.
      let first = fixed[0] ?? 0;
      if (!fixed.length) for (let i = 1; i < n; i++) if (compare(ring[i], ring[first]) < 0) first = i;
      let far = (first + 1) % n,
        best = -1;
      for (let i = 0; i < n; i++) {
        const d = segmentDistance2(ring[i], ring[first], ring[first]);
        if (d > best) [best, far] = [d, i];
      }
      fixed.splice(0, fixed.length, ...[first, far].sort((a, b) => a - b));
    }
    const out: Ring = [];
    for (let j = 0; j < fixed.length; j++) {
      const from = fixed[j];
      const to = fixed[(j + 1) % fixed.length];
      const line: Position[] = [];
      for (let i = from; ; i = (i + 1) % n) {
        line.push(ring[i]);
        if (i === to && line.length > 1) break;
      }
      out.push(...simplifyStretch(line, tolerance).slice(0, -1));
    }
    const rounded = roundRing(out, decimals);
    // A ring too small for the tolerance: simplified finer, on its own (a sliver at most as wide as
    // the tolerance may open along its border).
    if (rounded.length < 3 && tolerance > 1) return simplifyRing(ring, tolerance / 4);
    const closed = rounded.length >= 3 ? rounded : roundRing(ring, decimals);
    return [...closed, closed[0]];
  };
  const simplifiedRings = rings.map((ring) => simplifyRing(ring, tolerance));

  let r = 0;
  return features.map((f) => {
    if (f.geometry.type === 'Point') {
      const p = roundRing([f.geometry.coordinates], decimals)[0];
      return { ...f, geometry: { type: 'Point', coordinates: p } };
    }
    const polygons = polygonsOf(f.geometry).map((polygon) => polygon.map(() => simplifiedRings[r++]));
    // Tiny parts and holes go, but every feature keeps its largest part.
    const largest = polygons.reduce((best, p, i) => (ringArea(p[0]) > ringArea(polygons[best][0]) ? i : best), 0);
    const kept = polygons
      .filter((p, i) => i === largest || ringArea(p[0]) >= minArea)
      .map((p) => p.filter((ring, i) => i === 0 || ringArea(ring) >= minArea));
    const geometry: SimplifiableGeometry = kept.length === 1 ? { type: 'Polygon', coordinates: kept[0] } : { type: 'MultiPolygon', coordinates: kept };
    return { ...f, geometry };
  });
}

/**
 * Where a polygon's name goes: the point of its largest part farthest from its outline (a coarse
 * "pole of inaccessibility", by grid refinement), so that the name sits well inside even for a
 * crescent-shaped commune.
 */
export function labelPoint(geometry: SimplifiableGeometry): Position {
  if (geometry.type === 'Point') return geometry.coordinates;
  const polygons = polygonsOf(geometry);
  const largest = polygons.reduce((best, p) => (ringArea(p[0]) > ringArea(best[0]) ? p : best), polygons[0]);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of largest[0]) [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  // The search runs on an outline simplified to 1/60 of the area’s size: about the same spot, much faster.
  const size = Math.hypot((maxX - minX) * LON_SCALE, maxY - minY) * METRES_PER_DEGREE;
  const polygon = largest.map((ring) => douglasPeucker(ring, size / 60)).filter((ring) => ring.length >= 4);
  const inside = (p: Position) => {
    let result = false;
    for (const ring of polygon)
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i],
          [xj, yj] = ring[j];
        if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) result = !result;
      }
    return result;
  };
  const clearance = (p: Position) => {
    if (!inside(p)) return -1;
    let best = Infinity;
    for (const ring of polygon) for (let i = 1; i < ring.length; i++) best = Math.min(best, segmentDistance2(p, ring[i - 1], ring[i]));
    return best;
  };
  let best: Position = largest[0][0];
  let bestClearance = -1;
  let [cx, cy, w, h] = [(minX + maxX) / 2, (minY + maxY) / 2, maxX - minX, maxY - minY];
  const steps = 8;
  for (let round = 0; round < 5; round++) {
    for (let i = 0; i <= steps; i++)
      for (let j = 0; j <= steps; j++) {
        const p = [cx - w / 2 + (w * i) / steps, cy - h / 2 + (h * j) / steps];
        const c = clearance(p);
        if (c > bestClearance) [best, bestClearance] = [p, c];
      }
    // Zoom in around the best point so far.
    [cx, cy, w, h] = [best[0], best[1], (w * 2.5) / steps, (h * 2.5) / steps];
  }
  return [Math.round(best[0] * 1e5) / 1e5, Math.round(best[1] * 1e5) / 1e5];
}
