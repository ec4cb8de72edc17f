import { pathWith, SEARCH_INDEX_NAMES, type AnyEndpoint } from '@sam/contracts';
import type { BadInputCase, EndpointSetup } from './cases';
import { paramCases } from './cases';
import { DEEP, deepArrayJson, deepObjectJson, UNSAFE_TEXT } from './payloads';

const JSON_TYPE = { 'content-type': 'application/json' };

/** Algolia parameters over the engine's limits or unreadable: 400 `{ message, status }` as hosted Algolia answers. */
const BAD_PARAMS: [string, string][] = [
  ['hitsPerPage 100,000', 'hitsPerPage=100000'],
  ['hitsPerPage negative', 'hitsPerPage=-5'],
  ['page negative', 'page=-1'],
  ['page not a number', 'page=abc'],
  [`filters with ${DEEP} parentheses`, `filters=${encodeURIComponent('('.repeat(DEEP) + 'a:b' + ')'.repeat(DEEP))}`],
  ['filters unbalanced', `filters=${encodeURIComponent('(a:b OR')}`],
  ['filters with 5,000 NOTs', `filters=${encodeURIComponent('NOT '.repeat(DEEP) + 'a:b')}`],
  [`facetFilters nested ${DEEP} deep`, `facetFilters=${encodeURIComponent(deepArrayJson(DEEP, '"a:b"'))}`],
  ['facetFilters not JSON', 'facetFilters=%5B%5B'],
  ['numericFilters without a number', `numericFilters=${encodeURIComponent('["price<NaN"]')}`],
  ['aroundLatLng out of range', 'aroundLatLng=999,999'],
  ['insideBoundingBox not numbers', `insideBoundingBox=${encodeURIComponent('[["a","b","c","d"]]')}`],
  ['unknown parameter', 'dropTable=users'],
];

/** Legal but hostile searches: answered (hits or none), never 5xx. */
const ODD_QUERIES: [string, string][] = [
  ['SQL in the query', `query=${encodeURIComponent("' OR 1=1; DROP TABLE users; --")}`],
  ['script in the query', `query=${encodeURIComponent('<script>alert(1)</script>')}`],
  ['emoji, zero-width and combining marks', `query=${encodeURIComponent('a\u200b👩‍👩‍👧‍👦Z\u0351\u036b\u0343')}`],
  ['a query of 10,000 characters', `query=${'a'.repeat(10_000)}`],
];

/** Extra cases of the Algolia protocol routes, beyond what their loose contracts describe. */
export function algoliaCases(endpoint: AnyEndpoint, setup: EndpointSetup): BadInputCase[] {
  const url = pathWith(endpoint.path, setup.params);
  const post = (name: string, body: unknown, expect: BadInputCase['expect'] = 'refused'): BadInputCase => ({
    endpoint, name, method: 'POST', url, payload: JSON.stringify(body), headers: JSON_TYPE, expect,
  });
  const entry = (params: string) => ({ indexName: SEARCH_INDEX_NAMES.prestataire_addresses, params });
  if (endpoint.id === 'search.multipleQueries') {
    return [
      ...BAD_PARAMS.map(([name, params]) => post(`sub-query ${name}`, { requests: [entry(params)] })),
      ...ODD_QUERIES.map(([name, params]) => post(`sub-query ${name}`, { requests: [entry(params)] }, 'harmless')),
      post('51 sub-queries', { requests: Array.from({ length: 51 }, () => entry('query=a')) }),
      post('2 sub-queries of 1,000 hits', { requests: [entry('hitsPerPage=1000'), entry('hitsPerPage=1000')] }),
      post('requests is a string', { requests: 'all' }),
      post('a sub-query is null', { requests: [null] }),
      post('a sub-query without indexName', { requests: [{ params: 'query=a' }] }),
      post('an unknown index', { requests: [{ indexName: 'users', params: '' }] }),
      post('a facet sub-query without facet', { requests: [{ ...entry(''), type: 'facet' }] }),
      post('an unknown strategy', { requests: [], strategy: 'all' }),
      ...UNSAFE_TEXT.slice(0, 3).map(({ name, value }) => post(`sub-query with ${name}`, { requests: [{ ...entry(''), query: value }] })),
    ];
  }
  return [
    ...BAD_PARAMS.map(([name, params]) => post(`params ${name}`, { params })),
    ...ODD_QUERIES.map(([name, params]) => post(`params ${name}`, { params }, 'harmless')),
    // Parameters the engine ignores (Algolia's analytics ones) are still read, and echoed back in `params`.
    { ...post(`analyticsTags nested ${DEEP} deep`, {}), payload: `{"analyticsTags": ${deepArrayJson(DEEP, '"a"')}}` },
    post(`analyticsTags nested ${DEEP} deep in params`, { params: `analyticsTags=${encodeURIComponent(deepArrayJson(DEEP, '"a"'))}` }),
    { ...post(`an unknown parameter nested ${DEEP} deep`, {}), payload: `{"userData": ${deepObjectJson(DEEP)}}` },
  ];
}

/** The GET routes of the protocol: junk in the path and the query string. */
export function algoliaGetCases(endpoint: AnyEndpoint, setup: EndpointSetup): BadInputCase[] {
  const url = pathWith(endpoint.path, setup.params);
  const get = (name: string, query: string, expect: BadInputCase['expect']): BadInputCase => ({ endpoint, name, method: 'GET', url: `${url}?${query}`, headers: {}, expect });
  if (endpoint.id === 'search.listIndices') {
    return [get('unknown query parameters', 'a[b][c]=1&__proto__=x', 'harmless'), get('a NUL in the query', 'x=%00', 'harmless')];
  }
  return [
    ...paramCases(endpoint, setup),
    get('attributesToRetrieve with a NUL', 'attributesToRetrieve=title%00', 'refused'),
    get('attributesToRetrieve with a bidi override', 'attributesToRetrieve=%E2%80%AEtitle', 'refused'),
    get('attributesToRetrieve of 10,000 names', `attributesToRetrieve=${Array.from({ length: 10_000 }, (_, i) => `a${i}`).join(',')}`, 'harmless'),
  ];
}
