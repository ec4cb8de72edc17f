import type { SearchLocale } from '@sam/contracts';

/** A feature of assets/geo/localites.geojson (one per postal code). */
export interface LocaliteFeature {
  properties: {
    id: string;
    name_fr: string;
    name_nl: string;
    commune_id: string;
    localities?: { name_fr: string; name_nl: string; main?: boolean; lon?: number; lat?: number }[];
  };
  geometry: { type: 'Point'; coordinates: number[] };
}

export interface GeocodedPlace {
  /** The place as found, in the page locale ('1050 Ixelles'). */
  label: string;
  postalCode: string;
  communeId: string;
  lat: number;
  lng: number;
}

const fold = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

interface Candidate {
  name: string;
  folded: string;
  feature: LocaliteFeature;
  lat: number;
  lng: number;
}

/**
 * Address search without an outside service (spec §3 lastAddressSearch): a Belgian postal code in
 * the text wins; otherwise the longest place or commune name it contains (bpost places, fr or nl,
 * accents and case ignored). Street and number are not resolved: the place is the precision.
 */
export function createGeocoder(localites: LocaliteFeature[], communes: { id: string; fr: string; nl: string }[]) {
  const byCode = new Map(localites.map((f) => [f.properties.id, f]));
  const candidates: Candidate[] = [];
  const add = (name: string, feature: LocaliteFeature, lng: number, lat: number) => {
    const folded = fold(name);
    if (folded.trim().length >= 2) candidates.push({ name, folded, feature, lat, lng });
  };
  for (const feature of localites) {
    const [lng, lat] = feature.geometry.coordinates;
    add(feature.properties.name_fr, feature, lng, lat);
    add(feature.properties.name_nl, feature, lng, lat);
    for (const place of feature.properties.localities ?? []) {
      const at: [number, number] = place.lon !== undefined && place.lat !== undefined ? [place.lon, place.lat] : [lng, lat];
      add(place.name_fr, feature, ...at);
      add(place.name_nl, feature, ...at);
    }
  }
  // A commune's name leads to its lowest postal code (its main office in practice).
  const sorted = [...localites].sort((a, b) => a.properties.id.localeCompare(b.properties.id));
  for (const commune of communes) {
    const feature = sorted.find((f) => f.properties.commune_id === commune.id);
    if (!feature) continue;
    const [lng, lat] = feature.geometry.coordinates;
    add(commune.fr, feature, lng, lat);
    add(commune.nl, feature, lng, lat);
  }
  // Longest names first: 'Woluwe-Saint-Lambert' before 'Woluwe'.
  candidates.sort((a, b) => b.folded.length - a.folded.length);

  return function geocode(text: string, locale: SearchLocale): GeocodedPlace | null {
    const place = (feature: LocaliteFeature, lat: number, lng: number, name?: string): GeocodedPlace => ({
      label: `${feature.properties.id} ${name ?? feature.properties[`name_${locale}`]}`,
      postalCode: feature.properties.id,
      communeId: feature.properties.commune_id,
      lat,
      lng,
    });
    const folded = fold(text);
    for (const match of folded.matchAll(/ (\d{4}) /g)) {
      const feature = byCode.get(match[1]);
      if (!feature) continue;
      // A place name of that postal code narrows the point ('1020 Laeken').
      const named = candidates.find((c) => c.feature === feature && folded.includes(c.folded));
      const [lng, lat] = feature.geometry.coordinates;
      return named ? place(feature, named.lat, named.lng, named.name) : place(feature, lat, lng);
    }
    const named = candidates.find((c) => folded.includes(c.folded));
    return named ? place(named.feature, named.lat, named.lng, named.name) : null;
  };
}
