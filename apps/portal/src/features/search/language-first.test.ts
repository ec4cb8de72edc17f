import { withLanguageFirst } from './language-first';

describe('withLanguageFirst', () => {
  it('asks hits queries without text for the page language first, in both request shapes', () => {
    expect(withLanguageFirst({ requests: [{ indexName: 'prestataire_addresses_index', query: '', hitsPerPage: 20 }] }, 'fr')).toEqual({
      requests: [{ indexName: 'prestataire_addresses_index', query: '', hitsPerPage: 20, optionalFilters: ['text_language:fr'] }],
    });
    expect(withLanguageFirst([{ indexName: 'annonces', params: { page: 0 } }], 'nl')).toEqual([{ indexName: 'annonces', params: { page: 0, optionalFilters: ['language:nl'] } }]);
  });

  it('leaves relevance alone when there is text, and facet searches, bilingual and chronological indices untouched', () => {
    const untouched = [
      { indexName: 'prestataire_addresses_index', query: 'kiné' },
      { indexName: 'prestataire_addresses_index', type: 'facet', facet: 'tarif', query: '' },
      { indexName: 'infos', query: '' },
      { indexName: 'events', query: '' },
      { indexName: 'annonces', query: '', optionalFilters: ['categorie:meubles'] },
    ];
    expect(withLanguageFirst({ requests: untouched }, 'fr')).toEqual({ requests: untouched });
  });
});
