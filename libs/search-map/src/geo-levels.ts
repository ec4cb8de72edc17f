import type { AreaLayer } from './zone';

/**
 * The boundary layers as the map downloads them (docs/decisions/0017-map-boundary-levels.md):
 * each layer in up to three levels of detail, each drawn over a range of view resolutions
 * (EPSG:3857 metres per pixel; 600 shows all of Belgium on a desktop, 1 200 on a phone), so that
 * opening the map downloads only the coarse outlines and the finer ones come when zoomed in.
 */
export interface DetailLevel {
  name: 'z0' | 'z1' | 'z2';
  /** Douglas-Peucker tolerance in ground metres (about a pixel at the level's finest resolution). */
  tolerance: number;
  /** Coordinate decimals kept (3 ≈ 100 m, 5 ≈ 1 m). */
  decimals: number;
  /** Parts and holes smaller than this (m²) are left out: less than a pixel at this level. */
  minArea: number;
  /** Drawn while the view resolution is in [minResolution, maxResolution). */
  minResolution: number;
  maxResolution: number;
}

export const DETAIL_LEVELS: readonly DetailLevel[] = [
  { name: 'z0', tolerance: 300, decimals: 3, minArea: 50_000, minResolution: 400, maxResolution: Infinity },
  { name: 'z1', tolerance: 75, decimals: 4, minArea: 5_000, minResolution: 100, maxResolution: 400 },
  { name: 'z2', tolerance: 10, decimals: 5, minArea: 0, minResolution: 0, maxResolution: 100 },
];

/** When each layer is drawn and named (view resolutions, as above). */
export interface LayerRange {
  /** Drawn below this resolution (Infinity: always). */
  drawBelow: number;
  /** Names shown while the resolution is in [labelFrom, labelBelow); null: never named. */
  label: { from: number; below: number } | null;
}

export const LAYER_RANGES: Record<AreaLayer, LayerRange> = {
  // Province (and Brussels-Capital Region) names on the country view, commune names once zoomed in.
  provinces: { drawBelow: Infinity, label: { from: 250, below: Infinity } },
  arrondissements: { drawBelow: Infinity, label: null },
  // Communes stay drawn (and clickable, spec §3) on the country view, with light borders.
  communes: { drawBelow: Infinity, label: { from: 0, below: 250 } },
  quartiers: { drawBelow: 80, label: { from: 0, below: 20 } },
  localites: { drawBelow: 300, label: { from: 0, below: 40 } },
};

/** The levels a layer is drawn at, with the resolution range of each. */
export function levelsOf(layer: AreaLayer): { level: DetailLevel; minResolution: number; maxResolution: number }[] {
  // Localités are points: one level, no simplification.
  const levels = layer === 'localites' ? [{ ...DETAIL_LEVELS[2], minResolution: 0, maxResolution: Infinity }] : DETAIL_LEVELS;
  const below = LAYER_RANGES[layer].drawBelow;
  return levels.filter((level) => level.minResolution < below).map((level) => ({ level, minResolution: level.minResolution, maxResolution: Math.min(level.maxResolution, below) }));
}

/** Is the layer named at this resolution? */
export function isLabelled(layer: AreaLayer, resolution: number): boolean {
  const label = LAYER_RANGES[layer].label;
  return label !== null && resolution >= label.from && resolution < label.below;
}

/** The file of one level of a layer, under the boundary base URL. */
export const levelFile = (layer: AreaLayer, level: DetailLevel['name']) => `${layer}.${level}.json`;
/** The exact outline of one area as a search filter (ZoneFilter JSON). */
export const zoneFile = (layer: AreaLayer, id: string) => `zones/${layer}/${id}.json`;

/**
 * One level of a layer, packed: integer coordinates (× 10^decimals), each ring as [x0, y0, dx1, dy1, …]
 * without its closing point. About 40 % smaller than GeoJSON once compressed.
 */
export interface PackedLayer {
  scale: number;
  features: PackedFeature[];
}
export interface PackedFeature {
  id: string;
  fr: string;
  nl: string;
  /** Where a polygon's name goes ([lon, lat] × scale); a point is named where it is. */
  at?: [number, number];
  /** Polygons → rings → packed coordinates; a point: [x, y]. */
  g: number[][][] | [number, number];
}

type Position = number[];
export type UnpackedGeometry = { type: 'MultiPolygon'; coordinates: Position[][][] } | { type: 'Point'; coordinates: Position };

export function packRing(ring: Position[], scale: number): number[] {
  const out: number[] = [];
  let [px, py] = [0, 0];
  const open = ring.length > 1 && ring[0][0] === ring[ring.length - 1][0] && ring[0][1] === ring[ring.length - 1][1] ? ring.slice(0, -1) : ring;
  for (const [lon, lat] of open) {
    const [x, y] = [Math.round(lon * scale), Math.round(lat * scale)];
    out.push(x - px, y - py);
    [px, py] = [x, y];
  }
  return out;
}

export function unpackRing(packed: number[], scale: number): Position[] {
  const ring: Position[] = [];
  let [x, y] = [0, 0];
  for (let i = 0; i < packed.length; i += 2) {
    x += packed[i];
    y += packed[i + 1];
    ring.push([x / scale, y / scale]);
  }
  if (ring.length) ring.push(ring[0]);
  return ring;
}

export function unpackGeometry(feature: PackedFeature, scale: number): UnpackedGeometry {
  const g = feature.g;
  if (typeof g[0] === 'number') return { type: 'Point', coordinates: [(g[0] as number) / scale, (g[1] as number) / scale] };
  return { type: 'MultiPolygon', coordinates: (g as number[][][]).map((polygon) => polygon.map((ring) => unpackRing(ring, scale))) };
}

/**
 * A long name on two lines, broken at the space or hyphen nearest its middle ("Région de /
 * Bruxelles-Capitale"): narrower labels hide fewer of their neighbours when decluttered.
 */
export function wrapLabel(name: string, maxLength = 14): string {
  if (name.length <= maxLength) return name;
  let best = -1;
  for (let i = 1; i < name.length - 1; i++) if ((name[i] === ' ' || name[i] === '-') && (best < 0 || Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2))) best = i;
  if (best < 0) return name;
  // A hyphen stays at the end of the first line; a space goes.
  return name[best] === '-' ? `${name.slice(0, best + 1)}\n${name.slice(best + 1)}` : `${name.slice(0, best)}\n${name.slice(best + 1)}`;
}

/** A place named on the map, in view coordinates. */
export interface PlaceLabel {
  name: string;
  x: number;
  y: number;
}

/**
 * The names a view shows, for the list that tells screen readers (and tests) what the canvas
 * draws: those whose label point is inside the extent, in alphabetical order, at most `limit`.
 */
export function placesInView(places: Iterable<PlaceLabel>, extent: readonly number[], locale: string, limit = 60): string[] {
  const [minX, minY, maxX, maxY] = extent;
  const names = new Set<string>();
  for (const p of places) if (p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY) names.add(p.name);
  return [...names].sort((a, b) => a.localeCompare(b, locale)).slice(0, limit);
}
