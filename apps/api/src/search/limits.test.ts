import { SEARCH_INDEX_NAMES } from '@sam/contracts';
import { SEARCH_LIMITS } from '@sam/search-engine';
import type { TestApp } from '../testing/test-database';
import { SEARCH_CALLS_PER_MINUTE } from './rate-limit';
import { createSearchTestApp } from './test-fixtures';

const P = SEARCH_INDEX_NAMES.prestataire_addresses;

/** Issue 14: whatever a request asks, it is refused early (400, Algolia-shaped) or answered in bounded work. */
describe('search limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createSearchTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const multi = (requests: unknown[]) => t.app.inject({ method: 'POST', url: '/1/indexes/*/queries', payload: { requests } });
  const expectRefused = (response: { statusCode: number; json(): unknown }, message: RegExp) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringMatching(message), status: 400 });
  };

  it('caps the sub-queries of one call and the hits they ask for together', async () => {
    expectRefused(await multi(Array.from({ length: SEARCH_LIMITS.queriesPerRequest + 1 }, () => ({ indexName: P }))), /Too many requests/);
    expectRefused(await multi(Array.from({ length: 10 }, () => ({ indexName: P, hitsPerPage: 1000 }))), /Too many hits/);
    expectRefused(await multi(Array.from({ length: 2 }, () => ({ indexName: P, params: 'hitsPerPage=600' }))), /Too many hits/);
    // What the portal sends: five tabs (counts only) and facet queries, well within.
    const ok = await multi([{ indexName: P, hitsPerPage: 20 }, ...Object.values(SEARCH_INDEX_NAMES).map((indexName) => ({ indexName, hitsPerPage: 0 }))]);
    expect(ok.statusCode).toBe(200);
    expect((ok.json() as { results: unknown[] }).results).toHaveLength(6);
  });

  it('refuses filters nested deeper than the parser allows, and deeply nested values', async () => {
    const deepFilters = `${'('.repeat(3000)}tarif:gratuit${')'.repeat(3000)}`;
    expectRefused(await multi([{ indexName: P, filters: deepFilters }]), /nested more than/);
    expectRefused(await multi([{ indexName: P, params: `filters=${encodeURIComponent(`${'NOT '.repeat(2000)}tarif:gratuit`)}` }]), /nested more than/);
    // Written as text: JSON.stringify itself would overflow on such a value.
    const deep = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`;
    const raw = (requestJson: string) =>
      t.app.inject({ method: 'POST', url: '/1/indexes/*/queries', headers: { 'content-type': 'application/json' }, payload: `{"requests":[${requestJson}]}` });
    expectRefused(await raw(`{"indexName":"${P}","facetFilters":${deep}}`), /nested more than/);
    expectRefused(await raw(`{"indexName":"${P}","ruleContexts":${deep}}`), /nested more than/);
    expectRefused(await multi([{ indexName: P, params: `ruleContexts=${encodeURIComponent(deep)}` }]), /nested more than/);
  });

  it('refuses a body over 64 KB and keeps answering', async () => {
    const huge = await t.app.inject({ method: 'POST', url: `/1/indexes/${P}/query`, payload: { query: 'x'.repeat(SEARCH_LIMITS.bodyBytes) } });
    expect(huge.statusCode).toBe(413);
    const after = await t.app.inject({ method: 'POST', url: `/1/indexes/${P}/query`, payload: { query: 'aide' } });
    expect(after.statusCode).toBe(200);
  });

  it('limits the calls per address (429 with Retry-After), other addresses go on', async () => {
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/1/indexes', remoteAddress });
    for (let i = 0; i < SEARCH_CALLS_PER_MINUTE; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/Too many requests/), status: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.4')).statusCode).toBe(200);
  }, 60_000);
});
