import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rng } from './prng';

/**
 * The vendored Belgian boundary layers (assets/geo, see its README) and the geometry the seed
 * needs: exact point-in-polygon (MultiPolygons and holes) and random points inside a commune.
 */

type Position = [number, number];

interface PolygonGeometry {
  type: 'Polygon';
  coordinates: Position[][];
}
interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: Position[][][];
}
interface PointGeometry {
  type: 'Point';
  coordinates: Position;
}
export type AreaGeometry = PolygonGeometry | MultiPolygonGeometry;

interface Feature<P, G> {
  type: 'Feature';
  properties: P;
  geometry: G;
}
interface FeatureCollection<P, G> {
  type: 'FeatureCollection';
  features: Feature<P, G>[];
}

export type BBox = [minLon: number, minLat: number, maxLon: number, maxLat: number];

/** A polygon as flat rings [lon0, lat0, lon1, lat1, …]; ring 0 is the outer ring, the rest are holes. */
interface PreparedPolygon {
  bbox: BBox;
  rings: Float64Array[];
}

export interface PreparedArea {
  bbox: BBox;
  polygons: PreparedPolygon[];
}

export interface ProvinceInfo {
  id: string;
  name_fr: string;
  name_nl: string;
  region_id: string;
}

export interface ArrondissementInfo {
  id: string;
  name_fr: string;
  name_nl: string;
  province_id: string;
  region_id: string;
}

export interface LocaliteInfo {
  postal_code: string;
  name_fr: string;
  name_nl: string;
  commune_id: string;
  commune_ids: string[];
  lon: number;
  lat: number;
  /** bpost places of the code that have coordinates (village centres). */
  places: Position[];
}

export interface CommuneInfo {
  id: string;
  name_fr: string;
  name_nl: string;
  arrondissement_id: string;
  province_id: string;
  region_id: string;
  area: PreparedArea;
  /** Postal codes that Statbel links to this commune. */
  localites: LocaliteInfo[];
  /** Village and town centres inside the commune, where most addresses cluster. */
  anchors: Position[];
}

export interface QuartierInfo {
  id: string;
  name_fr: string;
  name_nl: string;
  commune_id: string;
  commune_ids: string[];
  area: PreparedArea;
}

export interface GeoData {
  provinces: ProvinceInfo[];
  arrondissements: ArrondissementInfo[];
  communes: CommuneInfo[];
  communeById: Map<string, CommuneInfo>;
  quartiers: QuartierInfo[];
  localites: LocaliteInfo[];
}

export const REGION = { flanders: '02000', wallonia: '03000', brussels: '04000' } as const;

// --- geometry ---------------------------------------------------------------------------

function ringToFlat(ring: Position[]): Float64Array {
  const flat = new Float64Array(ring.length * 2);
  for (let i = 0; i < ring.length; i++) {
    flat[2 * i] = ring[i][0];
    flat[2 * i + 1] = ring[i][1];
  }
  return flat;
}

function flatBBox(flat: Float64Array): BBox {
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  for (let i = 0; i < flat.length; i += 2) {
    if (flat[i] < minLon) minLon = flat[i];
    if (flat[i] > maxLon) maxLon = flat[i];
    if (flat[i + 1] < minLat) minLat = flat[i + 1];
    if (flat[i + 1] > maxLat) maxLat = flat[i + 1];
  }
  return [minLon, minLat, maxLon, maxLat];
}

function unionBBox(boxes: BBox[]): BBox {
  return boxes.reduce<BBox>(
    (acc, b) => [Math.min(acc[0], b[0]), Math.min(acc[1], b[1]), Math.max(acc[2], b[2]), Math.max(acc[3], b[3])],
    [Infinity, Infinity, -Infinity, -Infinity],
  );
}

export function prepareGeometry(geometry: AreaGeometry): PreparedArea {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const prepared = polygons
    .filter((rings) => rings.length > 0 && rings[0].length >= 4)
    .map((rings) => {
      const flatRings = rings.map(ringToFlat);
      return { bbox: flatBBox(flatRings[0]), rings: flatRings };
    });
  return { bbox: unionBBox(prepared.map((p) => p.bbox)), polygons: prepared };
}

/** Even-odd ray casting against one closed ring (crossings of a ray towards +lon). */
export function pointInRing(lon: number, lat: number, ring: Float64Array): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = ring[i];
    const yi = ring[i + 1];
    const xj = ring[j];
    const yj = ring[j + 1];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inBBox(lon: number, lat: number, b: BBox): boolean {
  return lon >= b[0] && lon <= b[2] && lat >= b[1] && lat <= b[3];
}

/** True when the point is inside one of the polygons: inside its outer ring and in none of its holes. */
export function pointInArea(area: PreparedArea, lon: number, lat: number): boolean {
  if (!inBBox(lon, lat, area.bbox)) return false;
  for (const polygon of area.polygons) {
    if (!inBBox(lon, lat, polygon.bbox) || !pointInRing(lon, lat, polygon.rings[0])) continue;
    let inHole = false;
    for (let h = 1; h < polygon.rings.length && !inHole; h++) inHole = pointInRing(lon, lat, polygon.rings[h]);
    if (!inHole) return true;
  }
  return false;
}

export function pointInGeometry(geometry: AreaGeometry, lon: number, lat: number): boolean {
  return pointInArea(prepareGeometry(geometry), lon, lat);
}

/** Rounds to 6 decimals (about 0.1 m): what is stored, so inside-tests are made on stored values. */
export const roundCoord = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * A random point strictly inside the commune polygon, by rejection sampling: mostly around a
 * village or town centre (addresses cluster there) or around `near`, otherwise uniform in the
 * bounding box.
 */
