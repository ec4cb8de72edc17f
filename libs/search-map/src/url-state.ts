import { HIERARCHY_SEPARATOR, prestataireFacets, SEARCH_INDEX_NAMES, type SearchIndexName, type SearchLocale } from '@sam/contracts';
import type { AreaLevelName } from './areas';
import { formatAreaZone, formatDrawnZone, parseAreaZone, parseDrawnZone } from './zone';
import { flagIn } from './query-flags';

/**
 * The search page's address: readable, stable parameters, the same keys in both locales (spec §3
 * "Search settings": q, page, facet filters, polygon, showMap, lastPolygon…, lastAddressSearch).
 * Values are the facet values of the page locale (a need is written 'Parent > Child').
 */
export interface SearchRouteState {
  q?: string;
  page?: number;
  besoin?: string;
  secteur?: string[];
  province?: string[];
  arrondissement?: string[];
  commune?: string[];
  quartier?: string[];
  tarif?: string[];
  association?: string[];
  pays?: string[];
  type?: string[];
  categorie?: string[];
  langue?: string[];
  /** Accessibility facts of the address (codes, the same in both locales; issue 17). */
  acces?: string[];
  /** Only the current user's bookmarks. */
  favoris?: boolean;
  /** Open now ('maintenant') or at a Brussels date and time ('2026-12-24T10:00'): issue 17. */
  ouvert?: string;
  /** showMap. */
  carte?: boolean;
  /** lastPolygonLayer + the area's id: 'communes:21004'. */
  zone?: string;
  /** A free polygon drawn on the map: 'lat,lng,lat,lng,…'. */
  polygone?: string;
  /** lastAddressSearch. */
  adresse?: string;
  /** The agenda tab lists past events (latest first) instead of upcoming ones. */
  passes?: boolean;
}

/** The keys in the order they are written (stable URLs whatever the order of clicks). */
const LIST_KEYS = ['secteur', 'province', 'arrondissement', 'commune', 'quartier', 'tarif', 'acces', 'association', 'pays', 'type', 'categorie', 'langue'] as const;
type ListKey = (typeof LIST_KEYS)[number];
const KEY_ORDER = ['q', 'besoin', ...LIST_KEYS, 'favoris', 'ouvert', 'carte', 'zone', 'polygone', 'adresse', 'passes', 'page'] as const;

const MAX_TEXT = 200;
/** 'maintenant' or a Brussels date and time. */
const OPEN_AT = /^(maintenant|\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/;
const MAX_VALUES = 50;

/** Query string → route state; unknown or malformed parameters are dropped. */
export function parseSearchQuery(search: string | URLSearchParams): SearchRouteState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: SearchRouteState = {};
  const text = (key: string) => {
    const value = params.get(key)?.trim().slice(0, MAX_TEXT);
    return value ? value : undefined;
  };
  const q = text('q');
  if (q) state.q = q;
  const besoin = text('besoin');
  if (besoin) state.besoin = besoin;
  for (const key of LIST_KEYS) {
    const values = [...new Set(params.getAll(key).map((v) => v.trim().slice(0, MAX_TEXT)).filter(Boolean))].slice(0, MAX_VALUES);
    if (values.length > 0) state[key] = values;
  }
  if (flagIn(params, 'favoris')) state.favoris = true;
  const ouvert = params.get('ouvert');
  if (ouvert && OPEN_AT.test(ouvert)) state.ouvert = ouvert;
  if (flagIn(params, 'carte')) state.carte = true;
  if (flagIn(params, 'passes')) state.passes = true;
  const zone = parseAreaZone(params.get('zone'));
  if (zone) state.zone = formatAreaZone(zone);
  const polygon = parseDrawnZone(params.get('polygone'));
  if (polygon && !zone) state.polygone = formatDrawnZone(polygon);
  const adresse = text('adresse');
  if (adresse) state.adresse = adresse;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 1000) state.page = page;
  return state;
}

