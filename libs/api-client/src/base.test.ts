import { waitFor } from '@testing-library/react';
import type { User } from '@sam/contracts';
import { configureApiClient } from './base';
import { toApiError } from './errors';
import { prestatairesApi } from './prestataires';
import { sessionApi } from './session';
import { makeStore } from './store';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noContent = () => new Response(null, { status: 204 });

const user: User = {
  id: 1,
  name: 'Anne Dupont',
  email: 'user@sam.example',
  locale: 'fr',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  roles: ['user'],
  profile: null,
  prestataires: [],
  bookmarks: [],
  search_bookmark_token: '0123456789abcdef',
};

let calls: Request[];
let routes: Record<string, Handler>;

/** Stubs global fetch with a `METHOD /path` table; unknown calls answer 404. */
function serve(table: Record<string, Handler>) {
  routes = table;
}

beforeEach(() => {
  calls = [];
  routes = {};
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok%3D1; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push(request);
    const { pathname } = new URL(request.url);
    const handler = routes[`${request.method} ${pathname}`];
    return handler ? handler(request) : json({ message: 'Not found', status: 404 }, 404);
  }) as typeof fetch;
});

const paths = () => calls.map((c) => `${c.method} ${new URL(c.url).pathname}`);

describe('CSRF bootstrap', () => {
  it('fetches the CSRF cookie once, before the first write only', async () => {
    serve({
      'GET /sanctum/csrf-cookie': noContent,
      'GET /api/user': () => json(user),
      'POST /login': () => json(user),
      'POST /register': () => json(user, 201),
    });
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(paths()).toEqual(['GET /api/user']);

    await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'user@sam.example', password: 'secret' }));
    await store.dispatch(
      sessionApi.endpoints.register.initiate({
        name: 'A',
        email: 'a@sam.example',
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
        over_18: true,
        terms: true,
      }),
    );
    expect(paths().filter((p) => p !== 'GET /api/user')).toEqual(['GET /sanctum/csrf-cookie', 'POST /login', 'POST /register']);
  });

  it('shares one CSRF fetch between simultaneous writes', async () => {
    serve({ 'GET /sanctum/csrf-cookie': noContent, 'POST /api/email/verification-notification': noContent });
    const store = makeStore();
    await Promise.all([
      store.dispatch(sessionApi.endpoints.resendVerification.initiate()),
      store.dispatch(sessionApi.endpoints.resendVerification.initiate()),
    ]);
    expect(paths().filter((p) => p.includes('csrf'))).toHaveLength(1);
  });

  it('sends the decoded XSRF-TOKEN cookie as X-XSRF-TOKEN on writes, not on reads', async () => {
    serve({ 'GET /sanctum/csrf-cookie': noContent, 'POST /login': () => json(user), 'GET /api/user': () => json(user) });
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'user@sam.example', password: 'secret' }));
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    const login = calls.find((c) => c.url.endsWith('/login'))!;
    expect(login.headers.get('X-XSRF-TOKEN')).toBe('tok=1');
    expect(login.credentials).toBe('include');
    expect(calls.find((c) => c.url.endsWith('/api/user'))!.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('refetches the CSRF cookie and retries once after a 419', async () => {
    let attempts = 0;
    serve({
      'GET /sanctum/csrf-cookie': noContent,
      'POST /login': () => (++attempts === 1 ? json({ message: 'CSRF token mismatch.', status: 419 }, 419) : json(user)),
    });
    const store = makeStore();
    const result = await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'user@sam.example', password: 'secret' }));
    expect('data' in result && result.data).toEqual(user);
    expect(paths()).toEqual(['GET /sanctum/csrf-cookie', 'POST /login', 'GET /sanctum/csrf-cookie', 'POST /login']);
  });

  it('gives up after the one retry', async () => {
    serve({ 'GET /sanctum/csrf-cookie': noContent, 'POST /login': () => json({ message: 'CSRF token mismatch.', status: 419 }, 419) });
    const store = makeStore();
    const result = await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'user@sam.example', password: 'secret' }));
    expect('error' in result && result.error).toEqual({ message: 'CSRF token mismatch.', status: 419 });
    expect(paths().filter((p) => p === 'POST /login')).toHaveLength(2);
  });

  it('tries the CSRF cookie again on the next write when it failed', async () => {
    let csrfAttempts = 0;
    serve({
      'GET /sanctum/csrf-cookie': () => (++csrfAttempts === 1 ? json({ message: 'Down', status: 503 }, 503) : noContent()),
      'POST /login': () => json(user),
    });
    const store = makeStore();
    const first = await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'user@sam.example', password: 'secret' }));
    expect('error' in first && first.error).toEqual({ message: 'Down', status: 503 });
    const second = await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'user@sam.example', password: 'secret' }));
    expect('data' in second && second.data).toEqual(user);
  });
});

