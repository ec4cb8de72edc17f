import { SEARCH_HITS_PER_PAGE, SEARCH_INDEX_NAMES, type ContentRecord, type PrestataireAddressRecord, type SearchIndexName } from '@sam/contracts';
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
    'tags.fr',
    'tags.nl',
    'validated',
    'address.kind',
    'filterOnly(text_language)',
    'filterOnly(bookmarkers.titre)',
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
  // The agenda: soonest first.
  [SEARCH_INDEX_NAMES.events]: contentSettings(['asc(start_ts)'], (record) => padded(record.start_ts ?? 0)),
  // Classified ads: newest first.
  [SEARCH_INDEX_NAMES.annonces]: contentSettings(['desc(published_ts)'], (record) => padded(MAX_TS - (record.published_ts ?? 0))),
};

/** The settings pushed to hosted Algolia (setSettings). */
export function algoliaSettings(index: SearchIndexName) {
  const settings = INDEX_SETTINGS[index];
  return {
    searchableAttributes: settings.searchableAttributes,
    attributesForFaceting: settings.attributesForFaceting,
    numericAttributesForFiltering: settings.numericAttributesForFiltering,
    unretrievableAttributes: settings.unretrievableAttributes,
    attributesToHighlight: settings.attributesToHighlight,
    customRanking: settings.customRanking,
    hitsPerPage: SEARCH_HITS_PER_PAGE,
    paginationLimitedTo: 1000,
    maxValuesPerFacet: 100,
    queryLanguages: ['fr', 'nl'],
    ignorePlurals: ['fr', 'nl'],
  };
}
