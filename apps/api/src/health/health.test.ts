import { get } from 'node:http';
import { testDialects, createTestApp, type TestApp } from '../testing/test-database';

describe.each(testDialects())('health and shared plugins on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /health answers after a database round-trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: dialect });
  });

  it("listens through the server that starts requests in turns, with Fastify's keep-alive of 72 s", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A connection per request, closed after it (agent: false): nothing is left open after the suite.
    const status = () => new Promise<number | undefined>((resolve, reject) => get(`${address}/health`, { agent: false }, (r) => resolve(r.resume().statusCode)).on('error', reject));
    const answers = await Promise.all(Array.from({ length: 5 }, status));
    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });

  it('an unknown route is a 404 { message, status } in the request language', async () => {
    const fr = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ message: 'Cette page est introuvable.', status: 404 });
    const nl = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'nl-BE,nl;q=0.9' } });
    expect(nl.json()).toEqual({ message: 'Deze pagina kon niet worden gevonden.', status: 404 });
  });

  it('the locale cookie wins over Accept-Language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'fr-BE', cookie: 'i18n_locale=nl' },
    });
    expect(response.json().message).toBe('Deze pagina kon niet worden gevonden.');
  });

  it('CORS allows the portal and the dashboard with credentials and the XSRF header', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/login',
      headers: {
        origin: t.config.dashboardOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-xsrf-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(t.config.dashboardOrigin);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-xsrf-token');

    const foreign = await t.app.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

    it('a POST to an unknown route is a 404, not a CSRF failure', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/unknown', payload: {} });
      expect(response.statusCode).toBe(404);
    });

    it('a server fault is a generic localised 500 without internals', async () => {
      const executor = t.db.getExecutor();
      const spy = jest.spyOn(executor, 'executeQuery').mockRejectedValueOnce(new Error('connection lost: secret details'));
      const response = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-language': 'nl' } });
      spy.mockRestore();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Er is een fout opgetreden.', status: 500 });
    });
});
