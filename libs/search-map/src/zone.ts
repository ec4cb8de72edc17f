import type { MapLayerDefinition } from './layers';

/** The layer an area comes from ('communes', …), as the `zone` URL parameter names it. */
export type AreaLayer = MapLayerDefinition['source'];
export const AREA_LAYERS: readonly AreaLayer[] = ['provinces', 'arrondissements', 'communes', 'quartiers', 'localites'];

/** An area of a map layer chosen as the search zone: `zone=communes:21004` in the URL. */
export interface AreaZone {
  layer: AreaLayer;
  id: string;
}

/** A free polygon drawn on the map: `polygone=lat,lng,lat,lng,…` in the URL. */
export interface DrawnZone {
  /** Algolia's insidePolygon format: lat1, lng1, lat2, lng2, … (at least three points). */
  points: number[];
}

export type SearchZone = AreaZone | DrawnZone;

export const isAreaZone = (zone: SearchZone): zone is AreaZone => 'layer' in zone;

/**
 * What a search needs to filter on a zone: the polygons (insidePolygon, one flat ring per part of a
 * MultiPolygon) or, for a locality, a point and radius; plus its names for the refinement chip.
 */
export interface ZoneFilter {
  name_fr: string;
  name_nl: string;
  polygons?: number[][];
  around?: { lat: number; lng: number; radius: number };
}

/** Localités are points: a click on one searches this far around it (metres). */
export const LOCALITY_RADIUS_M = 3000;

/** Five decimals are about a metre: enough for a drawn polygon, short in a URL. */
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

export function formatAreaZone(zone: AreaZone): string {
  return `${zone.layer}:${zone.id}`;
}

export function parseAreaZone(value: string | null | undefined): AreaZone | null {
  const match = /^([a-z]+):([0-9A-Za-z-]{1,12})$/.exec(value ?? '');
  if (!match || !(AREA_LAYERS as readonly string[]).includes(match[1])) return null;
  return { layer: match[1] as AreaLayer, id: match[2] };
}

export function formatDrawnZone(zone: DrawnZone): string {
  return zone.points.map(round5).join(',');
}

/** At most 100 points: a hand-drawn outline needs no more, and the URL stays readable. */
export const MAX_DRAWN_POINTS = 100;

export function parseDrawnZone(value: string | null | undefined): DrawnZone | null {
  if (!value) return null;
  const numbers = value.split(',').map(Number);
  if (numbers.length < 6 || numbers.length % 2 !== 0 || numbers.length > MAX_DRAWN_POINTS * 2) return null;
  for (let i = 0; i < numbers.length; i += 2) {
    const [lat, lng] = [numbers[i], numbers[i + 1]];
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  }
  return { points: numbers.map(round5) };
}

type Position = number[];
export type AreaGeometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] } | { type: 'Point'; coordinates: Position };

/**
 * GeoJSON (lon/lat) to Algolia's insidePolygon (lat/lng): the outer ring of each polygon, closing
 * point dropped. Holes are not expressible in insidePolygon; the few Belgian enclaves are tiny.
 */
export function polygonsOfGeometry(geometry: AreaGeometry): number[][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  return polygons.map(([outer]) => {
    const ring = outer.length > 1 && outer[0][0] === outer[outer.length - 1][0] && outer[0][1] === outer[outer.length - 1][1] ? outer.slice(0, -1) : outer;
    return ring.flatMap(([lon, lat]) => [lat, lon]);
  });
}

/** The search filter of one boundary feature. */
export function zoneFilterOfFeature(feature: { properties: { name_fr: string; name_nl: string }; geometry: AreaGeometry }): ZoneFilter {
  const { name_fr, name_nl } = feature.properties;
  if (feature.geometry.type === 'Point') {
    const [lng, lat] = feature.geometry.coordinates;
    return { name_fr, name_nl, around: { lat, lng, radius: LOCALITY_RADIUS_M } };
  }
  return { name_fr, name_nl, polygons: polygonsOfGeometry(feature.geometry) };
}

/** The search parameters of a zone: polygons or point + radius, and the map-area page size (§9). */
export function zoneSearchParameters(filter: ZoneFilter | DrawnZone): {
  insidePolygon?: number[][];
  aroundLatLng?: string;
  aroundRadius?: number;
} {
  if ('points' in filter) return { insidePolygon: [filter.points] };
  if (filter.around) return { aroundLatLng: `${filter.around.lat},${filter.around.lng}`, aroundRadius: filter.around.radius };
  return { insidePolygon: filter.polygons };
}
