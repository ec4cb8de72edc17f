import type { AccessibilityFact, Tarif } from './prestataire';

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

/**
 * The events index's replica for past events: the same records, latest start first (the primary
 * index ranks by start, soonest first). A standard replica on hosted Algolia, a second index in
 * the embedded engine.
 */
export const EVENTS_LATEST_FIRST_INDEX = 'events_latest_first';

/** Pagination stops at this many hits (Algolia's paginationLimitedTo; the embedded engine's too). */
export const SEARCH_PAGINATION_LIMIT = 1000;

/**
 * "Now" for the agenda's filters, in whole minutes (unix seconds): the server's render and the
 * browser's hydration ask the same query, and hosted Algolia can cache it for a minute.
 */
export const eventClock = (epochMs: number = Date.now()): number => Math.floor(epochMs / 60_000) * 60;

/**
 * An event is upcoming until it ends (end_ts is its start when it has no end): the definition of
 * the agenda API (coalesce(ends_at, starts_at) >= now), as an Algolia numeric filter.
 */
export const eventWindowFilter = (now: number, past: boolean): string => (past ? `end_ts<${now}` : `end_ts>=${now}`);

/** Whether an event record is over at `now` (unix seconds). */
export const isPastEvent = (record: { start_ts?: number; end_ts?: number }, now: number): boolean => (record.end_ts ?? record.start_ts ?? Infinity) < now;

/** Spec §9: search hits per page 20; map-area searches 100. */
export const SEARCH_HITS_PER_PAGE = 20;
export const MAP_AREA_HITS_PER_PAGE = 100;
/** What the directory's list and map draw of a provider hit (the portal asks for nothing else). */
export const PROVIDER_HIT_ATTRIBUTES = ['objectID', 'prestataire_id', 'slug', 'title', 'sector_slug', 'description', 'text_language', 'address', 'tarif', 'sectors', 'photo', '_geoloc'];

export type SearchLocale = 'fr' | 'nl';

/**
 * Where a record says which language its text is in, per index whose records are written in one
 * language (infos and conseils are written in both). Events are left out: the agenda is
 * chronological (docs/decisions/0019-language-first.md).
 */
const TEXT_LANGUAGE_ATTRIBUTES: Partial<Record<string, string>> = {
  prestataire_addresses_index: 'text_language',
  annonces: 'language',
};

/**
 * `optionalFilters` listing the records written in `locale` first, for a search without query
 * text (with one, relevance orders): one definition for the embedded engine and hosted Algolia.
 * Undefined when the index or the query does not call for it.
 */
export function languageFirstFilters(indexName: string, query: string | undefined, locale: SearchLocale): string[] | undefined {
  const attribute = TEXT_LANGUAGE_ATTRIBUTES[indexName];
  return attribute && !query?.trim() ? [`${attribute}:${locale}`] : undefined;
}

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
    /** Accessibility facts of the address (codes; issue 17). */
    accessibility: 'accessibility',
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
  /**
   * Short activity description (plain text, at most ~300 characters), under both locales: a
   * listing is written in one language, `text_language`.
   */
  description: Bilingual<string>;
  /**
   * The language of the listing's texts (its description, its page): cards mark it with `lang`
   * on pages of the other locale, and an empty query lists the page's language first
   * (optionalFilters from languageFirstFilters).
   */
  text_language: SearchLocale;
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
  /** The address's accessibility facts (codes; the page translates them): the 'Accessibilité' facet. */
  accessibility: AccessibilityFact[];
  provinces: { id: string; province: string[] };
  arrondissements: { id: string; arrondissement: string[] };
  communes: { id: string; commune: string[] };
  quartiers: { id: string; quartier: string[] } | null;
  sources: { association: string; country: string }[];
  /** Opaque per-user tokens (see `search_bookmark_token` on the current user); never retrievable. */
  bookmarkers?: { titre: string[] };
  /**
   * The listing's first photo (issue 15): its small web size as an API path, its pixel size and its
   * alternative text ('' when decorative). Absent: the card shows the main sector's icon.
   */
  photo?: { url: string; width: number; height: number | null; alt: string };
  _geoloc: Geoloc;
  /**
   * Open now (issue 17, filterOnly facets; absent when empty): the quarters of the week (0 =
   * Monday 00:00–00:15) open throughout, the open minutes of the week of quarters open in part,
   * and the closure days (YYYY-MM-DD). See openAtFilter.
   */
  open_quarters?: string[];
  open_minutes?: string[];
  closed_days?: string[];
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
  /** Unix seconds: when an annonce stops being shown (it leaves the index then). */
  expires_ts?: number;
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


/**
 * Display names of the provider kinds (`categorie`), which the index carries as `category_fr` /
 * `category_nl`. A kind missing here is shown as its code with spaces.
 */
