import type { Tarif } from './prestataire';

/**
 * The search indices and the shape of their records: the contract between the API's indexer
 * (embedded engine or hosted Algolia), the portal's search page and map, and the benchmark.
 * Spec §3 "Search settings" and "Search index 'prestataire_addresses_index' facets".
 */
export const SEARCH_INDEX_NAMES = {
  prestataire_addresses: 'prestataire_addresses_index',
  infos: 'infos',
  sam_conseils: 'sam_conseils',
  events: 'events',
  annonces: 'annonces',
} as const;

/** The five count types, in the order of the search page's tabs. */
export const SEARCH_COUNT_TYPES = ['prestataire_addresses', 'infos', 'sam_conseils', 'events', 'annonces'] as const;
export type SearchCountType = (typeof SEARCH_COUNT_TYPES)[number];
export type SearchIndexName = (typeof SEARCH_INDEX_NAMES)[SearchCountType];

/** Spec §9: search hits per page 20; map-area searches 100. */
export const SEARCH_HITS_PER_PAGE = 20;
export const MAP_AREA_HITS_PER_PAGE = 100;

export type SearchLocale = 'fr' | 'nl';

/**
 * Facet attributes of prestataire_addresses_index. Geographic facet values hold the French and
 * the Dutch name of the area (one value when both are the same), so a refinement works from
 * either locale; the UI shows the values of its own locale.
 */
export const prestataireFacets = (locale: SearchLocale) =>
  ({
    needLvl0: `navbesoins${locale}.lvl0`,
    needLvl1: `navbesoins${locale}.lvl1`,
    sector: `sectors.titre.${locale}`,
    province: 'provinces.province',
    arrondissement: 'arrondissements.arrondissement',
    commune: 'communes.commune',
    quartier: 'quartiers.quartier',
    tarif: 'tarif',
    sourceAssociation: 'sources.association',
    sourceCountry: 'sources.country',
    type: 'type',
    categorie: 'categorie',
    category: `category_${locale}`,
    bookmarkers: 'bookmarkers.titre',
  }) as const;

/** Separator of the hierarchical need menu ('level1 > level2'). */
export const HIERARCHY_SEPARATOR = ' > ';

export interface Geoloc {
  lat: number;
  lng: number;
}

export interface Bilingual<T = string> {
  fr: T;
  nl: T;
}

/** One record per visible address of a visible, active provider. objectID = address id. */
export interface PrestataireAddressRecord {
  objectID: string;
  prestataire_id: number;
  slug: string;
  title: string;
  /** Main sector's slug per locale: the provider page is /{locale}/prestataires/{sector}/{slug}. */
  sector_slug: Bilingual<string | null>;
  /** Short activity description per locale (plain text, at most ~300 characters). */
  description: Bilingual<string>;
  address: {
    kind: 'head_office' | 'activity_place';
    street: string;
    number: string | null;
    box: string | null;
    postal_code: string;
    locality: string;
  };
  phone: string | null;
  website: string | null;
  type: string;
  categorie: string;
  category_fr: string;
  category_nl: string;
  tarif: Tarif;
  validated: boolean;
  /** lvl0: level-1 need titles; lvl1: 'level1 > level2'. */
  navbesoinsfr: { lvl0: string[]; lvl1: string[] };
  navbesoinsnl: { lvl0: string[]; lvl1: string[] };
  sectors: { slug: Bilingual; titre: Bilingual }[];
  tags: Bilingual<string[]>;
  languages: string[];
  provinces: { id: string; province: string[] };
  arrondissements: { id: string; arrondissement: string[] };
  communes: { id: string; commune: string[] };
  quartiers: { id: string; quartier: string[] } | null;
  sources: { association: string; country: string }[];
  /** Opaque per-user tokens (see `search_bookmark_token` on the current user); never retrievable. */
  bookmarkers?: { titre: string[] };
  _geoloc: Geoloc;
}

/**
 * Records of the four content indices (infos, sam_conseils, events, annonces) share one shape
 * so the tabs render them alike. Events and annonces are written in one language: both title
 * fields then hold the same text and `language` says which one it is.
 */
export interface ContentRecord {
  objectID: string;
  kind: 'info' | 'conseil' | 'event' | 'annonce';
  id: number;
  slug: Bilingual;
  title_fr: string;
  title_nl: string;
  summary_fr: string;
  summary_nl: string;
  language: SearchLocale | null;
  type: string;
  categorie: string | null;
  category_fr: string | null;
  category_nl: string | null;
  tags?: Bilingual<string[]>;
  navbesoinsfr?: { lvl0: string[]; lvl1: string[] };
  navbesoinsnl?: { lvl0: string[]; lvl1: string[] };
  /** Unix seconds: events' start and end, annonces' and infos' publication. */
  start_ts?: number;
  end_ts?: number;
  published_ts?: number;
  locality?: string | null;
  price_cents?: number | null;
  url?: string | null;
  bookmarkers?: { titre: string[] };
  _geoloc?: Geoloc;
}

/** `POST /api/tags/algolia` (spec §7): tag suggestions for the listing editor. */
export interface TagSuggestion {
  id: number;
  slug: string;
  name_fr: string;
  name_nl: string;
}
