import { autologinLinkSchema, userSchema } from '@sam/contracts';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { ownRedirect } from './redirect';

describe('ownRedirect', () => {
  const origins = ['http://localhost:4200', 'http://localhost:4300'];
  const home = 'http://localhost:4200/fr';
  it.each([
    ['http://localhost:4300/fr/mon-tableau-de-bord', 'http://localhost:4300/fr/mon-tableau-de-bord'],
    ['http://localhost:4200/nl/agenda?x=1', 'http://localhost:4200/nl/agenda?x=1'],
    ['/fr/contact', 'http://localhost:4200/fr/contact'],
    ['https://evil.example/fr', home],
    ['//evil.example/fr', home],
    ['/\\evil.example/fr', home],
    ['javascript:alert(1)', home],
    ['http://localhost:4200.evil.example/', home],
    ['http://[::1', home],
    [undefined, home],
    ['', home],
  ])('%s → %s', (url, expected) => {
    expect(ownRedirect(url, origins, home)).toBe(expected);
  });
});

describe.each(testDialects())('autologin on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const makeLink = async (email: string, url: string) => {
    const owner = new TestClient(t.app);
    const registered = await owner.register({ email, locale: 'nl' });
    const response = await owner.post('/api/autologin-links', { url });
    expect(response.statusCode).toBe(201);
    return { userId: registered.json().id as number, link: autologinLinkSchema.parse(response.json()) };
  };

  it('makes a one-time portal link that logs that user in (new session) and redirects to our own page', async () => {
    const target = `${t.config.dashboardOrigin}/nl/my-dashboard`;
    const { userId, link } = await makeLink('auto@example.be', target);
    const url = new URL(link.link);
    expect(url.origin).toBe(t.config.portalOrigin);
    expect(url.pathname).toBe(`/nl/autologin/${link.token}`);
    expect(url.searchParams.get('url')).toBe(target);
    expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const stored = await t.db.selectFrom('one_time_tokens').select(['token_hash', 'user_id']).where('purpose', '=', 'autologin').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(link.token);

    const browser = new TestClient(t.app);
    await browser.csrfCookie();
    const anonymousSession = browser.cookies.get('sam_session');
    const response = await browser.post('/autologin', { token: url.pathname.split('/').pop(), url: url.searchParams.get('url') });
    expect(response.statusCode).toBe(200);
    expect(response.json().redirect).toBe(target);
    expect(userSchema.parse(response.json().user).id).toBe(userId);
    expect(browser.cookies.get('sam_session')).not.toBe(anonymousSession);
    expect((await browser.get('/api/user')).json().id).toBe(userId);

    // Single use.
    const again = new TestClient(t.app);
    await again.csrfCookie();
    const replay = await again.post('/autologin', { token: link.token, url: target });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({
      message: 'Ce lien de connexion n’est pas valide, a expiré ou a déjà été utilisé.',
      status: 422,
      errors: { token: ['Ce lien de connexion n’est pas valide, a expiré ou a déjà été utilisé.'] },
    });
    expect((await again.get('/api/user')).statusCode).toBe(401);
  });

  it('a foreign url redirects to the portal home in the user language', async () => {
    const { link } = await makeLink('etranger@example.be', 'https://evil.example/phish');
    const browser = new TestClient(t.app);
    await browser.csrfCookie();
    const response = await browser.post('/autologin', { token: link.token, url: 'https://evil.example/phish' });
    expect(response.statusCode).toBe(200);
    expect(response.json().redirect).toBe(`${t.config.portalOrigin}/nl`);
  });

  it('refuses an expired token and a visitor asking for a link', async () => {
    const { link } = await makeLink('perime@example.be', '/fr');
    await t.db.updateTable('one_time_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('purpose', '=', 'autologin').execute();
    const browser = new TestClient(t.app);
    await browser.csrfCookie();
    expect((await browser.post('/autologin', { token: link.token, url: '/fr' })).statusCode).toBe(422);
    expect((await browser.get('/api/user')).statusCode).toBe(401);
    expect((await browser.post('/api/autologin-links', { url: '/fr' })).statusCode).toBe(401);
  });

  it('never replaces a signed-in session silently: 409 until confirmed, and the link stays usable', async () => {
    const { userId, link } = await makeLink('lien-autre@example.be', '/fr');
    const victim = new TestClient(t.app);
    const victimId = (await victim.register({ email: 'victime@example.be' })).json().id as number;
    const refused = await victim.post('/autologin', { token: link.token, url: '/fr' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/session est déjà ouverte/);
    expect(userSchema.parse((await victim.get('/api/user')).json()).id).toBe(victimId);

    const confirmed = await victim.post('/autologin', { token: link.token, url: '/fr', confirm: true });
    expect(confirmed.statusCode).toBe(200);
    expect(userSchema.parse((await victim.get('/api/user')).json()).id).toBe(userId);
  });
});
