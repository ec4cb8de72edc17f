import { insertListing } from '../testing/fixtures';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Endpoint {
  method: Method;
  /** Built once the logged-in user and its profile exist. */
  url: (ids: { userId: number; profileId: number }) => string;
  /** Body fields; every one is required unless the endpoint takes none or only optional ones. */
  fields: string[];
  requiredFields?: boolean;
  extra?: Record<string, unknown>;
}

/** Every endpoint of the accounts work that reads a body (§4–§7). */
const BODY_ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: () => '/api/email/verify', fields: ['id', 'hash', 'expires', 'signature'] },
  { method: 'POST', url: () => '/forgot-password', fields: ['email'] },
  { method: 'POST', url: () => '/reset-password', fields: ['token', 'email', 'password', 'password_confirmation'] },
  { method: 'POST', url: () => '/api/autologin-links', fields: ['url'] },
  { method: 'POST', url: () => '/autologin', fields: ['token'] },
  { method: 'POST', url: () => '/api/profiles', fields: ['first_name', 'last_name', 'phone', 'organisation', 'newsletter', 'locale'], requiredFields: false },
  { method: 'PUT', url: ({ profileId }) => `/api/profiles/${profileId}`, fields: ['first_name', 'last_name', 'phone', 'organisation', 'newsletter', 'locale'], requiredFields: false },
  { method: 'POST', url: ({ profileId }) => `/api/profiles/${profileId}`, fields: ['first_name', 'newsletter'], requiredFields: false, extra: { _method: 'PUT' } },
  { method: 'PUT', url: () => '/api/user/password', fields: ['current_password', 'password', 'password_confirmation'] },
  { method: 'POST', url: () => '/api/user/password', fields: ['current_password', 'password', 'password_confirmation'], extra: { _method: 'PUT' } },
  { method: 'PUT', url: () => '/api/user/email', fields: ['email', 'current_password'] },
  { method: 'DELETE', url: () => '/api/user', fields: ['email'] },
  { method: 'POST', url: () => '/api/user', fields: ['email'], extra: { _method: 'DELETE' } },
  { method: 'POST', url: () => '/api/tokens', fields: ['title'] },
  { method: 'POST', url: () => '/api/users/unregister', fields: ['email'] },
];

describe.each(testDialects())('bad input on every accounts endpoint on %s', (dialect) => {
  let t: TestApp;
  let client: TestClient;
  let ids: { userId: number; profileId: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = new TestClient(t.app);
    const registered = await client.register({ email: 'robuste@example.be' });
    ids = { userId: registered.json().id, profileId: registered.json().profile.id };
    await insertListing(t.db, { slug: 'fiche-robuste', title: 'Fiche robuste' });
    await t.app.mailer.drain();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Everything a refused request could have written. */
  const snapshot = async () => {
    await t.app.mailer.drain();
    return JSON.stringify({
      users: await t.db.selectFrom('users').selectAll().orderBy('id').execute(),
      roles: await t.db.selectFrom('user_roles').selectAll().orderBy('user_id').orderBy('role').execute(),
      profiles: await t.db.selectFrom('profiles').selectAll().orderBy('id').execute(),
      sessions: await t.db.selectFrom('sessions').select(['id', 'user_id', 'csrf_token']).orderBy('id').execute(),
      tokens: await t.db.selectFrom('one_time_tokens').selectAll().orderBy('id').execute(),
      apiTokens: await t.db.selectFrom('api_tokens').selectAll().orderBy('id').execute(),
      listings: await t.db.selectFrom('prestataires').select(['id', 'active', 'visible', 'updated_at']).orderBy('id').execute(),
      throttles: await t.db.selectFrom('throttles').selectAll().orderBy('key').execute(),
      outbox: (await t.app.mailer.outbox?.list())?.length,
    });
  };

  const send = (endpoint: Endpoint, payload: string | object, contentType = 'application/json') =>
    client.request({ method: endpoint.method, url: endpoint.url(ids), payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': contentType } });

  it.each(BODY_ENDPOINTS.map((e) => [`${e.method} ${e.url({ userId: 1, profileId: 1 })}${e.extra ? ' (_method)' : ''}`, e] as const))(
    '%s: malformed JSON 400, wrong types and missing fields 422, other media refused, never 500, nothing written',
    async (_name, endpoint) => {
      const before = await snapshot();

      const malformed = await send(endpoint, '{"email": ');
      // A malformed POST cannot carry _method, so the override answers 405 instead of the target's 400.
      expect(endpoint.extra ? [400, 405] : [400]).toContain(malformed.statusCode);
      expect(malformed.json()).toMatchObject({ status: malformed.statusCode, message: expect.any(String) });

      for (const wrong of [{}, [1], true]) {
        const body = { ...Object.fromEntries(endpoint.fields.map((field) => [field, wrong])), ...endpoint.extra };
        const response = await send(endpoint, body);
        expect(response.statusCode).toBe(422);
        expect(Object.keys(response.json().errors).sort()).toEqual(
          expect.arrayContaining(endpoint.fields.filter((f) => !(wrong === true && f === 'newsletter')).sort()),
        );
      }

      if (endpoint.requiredFields !== false) {
        const missing = await send(endpoint, { ...endpoint.extra });
        expect(missing.statusCode).toBe(422);
        expect(Object.keys(missing.json().errors).sort()).toEqual([...endpoint.fields].sort());
        if (!endpoint.extra) {
          const empty = await send(endpoint, '');
          expect(empty.statusCode).toBe(422);
          const array = await send(endpoint, [1, 2]);
          expect(array.statusCode).toBe(422);
        }
      }

      const text = await send(endpoint, 'hello', 'text/plain');
      expect([400, 405, 415, 422]).toContain(text.statusCode);

      expect(await snapshot()).toBe(before);
    },
  );

  it('bad path parameters and query strings are 404/422, never 500, and write nothing', async () => {
    const before = await snapshot();
    expect((await client.get('/api/users/abc')).statusCode).toBe(404);
    expect((await client.get('/api/users/0')).statusCode).toBe(404);
    expect((await client.get('/api/users/99999999999999999999')).statusCode).toBe(404);
    expect((await client.put('/api/profiles/-1', { first_name: 'x' })).statusCode).toBe(404);
    expect((await client.put('/api/profiles/1.5', { first_name: 'x' })).statusCode).toBe(404);
    expect((await client.delete('/api/tokens/abc')).statusCode).toBe(404);
    expect((await client.delete('/api/tokens/999')).statusCode).toBe(404);

    for (const query of ['', 'expires=abc&id=1&token=zz', 'expires=1&id=1', 'expires[]=1&id=1&token=' + 'a'.repeat(64), 'id=1e3&expires=1&token=' + 'a'.repeat(64)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/unreg?${query}` });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toBeDefined();
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/unreg?expires=1&id=1&token=${'a'.repeat(64)}` })).statusCode).toBe(403);

    const badUrl = await client.post('/autologin', { token: 'a'.repeat(43), url: 5 });
    expect(badUrl.statusCode).toBe(422);
    expect(Object.keys(badUrl.json().errors)).toEqual(['url']);

    // No-payload endpoints shrug off a malformed body with 400, not 500.
    const notification = await client.request({ method: 'POST', url: '/api/email/verification-notification', payload: '{"x": ', headers: { 'content-type': 'application/json' } });
    expect(notification.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});
