import { PROVIDER_HIT_ATTRIBUTES } from '@sam/contracts';
import { parseOptions } from './options';
import { hexagon, ringToLatLng } from './query-mix';
import { parseFacetFilter, toSearchParams } from './query-model';

describe('parseOptions', () => {
  it('defaults to 100,000 addresses, 200 queries per class and the PostgreSQL lane', () => {
    expect(parseOptions([])).toEqual({ scale: 100_000, queries: 200, pg: true, seed: true, dist: false });
  });

  it('reads every option, with or without =', () => {
    expect(parseOptions(['--scale', '5000', '--queries=20', '--no-pg', '--no-seed', '--dist'])).toEqual({
      scale: 5000,
      queries: 20,
      pg: false,
      seed: false,
      dist: true,
    });
    expect(parseOptions(['--help'])).toBe('help');
  });

  it('refuses what it does not understand', () => {
    expect(() => parseOptions(['--scale', 'many'])).toThrow('--scale expects a positive whole number');
    expect(() => parseOptions(['--queries', '0'])).toThrow('--queries expects');
    expect(() => parseOptions(['--scale', '10'])).toThrow('at least 30');
    expect(() => parseOptions(['--fast'])).toThrow('unknown option --fast');
  });
});

describe('query helpers', () => {
  it('turns a closed GeoJSON ring into an open [lat, lng] list', () => {
    expect(ringToLatLng([[4.3, 50.8], [4.4, 50.8], [4.4, 50.9], [4.3, 50.8]])).toEqual([50.8, 4.3, 50.8, 4.4, 50.9, 4.4]);
  });

  it('draws a hexagon of six [lat, lng] points around the centre', () => {
    const points = hexagon(4.35, 50.85, 0.01);
    expect(points).toHaveLength(12);
    for (let i = 0; i < 12; i += 2) {
      expect(Math.abs(points[i] - 50.85)).toBeLessThanOrEqual(0.01);
      expect(Math.abs(points[i + 1] - 4.35)).toBeLessThanOrEqual(0.0157);
    }
  });

  it('parses facet filters and writes Algolia parameters', () => {
    expect(parseFacetFilter('navbesoinsfr.lvl1:Me soigner > Logopédie')).toEqual({ attribute: 'navbesoinsfr.lvl1', value: 'Me soigner > Logopédie', negated: false });
    expect(parseFacetFilter('-tarif:payant')).toEqual({ attribute: 'tarif', value: 'payant', negated: true });
    expect(
      toSearchParams({ id: 'x', cls: 'text', locale: 'fr', query: 'aide', words: ['aide'], facetFilters: [['tarif:gratuit']], facets: ['tarif'], hitsPerPage: 20 }),
    ).toEqual({ query: 'aide', hitsPerPage: 20, page: 0, attributesToRetrieve: PROVIDER_HIT_ATTRIBUTES, attributesToHighlight: [], facets: ['tarif'], facetFilters: [['tarif:gratuit']] });
  });
});