describe('configuration', () => {
  it('uses the runtime base URL and locale, and a per-store override', async () => {
    serve({ 'GET /api/user': () => json(user) });
    configureApiClient({ baseUrl: 'http://api.example.be/', locale: 'nl' });
    await makeStore().dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(calls[0].url).toBe('http://api.example.be/api/user');
    expect(calls[0].headers.get('Accept')).toBe('application/json');
    expect(calls[0].headers.get('Accept-Language')).toMatch(/^nl-BE/);

    await makeStore(undefined, { baseUrl: 'http://internal:3000', cookieHeader: 'laravel_session=x' }).dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(calls[1].url).toBe('http://internal:3000/api/user');
  });

  it('passes the locale of a provider page as a query parameter', async () => {
    serve({ 'GET /api/prestataires/maison-medicale': () => json({ data: { slug: 'maison-medicale' } }) });
    const result = await makeStore().dispatch(prestatairesApi.endpoints.getPrestataire.initiate({ slug: 'maison-medicale', locale: 'nl' }));
    expect(new URL(calls[0].url).search).toBe('?locale=nl');
    expect(result.data).toEqual({ slug: 'maison-medicale' });
  });
});

describe('error normalisation (spec §8)', () => {
  it('keeps message, status and the 422 field errors', async () => {
    serve({
      'GET /sanctum/csrf-cookie': noContent,
      'POST /login': () => json({ message: 'The given data was invalid.', status: 422, errors: { email: ['validation.email'] } }, 422),
    });
    const result = await makeStore().dispatch(sessionApi.endpoints.login.initiate({ email: 'x', password: 'y' }));
    expect('error' in result && result.error).toEqual({ message: 'The given data was invalid.', status: 422, errors: { email: ['validation.email'] } });
  });

  it('gives a message to an error without a JSON body', async () => {
    serve({ 'GET /api/user': () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }) });
    const result = await makeStore().dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.error).toEqual({ message: expect.any(String), status: 502 });
  });

  it('turns a network failure into status 0 with a message', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const result = await makeStore().dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.error).toEqual({ message: 'Network error: TypeError: Failed to fetch', status: 0 });
  });

  it('defaults to status 500', () => {
    expect(toApiError({ status: 'CUSTOM_ERROR', error: 'Boom' })).toEqual({ message: 'Boom', status: 500 });
    expect(toApiError({ status: 404, data: null })).toEqual({ message: 'Request failed with status 404', status: 404 });
  });
});

describe('session', () => {
  it('reads a 401 on /api/user as logged out (null), not as an error', async () => {
    serve({ 'GET /api/user': () => json({ message: 'Unauthenticated.', status: 401 }, 401) });
    const result = await makeStore().dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('keeps other failures of /api/user as errors', async () => {
    serve({ 'GET /api/user': () => json({ message: 'Server Error', status: 500 }, 500) });
    const result = await makeStore().dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(result.isError).toBe(true);
    expect(result.error).toEqual({ message: 'Server Error', status: 500 });
  });

  it('logs out with a fresh CSRF cookie, then clears the cached user', async () => {
    serve({
      'GET /sanctum/csrf-cookie': noContent,
      'POST /login': () => json(user),
      'GET /api/user': () => json(user),
      'POST /logout': noContent,
    });
    const store = makeStore();
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: 'user@sam.example', password: 'secret' }));
    await store.dispatch(sessionApi.endpoints.getCurrentUser.initiate());
    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(user);

    calls = [];
    await store.dispatch(sessionApi.endpoints.logout.initiate()).unwrap();
    expect(paths()).toEqual(['GET /sanctum/csrf-cookie', 'POST /logout']);
    await waitFor(() => expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeNull());
    expect(paths()).not.toContain('GET /api/user');
  });
});
