import { SearchRequestError } from '../protocol/errors';
import { MAX_FILTER_DEPTH, parseFacetFilter, parseFacetFilters, parseFilters, parseNumericFilters } from './parse';

const facet = (attribute: string, value: string) => ({ kind: 'facet', attribute, value });

describe('filters string', () => {
  it('reads attr:value, quoted values and escaped quotes', () => {
    expect(parseFilters('tarif:gratuit')).toEqual(facet('tarif', 'gratuit'));
    expect(parseFilters('communes.commune:"Sint-Jans-Molenbeek"')).toEqual(facet('communes.commune', 'Sint-Jans-Molenbeek'));
    expect(parseFilters('"navbesoinsfr.lvl1":"Me soigner > Santé mentale"')).toEqual(facet('navbesoinsfr.lvl1', 'Me soigner > Santé mentale'));
    expect(parseFilters('title:"Le \\"Parc\\""')).toEqual(facet('title', 'Le "Parc"'));
    expect(parseFilters("category_fr:'Aide familiale'")).toEqual(facet('category_fr', 'Aide familiale'));
    expect(parseFilters('  ')).toBeNull();
  });

  it('gives AND precedence over OR, and NOT to the next filter or group', () => {
    expect(parseFilters('a:1 OR b:2 AND c:3')).toEqual({ kind: 'or', children: [facet('a', '1'), { kind: 'and', children: [facet('b', '2'), facet('c', '3')] }] });
    expect(parseFilters('(a:1 OR b:2) AND NOT c:3')).toEqual({
      kind: 'and',
      children: [{ kind: 'or', children: [facet('a', '1'), facet('b', '2')] }, { kind: 'not', child: facet('c', '3') }],
    });
    expect(parseFilters('NOT (a:1 OR b:2)')).toEqual({ kind: 'not', child: { kind: 'or', children: [facet('a', '1'), facet('b', '2')] } });
    expect(parseFilters('NOT NOT a:1')).toEqual({ kind: 'not', child: { kind: 'not', child: facet('a', '1') } });
  });

  it('reads numeric comparisons and ranges', () => {
    expect(parseFilters('price_cents > 3')).toEqual({ kind: 'numeric', attribute: 'price_cents', op: '>', value: 3 });
    expect(parseFilters('start_ts>=1700000000 AND end_ts<=-2.5')).toEqual({
      kind: 'and',
      children: [
        { kind: 'numeric', attribute: 'start_ts', op: '>=', value: 1_700_000_000 },
        { kind: 'numeric', attribute: 'end_ts', op: '<=', value: -2.5 },
      ],
    });
    expect(parseFilters('id != 4')).toEqual({ kind: 'numeric', attribute: 'id', op: '!=', value: 4 });
    expect(parseFilters('id = 4')).toEqual({ kind: 'numeric', attribute: 'id', op: '=', value: 4 });
    expect(parseFilters('price_cents:1 TO 5')).toEqual({ kind: 'range', attribute: 'price_cents', low: 1, high: 5 });
  });

  it.each([
    ['tarif:gratuit AND (', /expected an attribute name or \(, found end of input/],
    ['(tarif:gratuit', /expected '\)'/],
    ['tarif:gratuit OR', /expected an attribute name/],
    ['tarif gratuit', /expected ':' or a comparison after 'tarif'/],
    ['price > cheap', /'cheap' is not a number/],
    ['price:1 TO', /upper bound/],
    ['title:"open', /unterminated quoted string/],
    ['tarif:gratuit tarif:payant', /expected AND, OR or the end/],
    ['AND', /expected an attribute name/],
  ])('rejects %s with a 400', (input, message) => {
    let error: unknown;
    try {
      parseFilters(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SearchRequestError);
    expect((error as SearchRequestError).status).toBe(400);
    expect((error as Error).message).toMatch(message);
  });
});

describe('facetFilters', () => {
  it('is an AND of entries, an inner array being an OR', () => {
    expect(parseFacetFilters(['tarif:gratuit', ['type:association', 'type:institution']])).toEqual({
      kind: 'and',
      children: [facet('tarif', 'gratuit'), { kind: 'or', children: [facet('type', 'association'), facet('type', 'institution')] }],
    });
    expect(parseFacetFilters('tarif:gratuit')).toEqual(facet('tarif', 'gratuit'));
    expect(parseFacetFilters([])).toBeNull();
    expect(parseFacetFilters([[]])).toBeNull();
  });

  it('negates with a leading dash on the attribute or the value, and escapes a value dash', () => {
    expect(parseFacetFilter('-tarif:gratuit')).toEqual({ kind: 'not', child: facet('tarif', 'gratuit') });
    expect(parseFacetFilter('tarif:-gratuit')).toEqual({ kind: 'not', child: facet('tarif', 'gratuit') });
    expect(parseFacetFilter('title:\\-10 %')).toEqual(facet('title', '-10 %'));
    // The value keeps colons and quotes: only the first colon separates.
    expect(parseFacetFilter('navbesoinsfr.lvl1:Me soigner > "Santé": mentale')).toEqual(facet('navbesoinsfr.lvl1', 'Me soigner > "Santé": mentale'));
  });

  it('rejects an entry without attribute', () => {
    expect(() => parseFacetFilter('gratuit')).toThrow(SearchRequestError);
    expect(() => parseFacetFilter(':gratuit')).toThrow(SearchRequestError);
  });
});

describe('numericFilters', () => {
  it('takes comparisons and ranges, in AND of OR-arrays', () => {
    expect(parseNumericFilters(['start_ts > 10', ['price_cents:0 TO 100', 'price_cents = 500']])).toEqual({
      kind: 'and',
      children: [
        { kind: 'numeric', attribute: 'start_ts', op: '>', value: 10 },
        { kind: 'or', children: [{ kind: 'range', attribute: 'price_cents', low: 0, high: 100 }, { kind: 'numeric', attribute: 'price_cents', op: '=', value: 500 }] },
      ],
    });
  });

  it('refuses facet filters in numericFilters', () => {
    expect(() => parseNumericFilters(['tarif:gratuit'])).toThrow(/not a numeric comparison/);
  });
});

describe('nesting', () => {
  it('takes up to MAX_FILTER_DEPTH levels and refuses deeper ones with a 400, not a stack overflow', () => {
    const nestedParens = (levels: number) => `${'('.repeat(levels)}tarif:gratuit${')'.repeat(levels)}`;
    expect(parseFilters(nestedParens(MAX_FILTER_DEPTH))).toEqual({ kind: 'facet', attribute: 'tarif', value: 'gratuit' });
    expect(() => parseFilters(nestedParens(MAX_FILTER_DEPTH + 1))).toThrow(/nested more than 32/);
    expect(() => parseFilters(nestedParens(5000))).toThrow(SearchRequestError);
    expect(() => parseFilters(`${'NOT '.repeat(2000)}tarif:gratuit`)).toThrow(SearchRequestError);
  });
});
