import { EVENTS_LATEST_FIRST_INDEX, SEARCH_HITS_PER_PAGE, SEARCH_INDEX_NAMES, SEARCH_PAGINATION_LIMIT, type ContentRecord, type PrestataireAddressRecord, type SearchIndexName } from '@sam/contracts';
import { fold, type IndexSettings } from '@sam/search-engine';

/**
 * Settings of the five indices, written once in Algolia's own vocabulary: the embedded engine
 * reads them, and the hosted lane sends them with setSettings.
 */

/** Fixed-width text of a number, so that text order is number order. */
const padded = (value: number) => String(Math.max(0, Math.floor(value))).padStart(12, '0');
const MAX_TS = 10 ** 11;

export const PRESTATAIRE_SETTINGS: IndexSettings<PrestataireAddressRecord> = {
  searchableAttributes: [
    'title',
    'category_fr,category_nl',
    'navbesoinsfr.lvl1,navbesoinsnl.lvl1,navbesoinsfr.lvl0,navbesoinsnl.lvl0',
    'sectors.titre.fr,sectors.titre.nl',
    'tags.fr,tags.nl',
    'communes.commune,address.locality,address.postal_code,quartiers.quartier,arrondissements.arrondissement,provinces.province',
    'description.fr,description.nl',
    'address.street',
  ],
  attributesForFaceting: [
    'navbesoinsfr.lvl0',
    'navbesoinsfr.lvl1',
    'navbesoinsnl.lvl0',
    'navbesoinsnl.lvl1',
    'sectors.titre.fr',
    'sectors.titre.nl',
    'provinces.province',
    'arrondissements.arrondissement',
    'communes.commune',
    'quartiers.quartier',
    'tarif',
    'sources.association',
    'sources.country',
    'type',
    'categorie',
    'category_fr',
    'category_nl',
    'languages',
    'accessibility',
    'tags.fr',
    'tags.nl',
    'validated',
    'address.kind',
    'filterOnly(text_language)',
    'filterOnly(bookmarkers.titre)',
    // Open now (issue 17): openAtFilter in @sam/contracts.
    'filterOnly(open_quarters)',
    'filterOnly(open_minutes)',
    'filterOnly(closed_days)',
  ],
  numericAttributesForFiltering: ['prestataire_id'],
  unretrievableAttributes: ['bookmarkers'],
  attributesToHighlight: ['title', 'category_fr', 'category_nl', 'description.fr', 'description.nl', 'address.locality'],
  customRanking: ['asc(title)'],
  sortKey: (record) => `${fold(record.title).trim()}\u0000${padded(record.prestataire_id)}`,
};

const CONTENT_FACETS = [
  'type',
  'categorie',
  'category_fr',
  'category_nl',
  'language',
  'tags.fr',
  'tags.nl',
  'navbesoinsfr.lvl0',
  'navbesoinsfr.lvl1',
  'navbesoinsnl.lvl0',
  'navbesoinsnl.lvl1',
  'filterOnly(bookmarkers.titre)',
];

const contentSettings = (customRanking: string[], sortKey: (record: ContentRecord) => string): IndexSettings<ContentRecord> => ({
  searchableAttributes: [
    'title_fr,title_nl',
    'category_fr,category_nl',
    'tags.fr,tags.nl',
    'navbesoinsfr.lvl1,navbesoinsnl.lvl1,navbesoinsfr.lvl0,navbesoinsnl.lvl0',
    'summary_fr,summary_nl',
    'locality',
  ],
  attributesForFaceting: CONTENT_FACETS,
  numericAttributesForFiltering: ['id', 'start_ts', 'end_ts', 'published_ts', 'expires_ts', 'price_cents'],
  unretrievableAttributes: ['bookmarkers'],
  attributesToHighlight: ['title_fr', 'title_nl', 'summary_fr', 'summary_nl'],
  customRanking,
  sortKey,
});

const byTitleFr = (record: ContentRecord) => fold(record.title_fr).trim();

/** The record type of each index. */
export interface IndexRecordTypes {
  prestataire_addresses_index: PrestataireAddressRecord;
  infos: ContentRecord;
  sam_conseils: ContentRecord;
  events: ContentRecord;
  annonces: ContentRecord;
}

export const INDEX_SETTINGS: { [K in SearchIndexName]: IndexSettings<IndexRecordTypes[K]> } = {
  [SEARCH_INDEX_NAMES.prestataire_addresses]: PRESTATAIRE_SETTINGS,
  // Useful links and good tips: alphabetical.
  [SEARCH_INDEX_NAMES.infos]: contentSettings(['asc(title_fr)'], byTitleFr),
  [SEARCH_INDEX_NAMES.sam_conseils]: contentSettings(['asc(title_fr)'], byTitleFr),
  // The agenda: soonest first (the portal filters on end_ts >= now: upcoming events only, unless asked).
  [SEARCH_INDEX_NAMES.events]: contentSettings(['asc(start_ts)'], (record) => padded(record.start_ts ?? 0)),
  // Classified ads: newest first.
  [SEARCH_INDEX_NAMES.annonces]: contentSettings(['desc(published_ts)'], (record) => padded(MAX_TS - (record.published_ts ?? 0))),
};

/**
 * Replicas: the same records as their primary index, ranked otherwise. Past events, asked for
 * on purpose, come latest first (the primary ranks the upcoming ones soonest first).
 */
export const REPLICAS: Record<string, { primary: SearchIndexName; settings: IndexSettings<ContentRecord> }> = {
  [EVENTS_LATEST_FIRST_INDEX]: {
    primary: SEARCH_INDEX_NAMES.events,
    settings: contentSettings(['desc(start_ts)'], (record) => padded(MAX_TS - (record.start_ts ?? 0))),
  },
};

/** The replicas of a primary index. */
export const replicasOf = (index: SearchIndexName): string[] => Object.entries(REPLICAS).flatMap(([name, replica]) => (replica.primary === index ? [name] : []));

/** The settings pushed to hosted Algolia (setSettings), of an index or of a replica. */
export function algoliaSettings(index: SearchIndexName | string) {
  const settings = index in REPLICAS ? REPLICAS[index].settings : INDEX_SETTINGS[index as SearchIndexName];
  return {
    searchableAttributes: settings.searchableAttributes,
    attributesForFaceting: settings.attributesForFaceting,
    numericAttributesForFiltering: settings.numericAttributesForFiltering,
    unretrievableAttributes: settings.unretrievableAttributes,
    attributesToHighlight: settings.attributesToHighlight,
    customRanking: settings.customRanking,
    hitsPerPage: SEARCH_HITS_PER_PAGE,
    paginationLimitedTo: SEARCH_PAGINATION_LIMIT,
    maxValuesPerFacet: 100,
    queryLanguages: ['fr', 'nl'],
    ignorePlurals: ['fr', 'nl'],
  };
}