export const PRESTATAIRE_CATEGORIE_LABELS: Readonly<Record<string, Bilingual>> = {
  maison_medicale: { fr: 'Maison médicale', nl: 'Wijkgezondheidscentrum' },
  medecin_generaliste: { fr: 'Médecin généraliste', nl: 'Huisarts' },
  kinesitherapeute: { fr: 'Kinésithérapeute', nl: 'Kinesitherapeut' },
  logopede: { fr: 'Logopède', nl: 'Logopedist' },
  centre_revalidation: { fr: 'Centre de revalidation', nl: 'Revalidatiecentrum' },
  hopital: { fr: 'Hôpital', nl: 'Ziekenhuis' },
  sante_mentale: { fr: 'Service de santé mentale', nl: 'Centrum voor geestelijke gezondheidszorg' },
  psychologue: { fr: 'Psychologue', nl: 'Psycholoog' },
  aide_aux_familles: { fr: 'Aide aux familles', nl: 'Gezinszorg' },
  soins_infirmiers: { fr: 'Soins infirmiers à domicile', nl: 'Thuisverpleging' },
  repas_a_domicile: { fr: 'Repas à domicile', nl: 'Maaltijden aan huis' },
  televigilance: { fr: 'Télévigilance', nl: 'Personenalarm' },
  maison_de_repos: { fr: 'Maison de repos', nl: 'Woonzorgcentrum' },
  centre_de_jour: { fr: 'Centre de jour', nl: 'Dagcentrum' },
  service_residentiel: { fr: 'Service résidentiel', nl: 'Woonvoorziening' },
  transport_adapte: { fr: 'Transport adapté', nl: 'Aangepast vervoer' },
  auto_ecole_adaptee: { fr: 'Auto-école adaptée', nl: 'Aangepaste rijschool' },
  travail_adapte: { fr: 'Entreprise de travail adapté', nl: 'Maatwerkbedrijf' },
  insertion_professionnelle: { fr: 'Insertion professionnelle', nl: 'Arbeidsbegeleiding' },
  ecole_specialisee: { fr: 'Enseignement spécialisé', nl: 'Buitengewoon onderwijs' },
  soutien_scolaire: { fr: 'Soutien scolaire', nl: 'Huiswerkbegeleiding' },
  sport_adapte: { fr: 'Sport adapté', nl: 'G-sport' },
  vacances_adaptees: { fr: 'Vacances adaptées', nl: 'Aangepaste vakanties' },
  culture_accessible: { fr: 'Culture accessible', nl: 'Toegankelijke cultuur' },
  repit: { fr: 'Répit', nl: 'Respijtzorg' },
  groupe_aidants: { fr: 'Groupe d’aidants', nl: 'Mantelzorggroep' },
  permanence_juridique: { fr: 'Permanence juridique', nl: 'Juridisch advies' },
  avocat: { fr: 'Avocat', nl: 'Advocaat' },
  bandagisterie: { fr: 'Bandagisterie', nl: 'Bandagisterie' },
  audioprothesiste: { fr: 'Audioprothésiste', nl: 'Audicien' },
  basse_vision: { fr: 'Basse vision', nl: 'Low vision' },
  pret_materiel: { fr: 'Prêt de matériel', nl: 'Uitleendienst hulpmiddelen' },
  cpas: { fr: 'CPAS', nl: 'OCMW' },
  service_social: { fr: 'Service social', nl: 'Sociale dienst' },
  mutualite: { fr: 'Mutualité', nl: 'Ziekenfonds' },
  mediation_dettes: { fr: 'Médiation de dettes', nl: 'Schuldbemiddeling' },
  association_patients: { fr: 'Association de patients', nl: 'Patiëntenvereniging' },
};

export function prestataireCategorieLabel(categorie: string): Bilingual {
  const known = PRESTATAIRE_CATEGORIE_LABELS[categorie];
  if (known) return known;
  const words = categorie.replace(/[_-]+/g, ' ').trim();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return { fr: label, nl: label };
}

/**
 * How a frontend reaches the search engine, from the same environment variables the API reads:
 * the API's own Algolia-protocol endpoint by default, hosted Algolia when ALGOLIA_APP_ID,
 * ALGOLIA_ADMIN_KEY and ALGOLIA_SEARCH_KEY are set. Only public values come out (never the admin key).
 */
export type SearchClientConfig =
  | { mode: 'embedded'; appId: string; searchKey: string; host: string; protocol: 'http' | 'https' }
  | { mode: 'hosted'; appId: string; searchKey: string };

/** The embedded engine checks no key (its data is public); algoliasearch still wants both set. */
export const EMBEDDED_SEARCH_APP_ID = 'sam-embedded';
export const EMBEDDED_SEARCH_KEY = 'public-search-key';

type Env = Record<string, string | undefined>;
const envValue = (env: Env, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

export function resolveSearchClientConfig(env: Env): SearchClientConfig {
  const appId = envValue(env, 'ALGOLIA_APP_ID');
  const adminKey = envValue(env, 'ALGOLIA_ADMIN_KEY');
  const searchKey = envValue(env, 'ALGOLIA_SEARCH_KEY');
  if (appId && searchKey) return { mode: 'hosted', appId, searchKey };
  if (appId || adminKey || searchKey) {
    throw new Error('Hosted search needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY (API only) and ALGOLIA_SEARCH_KEY; set all of them or none');
  }
  const protocol = envValue(env, 'SEARCH_PUBLIC_PROTOCOL') ?? 'http';
  if (protocol !== 'http' && protocol !== 'https') throw new Error(`SEARCH_PUBLIC_PROTOCOL must be http or https, got "${protocol}"`);
  return {
    mode: 'embedded',
    appId: EMBEDDED_SEARCH_APP_ID,
    searchKey: EMBEDDED_SEARCH_KEY,
    host: envValue(env, 'SEARCH_PUBLIC_HOST') ?? 'localhost:3000',
    protocol,
  };
}
