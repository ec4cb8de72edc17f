import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import createClient from 'openapi-fetch';
import { allEndpoints, routePath } from '@sam/contracts';
import { createTestApp, type TestApp } from '../testing/test-database';

/** Routes Fastify adds by itself: HEAD twins of GET routes and the CORS preflight. */
const isFrameworkRoute = (method: string) => method === 'HEAD' || method === 'OPTIONS';

describe('endpoint contracts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every route is registered from a contract, and every contract has its route', () => {
    const routes = t.app.registeredRoutes.filter((r) => !isFrameworkRoute(r.method) && !r.twin);
    const withoutContract = routes.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`);
    expect(withoutContract).toEqual([]);

    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const withoutRoute = allEndpoints()
      .map((e) => `${e.method} ${routePath(e.path)}`)
      .filter((key) => !registered.has(key));
    expect(withoutRoute).toEqual([]);
  });

  it('operation ids and method + path pairs are unique', () => {
    const endpoints = allEndpoints();
    const ids = endpoints.map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('GET /api/openapi.json is a valid OpenAPI 3.1 document of every public endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const operations = Object.values(document.paths as Record<string, Record<string, unknown>>).flatMap((p) => Object.keys(p));
    expect(operations.length).toBe(allEndpoints().filter((e) => !e.internal).length);
  });

  it('serves an interactive reference page and its assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const src of page.body.match(/\/api\/docs\/assets\/[\w.-]+/g) ?? []) {
      expect((await t.app.inject({ method: 'GET', url: src })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/assets/secret.js' })).statusCode).toBe(404);
  });
});

describe('a client generated from the OpenAPI document', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A cookie jar around fetch, and the XSRF header a browser script would add. */
  function browserFetch() {
    const jar = new Map<string, string>();
    return async (input: Request): Promise<Response> => {
      const headers = new Headers(input.headers);
      if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const xsrf = jar.get('XSRF-TOKEN');
      if (xsrf && input.method !== 'GET') headers.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
      const response = await fetch(new Request(input, { headers }));
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    };
  }

  it('is generated (openapi-typescript) and can register, log in and search (openapi-fetch)', async () => {
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Record<string, unknown>;
    // The generator's own command line, as a user of the API would run it.
    const dir = mkdtempSync(join(tmpdir(), 'sam-openapi-'));
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document));
    await promisify(execFile)(process.execPath, [join(dirname(require.resolve('openapi-typescript/package.json')), 'bin', 'cli.js'), join(dir, 'openapi.json'), '-o', join(dir, 'sam-api.ts')]);
    const types = readFileSync(join(dir, 'sam-api.ts'), 'utf8');
    rmSync(dir, { recursive: true, force: true });
    expect(types).toContain('"/login"');
    expect(types).toContain('"/api/prestataires/search"');

    const visitor = createClient({ baseUrl, fetch: browserFetch() });
    expect((await visitor.GET('/sanctum/csrf-cookie' as never)).response.status).toBe(204);
    const registered = await visitor.POST('/register' as never, {
      body: { name: 'Client Généré', email: 'client@example.be', password: 'un mot de passe solide', password_confirmation: 'un mot de passe solide', over_18: true, terms: true },
    } as never);
    expect(registered.response.status).toBe(201);

    const client = createClient({ baseUrl, fetch: browserFetch() });
    await client.GET('/sanctum/csrf-cookie' as never);
    const login = await client.POST('/login' as never, { body: { email: 'client@example.be', password: 'un mot de passe solide' } } as never);
    expect(login.response.status).toBe(200);
    const me = await client.GET('/api/user' as never);
    expect((me.data as unknown as { email: string }).email).toBe('client@example.be');

    const search = await client.POST('/api/prestataires/search' as never, { body: { locale: 'fr', page: 1, q: 'aide' } } as never);
    expect(search.response.status).toBe(200);
    expect(search.data).toMatchObject({ data: expect.any(Array), meta: { current_page: 1 } });
  });
});
