import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  EVENTS_LATEST_FIRST_INDEX,
  eventWindowFilter,
  HIERARCHY_SEPARATOR,
  prestataireFacets,
  SEARCH_INDEX_NAMES,
  savedSearchCriteria,
  type SavedSearchCriteria,
  type SavedSearchListKey,
  type SavedSearchTab,
  type SearchIndexName,
  type SearchLocale,
} from '@sam/contracts';
import { SEARCH_TABS } from '@sam/i18n-routes';

/** The index a tab searches (as the search page's tabs do). */
export const indexOfTab = (tab: SavedSearchTab): SearchIndexName => SEARCH_INDEX_NAMES[SEARCH_TABS.find((t) => t.id === tab)!.countType];

/** URL key → facet attribute of a tab's index (the page's own mapping, libs/search-map url-state.ts). */
function listAttributes(locale: SearchLocale, index: SearchIndexName): Partial<Record<SavedSearchListKey, string>> {
  if (index !== SEARCH_INDEX_NAMES.prestataire_addresses) return { categorie: `category_${locale}`, langue: 'language' };
  const f = prestataireFacets(locale);
  return {
    secteur: f.sector,
    province: f.province,
    arrondissement: f.arrondissement,
    commune: f.commune,
    quartier: f.quartier,
    tarif: f.tarif,
    association: f.sourceAssociation,
    pays: f.sourceCountry,
    type: f.type,
    categorie: f.category,
  };
}

type Position = number[];
type Geometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] } | { type: 'Point'; coordinates: Position };
interface Boundaries {
  features: { properties: { id: string | number }; geometry: Geometry }[];
}

/** A locality is a point: the page searches this far around it (libs/search-map zone.ts). */
const LOCALITY_RADIUS_M = 3000;
const layers = new Map<string, Promise<Boundaries>>();

/**
 * The geometry of a `zone=layer:id` area from the vendored boundary files (GEO_DIR, default
 * assets/geo from the working directory): the exact outline the search page filters on.
 */
async function zoneParameters(zone: { layer: string; id: string }): Promise<Record<string, unknown> | null> {
  let layer = layers.get(zone.layer);
  if (!layer) {
    const file = resolve(process.env.GEO_DIR ?? 'assets/geo', `${zone.layer}.geojson`);
    layer = readFile(file, 'utf8').then((text) => JSON.parse(text) as Boundaries);
    layer.catch(() => layers.delete(zone.layer));
    layers.set(zone.layer, layer);
  }
  const feature = (await layer).features.find((f) => String(f.properties.id) === zone.id);
  if (!feature) return null;
  const { geometry } = feature;
  if (geometry.type === 'Point') return { aroundLatLng: `${geometry.coordinates[1]},${geometry.coordinates[0]}`, aroundRadius: LOCALITY_RADIUS_M };
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return {
    insidePolygon: polygons.map(([outer]) => {
      const closed = outer.length > 1 && outer[0][0] === outer.at(-1)![0] && outer[0][1] === outer.at(-1)![1];
      return (closed ? outer.slice(0, -1) : outer).flatMap(([lon, lat]) => [lat, lon]);
    }),
  };
}

export class UnknownZoneError extends Error {}

/**
 * The Algolia search parameters of a saved search, as the search page asks them for its tab:
 * query text, facet refinements (OR within a key, AND across keys), the need, the zone, the
 * user's bookmarks and, on the agenda, upcoming or past events at `now`.
 */
export async function searchParameters(
  saved: { tab: SavedSearchTab; locale: SearchLocale; query: string },
  options: { now: Date; bookmarkToken: string },
): Promise<{ indexName: string; params: Record<string, unknown>; idAttribute: 'prestataire_id' | 'id' }> {
  const criteria: SavedSearchCriteria = savedSearchCriteria(saved.query);
  const index = indexOfTab(saved.tab);
  const isDirectory = index === SEARCH_INDEX_NAMES.prestataire_addresses;
  const facetFilters: string[][] = [];
  for (const [key, attribute] of Object.entries(listAttributes(saved.locale, index)) as [SavedSearchListKey, string][]) {
    const values = criteria.lists[key];
    if (values?.length) facetFilters.push(values.map((value) => `${attribute}:${value}`));
  }
  const params: Record<string, unknown> = { query: criteria.q ?? '' };
  const filters: string[] = [];
  let indexName: string = index;
  if (isDirectory) {
    if (criteria.besoin) {
      const levels = criteria.besoin.split(HIERARCHY_SEPARATOR.trim()).map((s) => s.trim()).filter(Boolean);
      const f = prestataireFacets(saved.locale);
      if (levels.length === 1) facetFilters.push([`${f.needLvl0}:${levels[0]}`]);
      else if (levels.length > 1) facetFilters.push([`${f.needLvl1}:${levels.slice(0, 2).join(HIERARCHY_SEPARATOR)}`]);
    }
    if (criteria.favoris) filters.push(`bookmarkers.titre:"${options.bookmarkToken}"`);
    if (criteria.zone) {
      const zone = await zoneParameters(criteria.zone);
      if (!zone) throw new UnknownZoneError(`${criteria.zone.layer}:${criteria.zone.id}`);
      Object.assign(params, zone);
    } else if (criteria.polygone) {
      params.insidePolygon = [criteria.polygone];
    }
  }
  if (index === SEARCH_INDEX_NAMES.events) {
    params.numericFilters = [eventWindowFilter(Math.floor(options.now.getTime() / 1000), criteria.passes)];
    if (criteria.passes) indexName = EVENTS_LATEST_FIRST_INDEX;
  }
  if (facetFilters.length > 0) params.facetFilters = facetFilters;
  if (filters.length > 0) params.filters = filters.join(' AND ');
  return { indexName, params, idAttribute: isDirectory ? 'prestataire_id' : 'id' };
}
