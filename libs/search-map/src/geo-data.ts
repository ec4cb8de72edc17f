import { zoneFilterOfFeature, type AreaGeometry, type AreaLayer, type AreaZone, type ZoneFilter } from './zone';

export interface BoundaryFeature {
  type: 'Feature';
  properties: { id: string; name_fr: string; name_nl: string; [key: string]: unknown };
  geometry: AreaGeometry;
}
export interface BoundaryCollection {
  type: 'FeatureCollection';
  features: BoundaryFeature[];
}

const collections = new Map<string, Promise<BoundaryCollection>>();

/** One boundary layer as served at {baseUrl}/{layer}.geojson, fetched once per page. */
export function loadBoundaryLayer(baseUrl: string, layer: AreaLayer): Promise<BoundaryCollection> {
  const url = `${baseUrl}/${layer}.geojson`;
  let promise = collections.get(url);
  if (!promise) {
    promise = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<BoundaryCollection>;
    });
    // A failed download may be retried later.
    promise.catch(() => collections.delete(url));
    collections.set(url, promise);
  }
  return promise;
}

/** The search filter of an area zone, or null when the layer has no such area. */
export async function loadZoneFilter(baseUrl: string, zone: AreaZone): Promise<ZoneFilter | null> {
  const collection = await loadBoundaryLayer(baseUrl, zone.layer);
  const feature = collection.features.find((f) => String(f.properties.id) === zone.id);
  return feature ? zoneFilterOfFeature(feature) : null;
}
