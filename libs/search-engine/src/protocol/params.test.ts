import { SearchRequestError } from './errors';
import { decodeSearchRequest, encodeParams } from './params';

describe('decodeSearchRequest', () => {
  it('reads a urlencoded params string (InstantSearch), JSON arrays included, and keeps it as sent', () => {
    const params = 'query=soins&hitsPerPage=5&facets=%5B%22tarif%22%5D&facetFilters=%5B%5B%22tarif%3Agratuit%22%5D%5D';
    expect(decodeSearchRequest({ indexName: 'infos', params })).toEqual({
      params: { query: 'soins', hitsPerPage: 5, facets: ['tarif'], facetFilters: [['tarif:gratuit']] },
      paramsString: params,
    });
  });

  it('merges params with the fields sent beside them (algoliasearch v5), leaving the envelope out', () => {
    const decoded = decodeSearchRequest({ indexName: 'infos', type: 'default', params: { query: 'aide' }, hitsPerPage: 3 });
    expect(decoded.params).toEqual({ query: 'aide', hitsPerPage: 3 });
    expect(decoded.paramsString).toBe('query=aide&hitsPerPage=3');
    expect(decodeSearchRequest({ params: 'query=aide', page: 2 }).paramsString).toBe('query=aide&page=2');
  });

  it('answers 400 with the reason for anything unknown or malformed', () => {
    const reason = (body: Record<string, unknown>) => {
      try {
        decodeSearchRequest(body);
      } catch (error) {
        expect(error).toBeInstanceOf(SearchRequestError);
        return `${(error as SearchRequestError).status} ${(error as Error).message}`;
      }
      return 'accepted';
    };
    expect(reason({ foo: 1, bar: 2 })).toBe('400 Unsupported parameters: foo, bar');
    expect(reason({ params: 'facets=%5Bbad' })).toBe("400 params: '[bad' is not valid JSON");
    expect(reason({ params: 42 })).toBe("400 Invalid value for 'params': expected a urlencoded string or an object");
    expect(reason({ hitsPerPage: 5000 })).toMatch(/^400 Invalid value for 'hitsPerPage'/);
  });

  it('drops prototype keys instead of assigning them', () => {
    expect(decodeSearchRequest({ params: 'query=a&constructor=x&__proto__=y' }).params).toEqual({ query: 'a' });
    expect(decodeSearchRequest(JSON.parse('{"__proto__": {"page": 3}, "query": "a"}')).params).toEqual({ query: 'a' });
  });
});

describe('encodeParams', () => {
  it('writes strings as they are and everything else as JSON, skipping undefined', () => {
    expect(encodeParams({ query: 'a b', facets: ['x'], page: 1, skipped: undefined })).toBe('query=a+b&facets=%5B%22x%22%5D&page=1');
  });
});
