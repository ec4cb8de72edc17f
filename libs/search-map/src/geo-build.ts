import { levelsOf, packRing, type DetailLevel, type PackedFeature, type PackedLayer } from './geo-levels';
import { labelPoint, simplifyFeatures, type SimplifiableFeature } from './simplify';
import { zoneFilterOfFeature, type AreaLayer, type ZoneFilter } from './zone';

/** Build time only (the Vite plugin of geo-assets.vite.ts): the files the map downloads. */

interface SourceCollection {
  features: SimplifiableFeature[];
}

/** One level of detail of a layer, simplified and packed. */
export function buildLevel(collection: SourceCollection, level: DetailLevel, labels = labelPoints(collection)): PackedLayer {
  const scale = 10 ** level.decimals;
  const bare = collection.features.map((f) => ({ type: 'Feature' as const, properties: { id: String(f.properties.id), name_fr: f.properties.name_fr, name_nl: f.properties.name_nl }, geometry: f.geometry }));
  const simplified = level.tolerance > 0 ? simplifyFeatures(bare, level) : bare;
  const features = simplified.map((f): PackedFeature => {
    const g = f.geometry;
    const item = { id: f.properties.id, fr: f.properties.name_fr, nl: f.properties.name_nl };
    // A point is named where it is.
    if (g.type === 'Point') return { ...item, g: [Math.round(g.coordinates[0] * scale), Math.round(g.coordinates[1] * scale)] };
    const [lon, lat] = labels.get(f.properties.id)!;
    const at: [number, number] = [Math.round(lon * scale), Math.round(lat * scale)];
    return { ...item, at, g: (g.type === 'Polygon' ? [g.coordinates] : g.coordinates).map((polygon) => polygon.map((ring) => packRing(ring, scale))) };
  });
  return { scale, features };
}

/** Where each area's name goes: the same spot at every level, found on the exact outline. */
function labelPoints(collection: SourceCollection): Map<string, number[]> {
  return new Map(collection.features.filter((f) => f.geometry.type !== 'Point').map((f) => [f.properties.id, labelPoint(f.geometry)]));
}

/** Every level file of a layer: file name → JSON text. */
export function buildLayerFiles(layer: AreaLayer, collection: SourceCollection): Map<string, string> {
  const files = new Map<string, string>();
  const labels = labelPoints(collection);
  for (const { level } of levelsOf(layer)) files.set(`${layer}.${level.name}.json`, JSON.stringify(buildLevel(collection, level, labels)));
  return files;
}

/** The exact search filter of every area of a layer (what a click on it searches), by id. */
export function buildZoneFilters(collection: SourceCollection): Map<string, ZoneFilter> {
  return new Map(collection.features.map((f) => [String(f.properties.id), zoneFilterOfFeature(f)]));
}
