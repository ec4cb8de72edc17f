import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

describe.each(testDialects())('session cookies on %s', (dialect) => {
  describe('in production behind a shared cookie domain', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect, { secureCookies: true, cookieDomain: '.example.be' });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('marks both cookies Secure with Domain=COOKIE_DOMAIN', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      const cookies = response.cookies as { name: string; secure?: boolean; domain?: string; httpOnly?: boolean }[];
      expect(cookies.map((c) => c.name).sort()).toEqual(['XSRF-TOKEN', 'sam_session']);
      for (const cookie of cookies) expect(cookie).toMatchObject({ secure: true, domain: '.example.be' });
    });
  });

  describe('expiry', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('slides: an active session is pushed SESSION_LIFETIME_MINUTES ahead and its cookies re-sent', async () => {
      const client = new TestClient(t.app);
      const registered = await client.register({ email: 'glisse@example.be' });
      const userId = registered.json().id as number;
      const almostExpired = new Date(Date.now() + 30_000).toISOString();
      await t.db
        .updateTable('sessions')
        .set({ last_activity_at: new Date(Date.now() - 5 * 60_000).toISOString(), expires_at: almostExpired })
        .where('user_id', '=', userId)
        .execute();

      const response = await client.get('/api/user');
      expect(response.statusCode).toBe(200);
      expect((response.cookies as { name: string }[]).map((c) => c.name)).toContain('sam_session');
      const { expires_at } = await t.db.selectFrom('sessions').select('expires_at').where('user_id', '=', userId).executeTakeFirstOrThrow();
      const lifetimeMs = t.config.sessionLifetimeMinutes * 60_000;
      expect(Date.parse(expires_at)).toBeGreaterThan(Date.now() + lifetimeMs - 10_000);
    });
  });
});
