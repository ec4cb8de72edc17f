import type { LightMyRequestResponse } from 'fastify';
import { allEndpoints } from '@sam/contracts';
import { testDialects } from '../../testing/test-database';
import type { BadInputCase } from './cases';
import { changedTables, databaseChecksum } from './checksum';
import { badInputCases } from './generate';
import { createBadInputApp, type BadInputApp } from './setup';

/** What is wrong with an answer to a case, or null when it is what the case expects. */
function verdict(c: BadInputCase, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 200)}`;
  // Anonymous callers of a signed-in endpoint meet its access rule before anything about their input.
  if (c.anonymous && status !== 401 && status !== 403) return `anonymous answered ${status}, not 401/403`;
  if (c.expect === 'harmless' && status < 400) return null;
  if (c.expect === 'refused' && (status < 400 || status >= 500)) return `accepted (${status}) ${response.body.slice(0, 200)}`;
  let body: { message?: unknown; errors?: Record<string, unknown> };
  try {
    body = response.json();
  } catch {
    return `${status} without a JSON body: ${response.body.slice(0, 100)}`;
  }
  if (typeof body.message !== 'string' || body.message === '') return `${status} without a message`;
  // The API's 422s name their fields; the Algolia routes answer { message, status } as Algolia does.
  if (status === 422 && !c.url.startsWith('/1/') && Object.keys(body.errors ?? {}).length === 0) return '422 without field errors';
  return null;
}

/**
 * Issue 14, item 8: generated bad input for every write and search endpoint. Each case is
 * answered 4xx with a message (a legal but hostile search may be answered normally), never 5xx,
 * and the database is unchanged after each endpoint's batch (all tables but sessions and throttles).
 */
describe.each(testDialects())('bad input on %s', (dialect) => {
  let app: BadInputApp;
  beforeAll(async () => {
    app = await createBadInputApp(dialect);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('sees a change in any table but the sessions and throttles', async () => {
    const { db } = app.t;
    const before = await databaseChecksum(db);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'prestataires', 'events']));
    expect(Object.keys(before)).not.toContain('sessions');
    const user = await db.selectFrom('users').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('users').set({ name: `${user.name}.` }).where('id', '=', user.id).execute();
    expect(changedTables(before, await databaseChecksum(db))).toEqual([expect.stringMatching(/^users /)]);
    await db.updateTable('users').set({ name: user.name }).where('id', '=', user.id).execute();
    expect(await databaseChecksum(db)).toEqual(before);
  });

  it('starts from bodies the contracts accept, so each case is refused for its own fault', () => {
    const refused = allEndpoints()
      .filter((endpoint) => endpoint.body && app.setupOf(endpoint).validBody)
      .filter((endpoint) => !endpoint.body!.safeParse(app.setupOf(endpoint).validBody).success)
      .map((endpoint) => endpoint.id);
    expect(refused).toEqual([]);
  });

  it('answers every generated case 4xx, never 5xx, and writes nothing', async () => {
    const groups = badInputCases(app.setupOf);
    const total = [...groups.values()].reduce((sum, cases) => sum + cases.length, 0);
    console.log(`bad-input suite on ${dialect}: ${total} cases over ${groups.size} endpoints`);
    expect(total).toBeGreaterThanOrEqual(300);

    const failures: string[] = [];
    const reachedValidation = new Set<string>();
    for (const [endpoint, cases] of groups) {
      await app.t.db.deleteFrom('throttles').execute();
      const before = await databaseChecksum(app.t.db);
      for (const c of cases) {
        const client = c.anonymous ? app.visitor : app.user;
        const response = await client.request({ method: c.method, url: c.url, payload: c.payload, headers: c.headers });
        const problem = verdict(c, response);
        if (problem) failures.push(`${c.method} ${endpoint.path} · ${c.name}: ${problem}`);
        if (response.statusCode === 422 || response.statusCode === 400) reachedValidation.add(endpoint.id);
      }
      const changed = changedTables(before, await databaseChecksum(app.t.db));
      if (changed.length > 0) failures.push(`${endpoint.method} ${endpoint.path}: the database changed: ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);

    // The cases reached validation as the signed-in administrator (not only 401/403/404s), and the session held.
    const withBody = [...groups.keys()].filter((endpoint) => endpoint.body && !endpoint.path.includes('{'));
    expect(withBody.filter((endpoint) => !reachedValidation.has(endpoint.id)).map((endpoint) => endpoint.id)).toEqual([]);
    expect((await app.user.get('/api/user')).statusCode).toBe(200);
  }, 600_000);
});
