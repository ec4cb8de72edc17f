import { createTestDatabase, testDialects, type TestDatabase } from '../testing/test-database';
import { ThrottlesRepository } from './repository';

describe.each(testDialects())('throttles table on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('counts hits in a window and starts again once it has ended', async () => {
    const throttles = new ThrottlesRepository(t.db);
    const now = new Date().toISOString();
    const resetAt = new Date(Date.now() + 60_000).toISOString();
    expect(await throttles.hit('k', now, resetAt)).toEqual({ hits: 1, reset_at: resetAt });
    // A later hit keeps the window's original reset time.
    expect(await throttles.hit('k', now, new Date(Date.now() + 120_000).toISOString())).toEqual({ hits: 2, reset_at: resetAt });

    const later = new Date(Date.now() + 61_000).toISOString();
    const nextReset = new Date(Date.now() + 121_000).toISOString();
    expect(await throttles.hit('k', later, nextReset)).toEqual({ hits: 1, reset_at: nextReset });

    await throttles.clear('k');
    expect(await throttles.find('k')).toBeUndefined();
  });

  it('never loses a hit under concurrent callers', async () => {
    const throttles = new ThrottlesRepository(t.db);
    const now = new Date().toISOString();
    const resetAt = new Date(Date.now() + 60_000).toISOString();
    await Promise.all(Array.from({ length: 20 }, () => throttles.hit('busy', now, resetAt)));
    expect((await throttles.find('busy'))?.hits).toBe(20);
  });
});
