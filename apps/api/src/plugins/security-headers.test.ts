import { createTestApp, type TestApp } from '../testing/test-database';
import { API_CSP, HSTS, REFERENCE_PAGE_CSP, apiSecurityHeaders } from './security-headers';

describe('apiSecurityHeaders', () => {
  it('sends HSTS in production only', () => {
    expect(apiSecurityHeaders({ production: true })['strict-transport-security']).toBe(HSTS);
    expect(apiSecurityHeaders({ production: false })).not.toHaveProperty('strict-transport-security');
  });

  it('lets data run nothing and be framed nowhere; the reference page runs only its own files', () => {
    expect(API_CSP).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(REFERENCE_PAGE_CSP).toContain("script-src 'self';");
    expect(REFERENCE_PAGE_CSP).toContain("style-src 'self';");
    expect(REFERENCE_PAGE_CSP).not.toContain('unsafe');
    expect(REFERENCE_PAGE_CSP).toContain("frame-ancestors 'none'");
  });
});

describe('security headers on the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectBaseHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers).not.toHaveProperty('strict-transport-security');
  };

  it('on JSON, on a 404 and on a refused write', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/health' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} }); // no CSRF token: 419
    expect([ok.statusCode, missing.statusCode, refused.statusCode]).toEqual([200, 404, 419]);
    for (const response of [ok, missing, refused]) {
      expect(response.headers['content-security-policy']).toBe(API_CSP);
      expectBaseHeaders(response.headers);
    }
  });

  it('on the reference page, the policy its script and style need (with or without a trailing slash)', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toBe(REFERENCE_PAGE_CSP);
      expectBaseHeaders(page.headers);
    }
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/assets/start.js' });
    expect(script.headers['content-security-policy']).toBe(API_CSP);
  });

  it('HSTS in the production configuration', async () => {
    const production = await createTestApp('sqlite', { nodeEnv: 'production', appKey: 'une clé de seize octets au moins' });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/health' });
      expect(response.headers['strict-transport-security']).toBe(HSTS);
      expect(response.headers['content-security-policy']).toBe(API_CSP);
    } finally {
      await production.close();
    }
  });
});
