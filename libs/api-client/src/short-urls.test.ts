import { configureApiClient } from './base';
import { shortLinkHref, shortUrlsApi } from './short-urls';
import { makeStore } from './store';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: { method: string; path: string; body: unknown; xsrf: string | null }[];

beforeEach(() => {
  calls = [];
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.clone().json().catch(() => null) : null;
    calls.push({ method: request.method, path, body, xsrf: request.headers.get('X-XSRF-TOKEN') });
    if (path === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
    if (path === '/api/urls') return json({ id: 4, short_code: 'aB3dE9', url: '/fr/agenda', hits: 0 }, 201);
    if (path === '/api/urls/search') return json({ data: [{ id: 4, short_code: 'aB3dE9', url: '/fr/agenda', hits: 2 }] });
    return json({ message: 'Not found', status: 404 }, 404);
  }) as typeof fetch;
});

describe('short urls slice', () => {
  it('creates a short link with the CSRF header and builds its public address', async () => {
    const store = makeStore();
    const link = await store.dispatch(shortUrlsApi.endpoints.createShortUrl.initiate({ url: '/fr/agenda' })).unwrap();
    expect(link).toEqual({ id: 4, short_code: 'aB3dE9', url: '/fr/agenda', hits: 0 });
    const post = calls.find((c) => c.path === '/api/urls');
    expect(post).toMatchObject({ method: 'POST', body: { url: '/fr/agenda' }, xsrf: 'tok' });
    expect(shortLinkHref('http://localhost:4200/', 'fr', link)).toBe('http://localhost:4200/fr/s/4/aB3dE9');
  });

  it('searches links by code and id, unwrapping the data list', async () => {
    const store = makeStore();
    const result = await store.dispatch(shortUrlsApi.endpoints.searchShortUrls.initiate({ code: 'aB3dE9', id: 4 }));
    expect(result.data).toEqual([{ id: 4, short_code: 'aB3dE9', url: '/fr/agenda', hits: 2 }]);
    expect(calls.find((c) => c.path === '/api/urls/search')?.body).toEqual({ code: 'aB3dE9', id: 4 });
  });
});
