import pointInPolygon from 'point-in-polygon-hao';

/** Cells of a polygon's grid: wholly outside, wholly inside, or touched by an edge (exact test). */
const OUTSIDE = 0;
const INSIDE = 1;
const EDGE = 2;
const GRID = 64;

interface ParsedPolygon {
  polygon: number[][][];
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
  /** GRID × GRID cells over the bounding box (row = lat, column = lng). */
  cells: Uint8Array;
  cellLat: number;
  cellLng: number;
}

/** Map clicks send the same few hundred area outlines again and again: parse each once. */
const POLYGON_CACHE_LIMIT = 256;
const polygonCache = new Map<string, ParsedPolygon>();

/**
 * Most points of a commune lie far from its outline: a grid tells them apart with one look-up,
 * and only points in cells an edge touches get the exact test. A cell no edge touches is wholly
 * on one side, like its neighbours in the row up to the next edge cell.
 */
function polygonGrid(parsed: Omit<ParsedPolygon, 'cells'>): Uint8Array {
  const { polygon, minLat, minLng, cellLat, cellLng } = parsed;
  const ring = polygon[0];
  const cells = new Uint8Array(GRID * GRID);
  const col = (lng: number) => Math.min(GRID - 1, Math.max(0, Math.floor((lng - minLng) / cellLng)));
  const row = (lat: number) => Math.min(GRID - 1, Math.max(0, Math.floor((lat - minLat) / cellLat)));
  for (let i = 0; i + 1 < ring.length; i++) {
    const [lng1, lat1] = ring[i];
    const [lng2, lat2] = ring[i + 1];
    // The segment's box, one cell wider each way (rounding at cell borders).
    const c0 = Math.max(0, col(Math.min(lng1, lng2)) - 1);
    const c1 = Math.min(GRID - 1, col(Math.max(lng1, lng2)) + 1);
    const r0 = Math.max(0, row(Math.min(lat1, lat2)) - 1);
    const r1 = Math.min(GRID - 1, row(Math.max(lat1, lat2)) + 1);
    for (let r = r0; r <= r1; r++) cells.fill(EDGE, r * GRID + c0, r * GRID + c1 + 1);
  }
  const center = [0, 0];
  for (let r = 0; r < GRID; r++) {
    let side = -1;
    for (let c = 0; c < GRID; c++) {
      const at = r * GRID + c;
      if (cells[at] === EDGE) {
        side = -1;
        continue;
      }
      if (side < 0) {
        center[0] = minLng + (c + 0.5) * cellLng;
        center[1] = minLat + (r + 0.5) * cellLat;
        side = pointInPolygon(center, polygon) === true ? INSIDE : OUTSIDE;
      }
      cells[at] = side;
    }
  }
  return cells;
}

function parsedPolygon(flat: readonly number[]): ParsedPolygon {
  const key = flat.join(',');
  const cached = polygonCache.get(key);
  if (cached) return cached;
  const ring: number[][] = [];
  let minLat = Infinity;
  let minLng = Infinity;
  let maxLat = -Infinity;
  let maxLng = -Infinity;
  for (let i = 0; i + 1 < flat.length; i += 2) {
    const lat = flat[i];
    const lng = flat[i + 1];
    ring.push([lng, lat]);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
  }
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push(first);
  const base = { polygon: [ring], minLat, minLng, maxLat, maxLng, cellLat: (maxLat - minLat) / GRID || 1, cellLng: (maxLng - minLng) / GRID || 1 };
  const parsed = { ...base, cells: polygonGrid(base) };
  if (polygonCache.size >= POLYGON_CACHE_LIMIT) polygonCache.delete(polygonCache.keys().next().value as string);
  polygonCache.set(key, parsed);
  return parsed;
}

/** A polygon's bounding box and its point test (grid first, exact test near the outline). */
export interface PolygonArea {
  minLat: number;
  minLng: number;
  maxLat: number;
  maxLng: number;
  /** Points on an edge are inside (Algolia's rule). */
  contains(lat: number, lng: number): boolean;
}

/** `flat` = [lat1, lng1, lat2, lng2, …] (Algolia's insidePolygon). */
export function polygonArea(flat: readonly number[]): PolygonArea {
  const { polygon, minLat, minLng, maxLat, maxLng, cells, cellLat, cellLng } = parsedPolygon(flat);
  // One point array for every exact test: the scan allocates nothing per candidate.
  const point = [0, 0];
  return {
    minLat,
    minLng,
    maxLat,
    maxLng,
    contains: (lat, lng) => {
      const r = Math.min(GRID - 1, Math.floor((lat - minLat) / cellLat));
      const c = Math.min(GRID - 1, Math.floor((lng - minLng) / cellLng));
      const cell = cells[r * GRID + c];
      if (cell !== EDGE) return cell === INSIDE;
      point[0] = lng;
      point[1] = lat;
      return pointInPolygon(point, polygon) !== false;
    },
  };
}
