import { compareAnswers } from './parity';
import type { BenchQuery } from './query-model';

const query = (facets: string[], maxValuesPerFacet?: number): BenchQuery => ({
  id: 'q',
  cls: 'empty_all_facets',
  locale: 'fr',
  query: '',
  words: [],
  facetFilters: [],
  facets,
  hitsPerPage: 20,
  maxValuesPerFacet,
});

describe('compareAnswers', () => {
  it('accepts identical answers', () => {
    const answer = { nbHits: 30, hits: 20, facets: { tarif: { gratuit: 10, payant: 20 } } };
    expect(compareAnswers(query(['tarif']), answer, answer)).toEqual([]);
  });

  it('reports nbHits, page size, different, extra and missing values', () => {
    const problems = compareAnswers(
      query(['tarif', 'type']),
      { nbHits: 31, hits: 19, facets: { tarif: { gratuit: 11, variable: 1 } } },
      { nbHits: 30, hits: 20, facets: { tarif: { gratuit: 10, payant: 20 }, type: { association: 3 } } },
    );
    expect(problems).toEqual([
      'nbHits 31 ≠ 30',
      '19 hits on the first page ≠ 20',
      'tarif: "gratuit" 11 ≠ 10, "variable" 1 ≠ absent, "payant" missing (20)',
      'type: "association" missing (3)',
    ]);
  });

  it('expects a short page when there are fewer hits than hitsPerPage', () => {
    expect(compareAnswers(query([]), { nbHits: 3, hits: 3, facets: {} }, { nbHits: 3, hits: 3, facets: {} })).toEqual([]);
  });

  it('allows values cut by maxValuesPerFacet only when they are not more frequent than the kept ones', () => {
    const reference = { nbHits: 10, hits: 10, facets: { tarif: { a: 5, b: 3, c: 3, d: 1 } } };
    // Two values kept; 'b' and 'c' tie at the cut, either may be left out.
    expect(compareAnswers(query(['tarif'], 2), { nbHits: 10, hits: 10, facets: { tarif: { a: 5, c: 3 } } }, reference)).toEqual([]);
    // Keeping 'd' (1) while cutting 'b' and 'c' (3) is wrong.
    expect(compareAnswers(query(['tarif'], 2), { nbHits: 10, hits: 10, facets: { tarif: { a: 5, d: 1 } } }, reference)).toEqual([
      'tarif: "b" missing (3), "c" missing (3)',
    ]);
  });
});
