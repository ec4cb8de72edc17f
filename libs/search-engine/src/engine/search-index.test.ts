import type { SearchParams } from '@sam/contracts';
import { haversineMetres } from '../geo/geo-index';
import { SearchRequestError } from '../protocol/errors';
import { decodeSearchRequest } from '../protocol/params';
import type { IndexSettings } from '../settings';
import { SearchIndex } from './search-index';

interface Place {
  objectID: string;
  name: string;
  city: string;
  tags: string[];
  price: number;
  secret?: string;
  _geoloc?: { lat: number; lng: number };
}

const settings: IndexSettings<Place> = {
  searchableAttributes: ['name', 'city,tags'],
  attributesForFaceting: ['city', 'tags', 'filterOnly(secret)'],
  numericAttributesForFiltering: ['price'],
  unretrievableAttributes: ['secret'],
  attributesToHighlight: ['name'],
  customRanking: ['asc(name)'],
  sortKey: (place) => place.name.toLowerCase(),
};

const place = (id: number, name: string, city: string, tags: string[], price: number, lat?: number, lng?: number, secret?: string): Place => ({
  objectID: String(id),
  name,
  city,
  tags,
  price,
  ...(secret ? { secret } : {}),
  ...(lat !== undefined && lng !== undefined ? { _geoloc: { lat, lng } } : {}),
});

const PLACES = [
  place(1, 'Maison médicale du Parc', 'Bruxelles', ['santé', 'accessible'], 10, 50.84, 4.35, 'tok-a'),
  place(2, 'Maison de repos Les Tilleuls', 'Namur', ['hébergement'], 50, 50.46, 4.87),
  place(3, 'Cabinet de kinésithérapie', 'Namur', ['santé'], 30, 50.47, 4.86, 'tok-a'),
  place(4, 'Thuisverpleging Antwerpen', 'Antwerpen', ['thuiszorg', 'accessible'], 0, 51.22, 4.40),
  place(5, 'Centre de santé mentale', 'Liège', ['santé'], 20),
];

function params(fields: Record<string, unknown>): [SearchParams, string] {
  const { params: parsed, paramsString } = decodeSearchRequest(fields);
  return [parsed, paramsString];
}

function fresh(records: Place[] = PLACES, rerankLimit?: number, rerankBudgetMs?: number): SearchIndex<Place> {
  const index = new SearchIndex('places', settings, rerankLimit, rerankBudgetMs);
  index.build(records);
  return index;
}

const run = (index: SearchIndex<Place>, fields: Record<string, unknown>) => index.search(...params(fields));
const objectIDs = (index: SearchIndex<Place>, fields: Record<string, unknown>) => run(index, { hitsPerPage: 100, ...fields }).hits.map((hit) => String(hit.objectID));