// Query values keep ':', ',', '/' and '>' readable; everything else is encoded as usual.
const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%2F/gi, '/').replace(/%20/g, '+');

/** Route state → query string (without '?'), keys in a fixed order, lists sorted. */
export function formatSearchQuery(state: SearchRouteState): string {
  const parts: string[] = [];
  for (const key of KEY_ORDER) {
    const value = state[key];
    if (value === undefined || value === false || value === '') continue;
    if (Array.isArray(value)) for (const v of [...value].sort()) parts.push(`${key}=${encode(v)}`);
    else if (value === true) parts.push(`${key}=1`);
    else parts.push(`${key}=${encode(String(value))}`);
  }
  return parts.join('&');
}

/** The part of InstantSearch's uiState the search page uses (one entry per index id). */
export interface SearchIndexUiState {
  query?: string;
  page?: number;
  hierarchicalMenu?: Record<string, string[]>;
  refinementList?: Record<string, string[]>;
  /** Only the current user's bookmarks (a `filters` clause, never a facet: the tokens are secret). */
  bookmarks?: boolean;
  /** Open now ('now') or at a Brussels date and time ('2026-12-24T10:00'): see the portal's directory widget. */
  openAt?: string;
  /** The map widget's state (see the portal's zone widget). */
  map?: { zone?: string; polygon?: string; show?: boolean; address?: string };
  /** The events index: past events instead of upcoming ones (see the portal's event-window widget). */
  pastEvents?: boolean;
}
export type SearchUiState = Record<string, SearchIndexUiState>;

/** The root index holds the query shared by the five indices (see the search page). */
export const ROOT_INDEX_ID = '';

export interface StateMappingOptions {
  locale: SearchLocale;
  /** The index of the current tab. */
  indexName: SearchIndexName;
  /** Geographic names from either locale → the page locale's. */
  translateArea?: (level: AreaLevelName, name: string) => string;
  /** The current user's bookmark token: the `favoris` filter exists only when there is one. */
  bookmarkToken?: string | null;
}

/** URL key → facet attribute of a tab's index. */
export function listAttributes(locale: SearchLocale, indexName: SearchIndexName): Partial<Record<ListKey, string>> {
  if (indexName !== SEARCH_INDEX_NAMES.prestataire_addresses) return { categorie: `category_${locale}`, langue: 'language' };
  const f = prestataireFacets(locale);
  return {
    secteur: f.sector,
    province: f.province,
    arrondissement: f.arrondissement,
    commune: f.commune,
    quartier: f.quartier,
    tarif: f.tarif,
    acces: f.accessibility,
    association: f.sourceAssociation,
    pays: f.sourceCountry,
    type: f.type,
    categorie: f.category,
  };
}

const GEO_KEYS: Partial<Record<ListKey, AreaLevelName>> = { province: 'province', arrondissement: 'arrondissement', commune: 'commune', quartier: 'quartier' };

/**
 * InstantSearch state mapping between the uiState of the root index (query) + the tab's index
 * (refinements, page, map) and the route state above. routeToState(stateToRoute(s)) = s.
 */