export function randomPointInCommune(rng: Rng, commune: CommuneInfo, near?: Position): Position {
  const { area } = commune;
  const anchors = near && pointInArea(area, near[0], near[1]) ? [near] : commune.anchors;
  const [minLon, minLat, maxLon, maxLat] = area.bbox;
  for (let attempt = 0; attempt < 100_000; attempt++) {
    let lon: number;
    let lat: number;
    if (anchors.length > 0 && attempt < 50 && rng.chance(0.7)) {
      const [aLon, aLat] = rng.pick(anchors);
      lon = aLon + rng.gaussian() * 0.006; // about 420 m east-west at 50.5° N
      lat = aLat + rng.gaussian() * 0.004; // about 450 m north-south
    } else {
      lon = minLon + rng.next() * (maxLon - minLon);
      lat = minLat + rng.next() * (maxLat - minLat);
    }
    lon = roundCoord(lon);
    lat = roundCoord(lat);
    if (pointInArea(area, lon, lat)) return [lon, lat];
  }
  throw new Error(`no random point found inside commune ${commune.id}`);
}

/** The postal code of the commune whose reference point is nearest to the given point. */
export function nearestLocalite(commune: CommuneInfo, lon: number, lat: number): LocaliteInfo {
  const k = Math.cos((lat * Math.PI) / 180);
  let best = commune.localites[0];
  let bestD = Infinity;
  for (const l of commune.localites) {
    const candidates = l.places.length > 0 ? l.places : [[l.lon, l.lat] as Position];
    for (const [pLon, pLat] of candidates) {
      const d = ((pLon - lon) * k) ** 2 + (pLat - lat) ** 2;
      if (d < bestD) {
        bestD = d;
        best = l;
      }
    }
  }
  return best;
}

export function quartierAt(geo: GeoData, lon: number, lat: number): QuartierInfo | undefined {
  for (const q of geo.quartiers) if (pointInArea(q.area, lon, lat)) return q;
  return undefined;
}

// --- loading ----------------------------------------------------------------------------

function readCollection<P, G>(dir: string, name: string): Feature<P, G>[] {
  const parsed = JSON.parse(readFileSync(path.join(dir, `${name}.geojson`), 'utf8')) as FeatureCollection<P, G>;
  return parsed.features;
}

interface NamedProps {
  id: string;
  name_fr: string;
  name_nl: string;
}

const cache = new Map<string, GeoData>();

/** Loads (once per directory) the five layers of assets/geo. */
export function loadGeo(dir: string): GeoData {
  const cached = cache.get(dir);
  if (cached) return cached;

  const provinces = readCollection<NamedProps & { region_id: string }, AreaGeometry>(dir, 'provinces').map(
    ({ properties: p }) => ({ id: p.id, name_fr: p.name_fr, name_nl: p.name_nl, region_id: p.region_id }),
  );
  const arrondissements = readCollection<NamedProps & { province_id: string; region_id: string }, AreaGeometry>(
    dir,
    'arrondissements',
  ).map(({ properties: p }) => ({
    id: p.id,
    name_fr: p.name_fr,
    name_nl: p.name_nl,
    province_id: p.province_id,
    region_id: p.region_id,
  }));

  type LocaliteProps = NamedProps & {
    commune_id: string;
    commune_ids: string[];
    localities?: { lon?: number; lat?: number }[];
  };
  const localites: LocaliteInfo[] = readCollection<LocaliteProps, PointGeometry>(dir, 'localites').map(
    ({ properties: p, geometry }) => ({
      postal_code: p.id,
      name_fr: p.name_fr,
      name_nl: p.name_nl,
      commune_id: p.commune_id,
      commune_ids: p.commune_ids?.length ? p.commune_ids : [p.commune_id],
      lon: geometry.coordinates[0],
      lat: geometry.coordinates[1],
      places: (p.localities ?? [])
        .filter((l) => typeof l.lon === 'number' && typeof l.lat === 'number')
        .map((l) => [l.lon as number, l.lat as number] as Position),
    }),
  );

  type CommuneProps = NamedProps & { arrondissement_id: string; province_id: string; region_id: string };
  const communes: CommuneInfo[] = readCollection<CommuneProps, AreaGeometry>(dir, 'communes').map(
    ({ properties: p, geometry }) => ({
      id: p.id,
      name_fr: p.name_fr,
      name_nl: p.name_nl,
      arrondissement_id: p.arrondissement_id,
      province_id: p.province_id,
      region_id: p.region_id,
      area: prepareGeometry(geometry),
      localites: [],
      anchors: [],
    }),
  );
  const communeById = new Map(communes.map((c) => [c.id, c]));
  for (const l of localites) {
    for (const id of l.commune_ids) {
      const commune = communeById.get(id);
      if (!commune) continue;
      commune.localites.push(l);
      for (const point of [[l.lon, l.lat] as Position, ...l.places]) {
        if (pointInArea(commune.area, point[0], point[1])) commune.anchors.push(point);
      }
    }
  }
  for (const c of communes) {
    if (c.localites.length === 0) throw new Error(`commune ${c.id} has no postal code in localites.geojson`);
  }

  type QuartierProps = NamedProps & { commune_id: string; commune_ids?: string[] };
  const quartiers: QuartierInfo[] = readCollection<QuartierProps, AreaGeometry>(dir, 'quartiers').map(
    ({ properties: p, geometry }) => ({
      id: p.id,
      name_fr: p.name_fr,
      name_nl: p.name_nl,
      commune_id: p.commune_id,
      commune_ids: p.commune_ids ?? [p.commune_id],
      area: prepareGeometry(geometry),
    }),
  );

  const geo = { provinces, arrondissements, communes, communeById, quartiers, localites };
  cache.set(dir, geo);
  return geo;
}