describe('embedded engine', () => {
  it('orders an empty query by custom ranking and pages it like Algolia', () => {
    const index = fresh();
    expect(objectIDs(index, {})).toEqual(['3', '5', '2', '1', '4']);
    const page = run(index, { hitsPerPage: 2, page: 1 });
    expect(page).toMatchObject({ nbHits: 5, page: 1, nbPages: 3, hitsPerPage: 2 });
    expect(page.hits.map((hit) => hit.objectID)).toEqual(['2', '1']);
    expect(run(index, { offset: 3, length: 5 }).hits.map((hit) => hit.objectID)).toEqual(['1', '4']);
    expect(run(index, { hitsPerPage: 0 }).hits).toEqual([]);
  });

  it('ranks title matches before other attributes, then exact words before typos', () => {
    const index = fresh();
    // 'santé' is in the name of 5 and in the tags of 1 and 3.
    expect(objectIDs(index, { query: 'santé' })).toEqual(['5', '3', '1']);
    // 'masion' is one swap away from 'maison'.
    expect(objectIDs(index, { query: 'masion', typoTolerance: false })).toEqual([]);
    expect(objectIDs(index, { query: 'masion' })).toEqual(['2', '1']);
    // Exact words first: 'namur' is exact for 2 and 3, a typo away from 'namor' for none.
    index.save([place(7, 'Zorg Namor', 'Gent', [], 0)]);
    expect(objectIDs(index, { query: 'namur' })).toEqual(['3', '2', '7']);
    expect(objectIDs(index, { query: 'santé', restrictSearchableAttributes: ['name'] })).toEqual(['5']);
    expect(() => run(index, { restrictSearchableAttributes: ['secret'] })).toThrow(SearchRequestError);
  });

  it('matches the last word as a prefix and highlights the typed part', () => {
    const index = fresh();
    const result = run(index, { query: 'maison med', attributesToHighlight: ['name'] });
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['1']);
    expect(result.hits[0]._highlightResult).toEqual({
      name: { value: '<em>Maison</em> <em>méd</em>icale du Parc', matchLevel: 'full', matchedWords: ['maison', 'med'], fullyHighlighted: false },
    });
    expect(objectIDs(index, { query: 'maison med', queryType: 'prefixNone' })).toEqual([]);
    const partial = run(index, { query: 'namur kine', attributesToHighlight: ['city', 'tags'] }).hits[0]._highlightResult as Record<string, unknown>;
    expect(partial).toEqual({
      city: { value: '<em>Namur</em>', matchLevel: 'partial', matchedWords: ['namur'], fullyHighlighted: true },
      tags: [{ value: 'santé', matchLevel: 'none', matchedWords: [] }],
    });
  });

  it('counts facets, sorts them by count or name and caps them', () => {
    const index = fresh();
    const result = run(index, { facets: ['*'], hitsPerPage: 0 });
    expect(result.facets).toEqual({
      city: { Namur: 2, Antwerpen: 1, Bruxelles: 1, Liège: 1 },
      tags: { santé: 3, accessible: 2, hébergement: 1, thuiszorg: 1 },
    });
    expect(Object.keys(run(index, { facets: ['city'], sortFacetValuesBy: 'alpha', maxValuesPerFacet: 2 }).facets?.city ?? {})).toEqual(['Antwerpen', 'Bruxelles']);
    // Numeric attributes asked for as facets get facets_stats.
    expect(run(index, { facets: ['price'], filters: 'city:Namur' }).facets_stats).toEqual({ price: { min: 30, max: 50, avg: 40, sum: 80 } });
    // filterOnly attributes filter but are never counted.
    expect(run(index, { facets: ['secret'], facetFilters: ['secret:tok-a'] })).toMatchObject({ nbHits: 2, facets: {} });
  });

  it('never returns unretrievable attributes, and trims the response to responseFields', () => {
    const index = fresh();
    expect(run(index, { filters: 'secret:tok-a' }).hits.every((hit) => !('secret' in hit))).toBe(true);
    expect(index.retrieve('1', '*')).not.toHaveProperty('secret');
    expect(index.retrieve('1', ['name', 'secret'])).toEqual({ objectID: '1', name: 'Maison médicale du Parc' });
    expect(Object.keys(run(index, { responseFields: ['nbHits', 'facets'], facets: ['city'] }))).toEqual(['nbHits', 'facets']);
  });

  it('counts the same by walking a small result as by intersecting bitmaps', () => {
    // 3,000 places over 300 cities: small filtered results walk their docs, big ones intersect.
    const many = Array.from({ length: 3000 }, (_, i) => place(i + 1, `Lieu ${i}`, `Ville ${i % 300}`, [`tag ${i % 7}`, `tag ${i % 11}`], i % 97));
    const index = fresh(many);
    for (const filters of ['price < 3', 'price > 10', 'price:40 TO 41', 'NOT city:"Ville 3"']) {
      const result = run(index, { filters, facets: ['city', 'tags'], maxValuesPerFacet: 1000, hitsPerPage: 0 });
      const matching = many.filter((p) =>
        filters === 'price < 3' ? p.price < 3 : filters === 'price > 10' ? p.price > 10 : filters === 'price:40 TO 41' ? p.price >= 40 && p.price <= 41 : p.city !== 'Ville 3',
      );
      const count = (values: string[]) => values.reduce<Record<string, number>>((acc, v) => ({ ...acc, [v]: (acc[v] ?? 0) + 1 }), {});
      const distinctTags = (p: Place) => [...new Set(p.tags)];
      expect(result.nbHits).toBe(matching.length);
      expect(result.facets?.city).toEqual(count(matching.map((p) => p.city)));
      expect(result.facets?.tags).toEqual(count(matching.flatMap(distinctTags)));
    }
  });

  it('searches by box, polygon and radius, and orders around a point by distance', () => {
    const index = fresh();
    expect(objectIDs(index, { insideBoundingBox: [[50.4, 4.8, 50.5, 4.9]] }).sort()).toEqual(['2', '3']);
    expect(objectIDs(index, { insidePolygon: '50.4,4.8,50.5,4.8,50.5,4.9' })).toEqual(['3']); // the triangle leaves 2 out
    expect(objectIDs(index, { aroundLatLng: '50.84, 4.35', aroundRadius: 1000 })).toEqual(['1']);
    expect(objectIDs(index, { aroundLatLng: '50.46, 4.87' })).toEqual(['2', '3', '1', '4', '5']); // 5 has no point: last
    const many = Array.from({ length: 6000 }, (_, i) => place(i + 1, `Lieu ${i}`, 'X', [], 0, 50 + ((i * 7919) % 1000) / 1000, 4 + ((i * 104729) % 1000) / 1000));
    const big = fresh(many);
    // Past 5,000 docs the order comes from Flatbush's nearest-neighbour search: same distances as a full sort.
    const distance = (p: Place) => Math.round(haversineMetres(50.5, 4.5, p._geoloc!.lat, p._geoloc!.lng));
    const byId = new Map(many.map((p) => [p.objectID, p]));
    const ranked = objectIDs(big, { aroundLatLng: '50.5, 4.5', hitsPerPage: 50 }).map((id) => distance(byId.get(id)!));
    expect(ranked).toEqual(many.map(distance).sort((a, b) => a - b).slice(0, 50));
  });

  it('updates records in place: text, facets, numbers and points follow without a rebuild', () => {
    const index = fresh(PLACES, 0);
    index.save([{ ...PLACES[1], name: 'Résidence Les Tilleuls', city: 'Liège', tags: ['santé'], price: 99, _geoloc: { lat: 50.63, lng: 5.57 } }]);
    expect(objectIDs(index, { query: 'tilleuls' })).toEqual(['2']);
    expect(objectIDs(index, { query: 'maison' })).toEqual(['1']);
    expect(run(index, { facets: ['city'] }).facets?.city).toEqual({ Namur: 1, Antwerpen: 1, Bruxelles: 1, Liège: 2 });
    expect(objectIDs(index, { numericFilters: ['price > 90'] })).toEqual(['2']);
    expect(objectIDs(index, { insideBoundingBox: [[50.4, 4.8, 50.5, 4.9]] })).toEqual(['3']);
    expect(objectIDs(index, { insideBoundingBox: [[50.6, 5.5, 50.7, 5.6]] })).toEqual(['2']);
    // A replaced record keeps its rank; a new one comes after the others.
    index.save([place(6, 'Aaa nouveau lieu', 'Namur', [], 5, 50.47, 4.87)]);
    expect(objectIDs(index, {})).toEqual(['3', '5', '2', '1', '4', '6']);
    index.delete(['1', '6', 'unknown']);
    expect(objectIDs(index, {})).toEqual(['3', '5', '2', '4']);
    expect(objectIDs(index, { query: 'parc' })).toEqual([]);
    expect(objectIDs(index, { aroundLatLng: '50.84, 4.35', aroundRadius: 1000 })).toEqual([]);
    expect(index.info().entries).toBe(4);
  });

  it('renumbers a small index on a write, so a new or changed record takes its ranked place at once', () => {
    const index = fresh();
    index.save([place(6, 'Aaa nouveau lieu', 'Namur', [], 5, 50.47, 4.87), { ...PLACES[1], name: 'Zzz renommé' }]);
    const byName = [...PLACES.filter((p) => p.objectID !== '2'), place(6, 'Aaa nouveau lieu', 'Namur', [], 5, 50.47, 4.87), { ...PLACES[1], name: 'Zzz renommé' }]
      .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))
      .map((p) => p.objectID);
    expect(objectIDs(index, {})).toEqual(byName);
    expect(objectIDs(index, { query: 'renomme' })).toEqual(['2']);
    expect(objectIDs(index, { numericFilters: ['price = 5'] })).toContain('6');
    expect(index.info().entries).toBe(6);
  });

  it('past its renumbering budget, writes in place at once and renumbers within a second (a burst of writes under load)', () => {
    jest.useFakeTimers();
    try {
      const index = fresh(PLACES, undefined, 0);
      index.save([place(6, 'Aaa nouveau lieu', 'Namur', [], 5, 50.47, 4.87)]);
      index.save([place(7, 'Aab autre lieu', 'Namur', [], 5, 50.47, 4.87)]);
      expect(objectIDs(index, { query: 'nouveau' })).toEqual(['6']); // found at once
      expect(objectIDs(index, {}).slice(-2)).toEqual(['6', '7']); // ranked last meanwhile
      jest.advanceTimersByTime(1000);
      expect(objectIDs(index, {}).slice(0, 2)).toEqual(['6', '7']); // then in their places
      expect(objectIDs(index, { query: 'autre' })).toEqual(['7']);
      expect(index.info().entries).toBe(7);
    } finally {
      jest.useRealTimers();
    }
  });

  it('writes a replacement that keeps its ranking key in place, with text, facets and rank right', () => {
    const index = fresh();
    const before = objectIDs(index, {});
    index.save([{ ...PLACES[2], city: 'Gent', tags: ['revalidatie'], price: 77 }]);
    expect(objectIDs(index, {})).toEqual(before);
    expect(objectIDs(index, { query: 'revalidatie' })).toEqual(['3']);
    expect(run(index, { facets: ['city'] }).facets?.city).toEqual({ Namur: 1, Gent: 1, Antwerpen: 1, Bruxelles: 1, Liège: 1 });
    expect(objectIDs(index, { numericFilters: ['price = 77'] })).toEqual(['3']);
    // A batch mixing a kept key and a renamed record still renumbers: the renamed one moves.
    index.save([{ ...PLACES[0], price: 11 }, { ...PLACES[4], name: 'Aaa centre' }]);
    expect(objectIDs(index, {})[0]).toBe('5');
    expect(objectIDs(index, { numericFilters: ['price = 11'] })).toEqual(['1']);
  });

  it('keeps spatial results right across many moves (overflow list, then repacking)', () => {
    // Written in place (no renumbering), as a large index is: the geo index's own update path.
    const index = fresh(PLACES, 0);
    for (let i = 0; i < 1500; i++) index.save([place(100 + i, `Point ${i}`, 'Y', [], 0, 51 + (i % 10) / 100, 3 + (i % 10) / 100)]);
    index.save([{ ...PLACES[0], _geoloc: { lat: 51.5, lng: 3.5 } }]);
    expect(run(index, { insideBoundingBox: [[51, 3, 51.095, 3.095]], hitsPerPage: 0 }).nbHits).toBe(1500);
    expect(objectIDs(index, { insideBoundingBox: [[51.45, 3.45, 51.55, 3.55]] })).toEqual(['1']);
    expect(objectIDs(index, { aroundLatLng: '50.84, 4.35', aroundRadius: 1000 })).toEqual([]);
  });

  it('searches facet values by prefix, counted over the query', () => {
    const index = fresh();
    expect(index.searchFacetValues('city', params({ facetQuery: 'na' })[0])).toMatchObject({ facetHits: [{ value: 'Namur', highlighted: '<em>Na</em>mur', count: 2 }] });
    expect(index.searchFacetValues('tags', params({ facetQuery: 'sa', query: 'maison' })[0]).facetHits).toEqual([{ value: 'santé', highlighted: '<em>sa</em>nté', count: 1 }]);
    expect(() => index.searchFacetValues('secret', params({})[0])).toThrow(SearchRequestError);
  });
});
