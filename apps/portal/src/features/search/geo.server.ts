import { parseAreaZone, zoneFilterOfFeature, type BoundaryCollection, type ZoneFilter } from '@sam/search-map';

// The boundary files go into the server build as lazy chunks: read only when a zone is asked for.
const files = import.meta.glob<string>('../../../../../assets/geo/*.geojson', { query: '?raw', import: 'default' });
const layers = new Map<string, Promise<BoundaryCollection>>();

function layer(name: string): Promise<BoundaryCollection> | null {
  const load = Object.entries(files).find(([file]) => file.endsWith(`/${name}.geojson`))?.[1];
  if (!load) return null;
  let promise = layers.get(name);
  if (!promise) {
    promise = load().then((text) => JSON.parse(text) as BoundaryCollection);
    layers.set(name, promise);
  }
  return promise;
}

/** The search filter of a `zone=layer:id` parameter on the server, or null when there is no such area. */
export async function serverZoneFilter(zone: string): Promise<ZoneFilter | null> {
  const area = parseAreaZone(zone);
  const collection = area ? await layer(area.layer) : null;
  const feature = collection?.features.find((f) => String(f.properties.id) === area!.id);
  return feature ? zoneFilterOfFeature(feature) : null;
}
