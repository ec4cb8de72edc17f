import { SearchIndex } from '../engine/search-index';
import { SearchRequestError } from '../protocol/errors';
import { decodeSearchRequest } from '../protocol/params';
import type { IndexSettings } from '../settings';
import { parseOptionalFilters } from './optional-filters';

interface Listing {
  objectID: string;
  title: string;
  description: string;
  lang: 'fr' | 'nl';
  validated: string;
  _geoloc?: { lat: number; lng: number };
}

const settings: IndexSettings<Listing> = {
  searchableAttributes: ['title', 'description'],
  attributesForFaceting: ['filterOnly(lang)', 'validated'],
  numericAttributesForFiltering: [],
  unretrievableAttributes: [],
  attributesToHighlight: [],
  customRanking: ['asc(title)'],
  sortKey: (listing) => listing.title.toLowerCase(),
};

const listing = (id: number, title: string, description: string, lang: 'fr' | 'nl', validated = true, lat?: number, lng?: number): Listing => ({
  objectID: String(id),
  title,
  description,
  lang,
  validated: String(validated),
  ...(lat !== undefined && lng !== undefined ? { _geoloc: { lat, lng } } : {}),
});

// Custom ranking (title order): 1 Aide, 2 Begeleiding, 3 Centre, 4 Dagcentrum, 5 Zorg.
const LISTINGS = [
  listing(5, 'Zorg aan huis', 'Thuiszorg en verpleging', 'nl', true, 50.85, 4.35),
  listing(3, 'Centre de jour', 'Accueil de jour et soins', 'fr', false, 50.5, 4.9),
  listing(1, 'Aide familiale', 'Aide et soins à domicile', 'fr', true, 50.4, 4.4),
  listing(4, 'Dagcentrum', 'Dagopvang en soins', 'nl', false, 50.86, 4.36),
  listing(2, 'Begeleiding', 'Begeleid wonen, zorg', 'nl', true, 51.2, 4.4),
];

function fresh(): SearchIndex<Listing> {
  const index = new SearchIndex('listings', settings);
  index.build(LISTINGS);
  return index;
}

const ids = (index: SearchIndex<Listing>, fields: Record<string, unknown>) => {
  const { params, paramsString } = decodeSearchRequest({ hitsPerPage: 100, ...fields });
  return index.search(params, paramsString).hits.map((hit) => String(hit.objectID));
};

describe('optionalFilters', () => {
  it('lists an empty query with the docs matching them first, each part in custom-ranking order', () => {
    const index = fresh();
    expect(ids(index, {})).toEqual(['1', '2', '3', '4', '5']);
    expect(ids(index, { optionalFilters: ['lang:fr'] })).toEqual(['1', '3', '2', '4', '5']);
    expect(ids(index, { optionalFilters: 'lang:nl' })).toEqual(['2', '4', '5', '1', '3']);
    // As a urlencoded params string (algoliasearch v4 and InstantSearch).
    expect(ids(index, { params: 'optionalFilters=%5B%22lang%3Anl%22%5D' })).toEqual(['2', '4', '5', '1', '3']);
  });

  it('never narrows the result, and counts stay those of the filters', () => {
    const index = fresh();
    const { params, paramsString } = decodeSearchRequest({ optionalFilters: ['lang:fr'], facets: ['validated'], hitsPerPage: 2, page: 1 });
    const page = index.search(params, paramsString);
    expect(page).toMatchObject({ nbHits: 5, nbPages: 3, facets: { validated: { true: 3, false: 2 } } });
    expect(page.hits.map((hit) => hit.objectID)).toEqual(['2', '4']);
  });

  it('sums scores over entries and takes the best alternative of an OR-group', () => {
    const index = fresh();
    // fr + validated (1 and 3 fr; 1, 2, 5 validated): 1 scores 2; 3, 2 and 5 score 1; 4 nothing.
    expect(ids(index, { optionalFilters: ['lang:fr', 'validated:true'] })).toEqual(['1', '2', '3', '5', '4']);
    // Scores weigh: validated (3) before French (1).
    expect(ids(index, { optionalFilters: ['lang:fr', 'validated:true<score=3>'] })).toEqual(['1', '2', '5', '3', '4']);
    // An OR-group scores its best match once: nl (2) before fr (1), not fr+nl summed.
    expect(ids(index, { optionalFilters: [['lang:fr', 'lang:nl<score=2>']] })).toEqual(['2', '4', '5', '1', '3']);
    // Negated: docs without the value first.
    expect(ids(index, { optionalFilters: ['lang:-nl'] })).toEqual(['1', '3', '2', '4', '5']);
  });

  it('ranks equally relevant docs by them, and leaves the rest of relevance as it was', () => {
    const index = fresh();
    // 'soins' is in the descriptions of 1, 3 and 4; 'zorg' in the title of 5 and the description of 2.
    expect(ids(index, { query: 'soins', optionalFilters: ['lang:nl'] })).toEqual(['4', '1', '3']);
    expect(ids(index, { query: 'zorg' })).toEqual(['5', '2']);
    expect(ids(index, { query: 'zorg', optionalFilters: ['lang:fr'] })).toEqual(['5', '2']);
    // Nothing matches the preference: the ranking is unchanged.
    expect(ids(index, { query: 'zorg', optionalFilters: ['validated:false'] })).toEqual(['5', '2']);
  });

  it('lets distance decide when ranking around a point (Algolia ranks geo before filters)', () => {
    const index = fresh();
    expect(ids(index, { aroundLatLng: '50.85, 4.35', optionalFilters: ['lang:fr'] })).toEqual(['5', '4', '2', '1', '3']);
  });

  it('refuses what Algolia refuses, with a 400 message', () => {
    const index = fresh();
    expect(() => ids(index, { optionalFilters: ['unknown:x'] })).toThrow(SearchRequestError);
    expect(() => ids(index, { optionalFilters: ['no colon'] })).toThrow(SearchRequestError);
    expect(() => parseOptionalFilters(Array.from({ length: 51 }, (_, i) => `lang:${i}`))).toThrow(/at most 50/);
    expect(parseOptionalFilters('')).toEqual([]);
    expect(parseOptionalFilters(['lang:fr<score=4>'])).toEqual([[{ node: { kind: 'facet', attribute: 'lang', value: 'fr' }, score: 4 }]]);
  });
});