export function createStateMapping({ locale, indexName, translateArea, bookmarkToken }: StateMappingOptions) {
  const attributes = listAttributes(locale, indexName);
  const isDirectory = indexName === SEARCH_INDEX_NAMES.prestataire_addresses;
  const isAgenda = indexName === SEARCH_INDEX_NAMES.events;
  const needAttribute = prestataireFacets(locale).needLvl0;

  const stateToRoute = (uiState: SearchUiState): SearchRouteState => {
    const root = uiState[ROOT_INDEX_ID] ?? {};
    const index = uiState[indexName] ?? {};
    const route: SearchRouteState = {};
    if (root.query) route.q = root.query;
    if (index.page && index.page > 1) route.page = index.page;
    for (const [key, attribute] of Object.entries(attributes) as [ListKey, string][]) {
      const values = index.refinementList?.[attribute];
      if (values && values.length > 0) route[key] = [...values];
    }
    if (isDirectory) {
      const need = index.hierarchicalMenu?.[needAttribute];
      if (need && need.length > 0) route.besoin = need.join(HIERARCHY_SEPARATOR);
      if (index.bookmarks) route.favoris = true;
      if (index.openAt) route.ouvert = index.openAt === 'now' ? 'maintenant' : index.openAt;
      const map = index.map ?? {};
      if (map.show) route.carte = true;
      if (map.zone) route.zone = map.zone;
      else if (map.polygon) route.polygone = map.polygon;
      if (map.address) route.adresse = map.address;
    }
    if (isAgenda && index.pastEvents) route.passes = true;
    return route;
  };

  const routeToState = (route: SearchRouteState): SearchUiState => {
    const index: SearchIndexUiState = {};
    if (route.page && route.page > 1) index.page = route.page;
    const refinementList: Record<string, string[]> = {};
    for (const [key, attribute] of Object.entries(attributes) as [ListKey, string][]) {
      const values = route[key];
      if (!values?.length) continue;
      const level = GEO_KEYS[key];
      refinementList[attribute] = level && translateArea ? [...new Set(values.map((v) => translateArea(level, v)))] : [...values];
    }
    if (Object.keys(refinementList).length > 0) index.refinementList = refinementList;
    if (isDirectory) {
      if (route.besoin) index.hierarchicalMenu = { [needAttribute]: route.besoin.split(HIERARCHY_SEPARATOR.trim()).map((s) => s.trim()).filter(Boolean) };
      if (route.favoris && bookmarkToken) index.bookmarks = true;
      if (route.ouvert) index.openAt = route.ouvert === 'maintenant' ? 'now' : route.ouvert;
      const map: NonNullable<SearchIndexUiState['map']> = {};
      if (route.carte) map.show = true;
      if (route.zone) map.zone = route.zone;
      else if (route.polygone) map.polygon = route.polygone;
      if (route.adresse) map.address = route.adresse;
      if (Object.keys(map).length > 0) index.map = map;
    }
    if (isAgenda && route.passes) index.pastEvents = true;
    const uiState: SearchUiState = { [ROOT_INDEX_ID]: route.q ? { query: route.q } : {} };
    if (Object.keys(index).length > 0) uiState[indexName] = index;
    return uiState;
  };

  return { stateToRoute, routeToState };
}

/** Keys whose values are names in the page locale (geographic names are bilingual already). */
export type TranslatedKey = 'besoin' | 'secteur' | 'categorie';

/** The names of one facet in both locales (a need's path, a sector's title, a category's title). */
export type FacetNamePairs = readonly Readonly<Record<SearchLocale, string>>[];

export type FacetDictionary = Partial<Record<TranslatedKey, FacetNamePairs>>;

/**
 * The same search in another locale: a value named in the other locale becomes the target's name
 * (the language switch keeps the search). Values already in the target locale, or unknown, stay.
 */
export function translateRouteState(route: SearchRouteState, target: SearchLocale, dictionary: FacetDictionary): SearchRouteState {
  const source: SearchLocale = target === 'fr' ? 'nl' : 'fr';
  const lookups = new Map<TranslatedKey, (value: string) => string>();
  const lookup = (key: TranslatedKey) => {
    let translate = lookups.get(key);
    if (!translate) {
      const pairs = dictionary[key] ?? [];
      const inTarget = new Set(pairs.map((pair) => pair[target]));
      const fromSource = new Map(pairs.map((pair) => [pair[source], pair[target]]));
      translate = (value) => (inTarget.has(value) ? value : fromSource.get(value) ?? value);
      lookups.set(key, translate);
    }
    return translate;
  };
  const out: SearchRouteState = { ...route };
  if (route.besoin) out.besoin = lookup('besoin')(route.besoin);
  if (route.secteur) out.secteur = [...new Set(route.secteur.map(lookup('secteur')))];
  if (route.categorie) out.categorie = [...new Set(route.categorie.map(lookup('categorie')))];
  return out;
}
