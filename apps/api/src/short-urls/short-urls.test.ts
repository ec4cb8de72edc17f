import { shortUrlSchema, sitemapPrestataireSchema } from '@sam/contracts';
import { insertListing } from '../testing/fixtures';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { randomShortCode } from './repository';
import { normaliseShortUrlTarget, SHORT_URL_CREATION_LIMIT } from './routes';

const ORIGIN = 'https://www.example.be';

describe('normaliseShortUrlTarget', () => {
  it('keeps paths of our own origin under /fr or /nl', () => {
    expect(normaliseShortUrlTarget('https://www.example.be/fr/prestataires/x?a=1#b', ORIGIN)).toBe('/fr/prestataires/x?a=1#b');
    expect(normaliseShortUrlTarget('/nl/agenda', ORIGIN)).toBe('/nl/agenda');
    expect(normaliseShortUrlTarget('/fr', ORIGIN)).toBe('/fr');
  });
  it('refuses other sites and other paths', () => {
    for (const bad of ['https://evil.example/fr/x', '//evil.example/fr/x', 'javascript:alert(1)', '/en/x', '/fronton', 'fr/x', 'http://www.example.be:8080/fr']) {
      expect(normaliseShortUrlTarget(bad, ORIGIN)).toBeNull();
    }
  });
  it('makes 6 to 8 base62 characters', () => {
    for (let i = 0; i < 50; i++) expect(randomShortCode()).toMatch(/^[0-9A-Za-z]{6,8}$/);
  });
});

describe.each(testDialects())('short urls on %s', (dialect) => {
  let t: TestApp;
  let visitor: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect, { portalOrigin: ORIGIN });
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a link once per url, then finds it by code and id, counting hits', async () => {
    const first = await visitor.post('/api/urls', { url: `${ORIGIN}/fr/prestataires/aide/aidants` });
    expect(first.statusCode).toBe(201);
    const link = shortUrlSchema.parse(first.json());
    expect(link).toMatchObject({ url: '/fr/prestataires/aide/aidants', hits: 0 });
    expect(link.short_code).toMatch(/^[0-9A-Za-z]{6,8}$/);

    const again = await visitor.post('/api/urls', { url: '/fr/prestataires/aide/aidants' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: link.id, short_code: link.short_code });

    const other = shortUrlSchema.parse((await visitor.post('/api/urls', { url: '/nl/agenda' })).json());
    expect(other.id).not.toBe(link.id);

    const byCode = await t.app.inject({ method: 'POST', url: '/api/urls/search', payload: { code: link.short_code } });
    expect(byCode.statusCode).toBe(200);
    expect(shortUrlSchema.array().parse(byCode.json().data).map((l) => l.id)).toEqual([link.id]);
    const both = await t.app.inject({ method: 'POST', url: '/api/urls/search', payload: { code: link.short_code, id: link.id, hit: true } });
    expect(both.json().data).toEqual([{ ...link, hits: 1 }]);
    const mismatch = await t.app.inject({ method: 'POST', url: '/api/urls/search', payload: { code: link.short_code, id: other.id } });
    expect(mismatch.json()).toEqual({ data: [] });
    const byId = await t.app.inject({ method: 'POST', url: '/api/urls/search', payload: { id: String(link.id) } });
    expect(byId.json().data[0]).toMatchObject({ short_code: link.short_code, hits: 1 });
  });

  it('rejects foreign urls and bad input with 422', async () => {
    for (const url of ['https://evil.example/fr/x', '//evil.example/fr', '/en/page', '', 'javascript:alert(1)']) {
      const response = await visitor.post('/api/urls', { url });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['url']);
    }
    expect((await visitor.post('/api/urls', {})).statusCode).toBe(422);
    for (const payload of [{}, { code: 'ab' }, { code: 'abc-def' }, { id: 0 }]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/urls/search', payload })).statusCode).toBe(422);
    }
  });

  it('needs the CSRF token to create a link', async () => {
    expect((await visitor.request({ method: 'POST', url: '/api/urls', payload: { url: '/fr' }, csrf: false })).statusCode).toBe(419);
  });

  it('limits new links per IP (429 with Retry-After) while existing links are still answered', async () => {
    await t.db.deleteFrom('throttles').execute();
    const existing = shortUrlSchema.parse((await visitor.post('/api/urls', { url: '/fr/faq' })).json());
    await t.db.deleteFrom('throttles').execute();
    for (let i = 0; i < SHORT_URL_CREATION_LIMIT.maxAttempts; i++) {
      expect((await visitor.post('/api/urls', { url: `/fr/agenda?page=${i + 1}` })).statusCode).toBe(201);
    }
    const blocked = await visitor.post('/api/urls', { url: '/fr/agenda?page=999' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const again = await visitor.post('/api/urls', { url: '/fr/faq' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: existing.id });
    await t.db.deleteFrom('throttles').execute();
  });

  it('lists visible listings for the sitemap', async () => {
    await insertListing(t.db, { slug: 'aidants-visibles', title: 'Aidants visibles' });
    await insertListing(t.db, { slug: 'aidants-caches', title: 'Aidants cachés', visible: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/sitemap/prestataires' });
    expect(response.statusCode).toBe(200);
    const data = sitemapPrestataireSchema.array().parse(response.json().data);
    expect(data.map((p) => p.slug)).toEqual(['aidants-visibles']);
  });
});
