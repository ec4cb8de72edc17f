import { levelFile, zoneFile, type DetailLevel, type PackedLayer } from './geo-levels';
import type { AreaGeometry, AreaLayer, AreaZone, ZoneFilter } from './zone';

export interface BoundaryFeature {
  type: 'Feature';
  properties: { id: string; name_fr: string; name_nl: string; [key: string]: unknown };
  geometry: AreaGeometry;
}
export interface BoundaryCollection {
  type: 'FeatureCollection';
  features: BoundaryFeature[];
}

const downloads = new Map<string, Promise<unknown>>();

/** A JSON file fetched once per page; a failed download may be retried later. */
function fetchOnce<T>(url: string): Promise<T> {
  let promise = downloads.get(url) as Promise<T> | undefined;
  if (!promise) {
    promise = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<T>;
    });
    promise.catch(() => downloads.delete(url));
    downloads.set(url, promise);
  }
  return promise;
}

/** One exact boundary layer as served at {baseUrl}/{layer}.geojson (the address search's localités). */
export function loadBoundaryLayer(baseUrl: string, layer: AreaLayer): Promise<BoundaryCollection> {
  return fetchOnce(`${baseUrl}/${layer}.geojson`);
}

/** One simplified level of a layer, what the map draws (geo-levels.ts). */
export function loadLevel(baseUrl: string, layer: AreaLayer, level: DetailLevel['name']): Promise<PackedLayer> {
  return fetchOnce(`${baseUrl}/${levelFile(layer, level)}`);
}

/** The search filter of an area zone (its exact outline), or null when the layer has no such area. */
export async function loadZoneFilter(baseUrl: string, zone: AreaZone): Promise<ZoneFilter | null> {
  const response = await fetch(`${baseUrl}/${zoneFile(zone.layer, zone.id)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${zone.layer}:${zone.id}: ${response.status}`);
  return (await response.json()) as ZoneFilter;
}
