import { buildStore } from '../engine/build';
import { IndexStore } from '../engine/store';
import { deleteRecords } from '../engine/writes';
import { SearchRequestError } from '../protocol/errors';
import { evaluateFilter } from './evaluate';
import { parseFacetFilters, parseFilters, parseNumericFilters } from './parse';

interface Ad {
  objectID: string;
  title: string;
  city: string;
  tags: string[];
  price?: number;
  secret?: string;
}

function store(): IndexStore<Ad> {
  const s = new IndexStore<Ad>({
    searchableAttributes: ['title'],
    attributesForFaceting: ['city', 'tags', 'filterOnly(secret)'],
    numericAttributesForFiltering: ['price'],
    unretrievableAttributes: ['secret'],
    attributesToHighlight: [],
    customRanking: [],
    // Numbered in objectID order: doc n is objectID String(n + 1).
    sortKey: (ad) => ad.objectID,
  });
  buildStore(s, [
    { objectID: '1', title: 'Fauteuil', city: 'Namur', tags: ['mobilité'], price: 100, secret: 'tok' },
    { objectID: '2', title: 'Lit médicalisé', city: 'Liège', tags: ['mobilité', 'soins'], price: 450 },
    { objectID: '3', title: 'Déambulateur', city: 'Namur', tags: [], price: 0 },
    { objectID: '4', title: 'Cours de langue des signes', city: 'Gent', tags: ['soins'] },
  ]);
  return s;
}

/** The objectIDs a filter accepts. */
const accepted = (s: IndexStore<Ad>, tree: ReturnType<typeof parseFilters>) => [...evaluateFilter(s, tree!).toArray()].map((doc) => s.docs[doc]?.objectID);

describe('evaluateFilter', () => {
  it('evaluates facet values, AND, OR and NOT', () => {
    const s = store();
    expect(accepted(s, parseFilters('city:Namur'))).toEqual(['1', '3']);
    expect(accepted(s, parseFilters('tags:soins AND NOT city:Gent'))).toEqual(['2']);
    expect(accepted(s, parseFilters('city:Gent OR secret:tok'))).toEqual(['1', '4']);
    expect(accepted(s, parseFacetFilters([['city:Liège', 'city:Gent'], '-tags:soins']))).toEqual([]);
    expect(accepted(s, parseFilters('city:Bruxelles'))).toEqual([]);
  });

  it('compares numbers; a doc without the number matches no comparison', () => {
    const s = store();
    expect(accepted(s, parseFilters('price < 200'))).toEqual(['1', '3']);
    expect(accepted(s, parseFilters('price != 0'))).toEqual(['1', '2']);
    expect(accepted(s, parseFilters('price:100 TO 450'))).toEqual(['1', '2']);
    expect(accepted(s, parseFilters('price:450'))).toEqual(['2']);
    expect(accepted(s, parseNumericFilters(['price >= 0', ['price = 0', 'price > 400']]))).toEqual(['2', '3']);
  });

  it('forgets deleted docs, NOT included', () => {
    const s = store();
    deleteRecords(s, ['3']);
    expect(accepted(s, parseFilters('NOT city:Liège'))).toEqual(['1', '4']);
    expect(accepted(s, parseFilters('price < 200'))).toEqual(['1']);
  });

  it('refuses attributes that are not filterable, and non-numbers on numeric ones', () => {
    const s = store();
    expect(() => evaluateFilter(s, parseFilters('title:Lit')!)).toThrow(new SearchRequestError("Cannot filter on 'title': it is not in attributesForFaceting"));
    expect(() => evaluateFilter(s, parseFilters('city > 3')!)).toThrow("Cannot filter on 'city': it is not in numericAttributesForFiltering");
    expect(() => evaluateFilter(s, parseFilters('price:cher')!)).toThrow("filters: 'price' is numeric, 'cher' is not a number");
  });
});
