import { userSchema } from '@sam/contracts';
import { acceptRelation, giveOwnership, insertListing } from '../testing/fixtures';
import { TestClient, validRegistration } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

describe.each(testDialects())('session and account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const countUsers = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

  describe('GET /sanctum/csrf-cookie', () => {
    it('answers 204 and sets the httpOnly session cookie and the readable XSRF-TOKEN cookie', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      expect(response.statusCode).toBe(204);
      const cookies = response.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string; path?: string; secure?: boolean }[];
      const session = cookies.find((c) => c.name === 'sam_session');
      const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.secure).toBeFalsy(); // Secure only in production
      expect(xsrf?.httpOnly).toBeFalsy();
      expect(xsrf?.value).toMatch(/^[\w-]{40,}$/);
      // An anonymous session is its signed cookie: nothing is stored (issue 14).
      expect(await t.db.selectFrom('sessions').select('id').where('csrf_token', '=', xsrf!.value).executeTakeFirst()).toBeUndefined();
    });

    it('stores nothing for anonymous visitors, so a crawler never grows the sessions table', async () => {
      const count = async () => (await t.db.selectFrom('sessions').select('id').execute()).length;
      const before = await count();
      for (let i = 0; i < 200; i++) expect((await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).statusCode).toBe(204);
      expect(await count()).toBe(before);
    });

    it('refuses a forged or altered anonymous session cookie (no CSRF token to match)', async () => {
      const client = new TestClient(t.app);
      await client.csrfCookie();
      const genuine = client.cookies.get('sam_session')!;
      expect(genuine).toMatch(/^g\./);
      const [, issued, nonce] = genuine.split('.');
      client.cookies.set('sam_session', `g.${issued}.${nonce}.${'0'.repeat(64)}`);
      expect((await client.post('/login', { email: 'personne@example.be', password: 'x' })).statusCode).toBe(419);
      client.cookies.set('sam_session', genuine);
      expect((await client.post('/login', { email: 'personne@example.be', password: 'un mot de passe' })).statusCode).toBe(422);
    });

    it('keeps the same session when called again', async () => {
      const client = new TestClient(t.app);
      await client.csrfCookie();
      const token = client.xsrfToken;
      await client.csrfCookie();
      expect(client.xsrfToken).toBe(token);
    });
  });

  describe('CSRF protection', () => {
    it('rejects a POST without X-XSRF-TOKEN with 419 and writes nothing', async () => {
      const client = new TestClient(t.app);
      await client.csrfCookie();
      const email = 'no-csrf@example.be';
      const response = await client.request({ method: 'POST', url: '/register', payload: validRegistration({ email }), csrf: false });
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual({ message: 'Le jeton CSRF ne correspond pas. Rechargez la page et réessayez.', status: 419 });
      expect(await countUsers(email)).toBe(0);
    });

    it('rejects a wrong token and a POST without any session, in Dutch when asked', async () => {
      const client = new TestClient(t.app, { 'accept-language': 'nl' });
      await client.csrfCookie();
      const wrong = await client.post('/login', { email: 'a@example.be', password: 'x' }, { 'x-xsrf-token': 'forged' });
      expect(wrong.statusCode).toBe(419);
      expect(wrong.json().message).toBe('Het CSRF-token komt niet overeen. Herlaad de pagina en probeer opnieuw.');
      const anonymous = await t.app.inject({ method: 'POST', url: '/logout', headers: { 'x-xsrf-token': client.xsrfToken! } });
      expect(anonymous.statusCode).toBe(419);
    });
  });

  describe('POST /register', () => {
    it('creates the user, its role and guest profile, logs in and answers 201 with the user', async () => {
      const client = new TestClient(t.app);
      await client.csrfCookie();
      const anonymousToken = client.xsrfToken;
      const response = await client.register({ email: 'Nouvelle.Personne@Example.be', locale: 'nl' });
      expect(response.statusCode).toBe(201);
      const user = userSchema.parse(response.json());
      expect(user).toMatchObject({
        name: 'Marie Dupont',
        email: 'nouvelle.personne@example.be',
        locale: 'nl',
        email_verified_at: null,
        roles: ['user'],
        profile: { user_type: 'guest', newsletter: false },
        prestataires: [],
        bookmarks: [],
      });
      expect(client.xsrfToken).not.toBe(anonymousToken); // session rotated on login
      const row = await t.db
        .selectFrom('users')
        .select(['adult_confirmed_at', 'terms_accepted_at', 'password_hash'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.adult_confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(row.terms_accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(row.password_hash).toMatch(/^scrypt\$/);

      const me = await client.get('/api/user');
      expect(me.statusCode).toBe(200);
      expect(userSchema.parse(me.json()).id).toBe(user.id);
    });

    it('refuses a registration without over_18 and terms: 422 with French field errors, nothing written', async () => {
      const client = new TestClient(t.app);
      await client.csrfCookie();
      const email = 'mineur@example.be';
      const response = await client.post('/register', validRegistration({ email, over_18: undefined, terms: false }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Certaines informations ne sont pas valides.',
        status: 422,
        errors: {
          over_18: ['Vous devez confirmer avoir plus de 18 ans.'],
          terms: ['Vous devez accepter les conditions d’utilisation et la politique de confidentialité.'],
        },
      });
      expect(await countUsers(email)).toBe(0);
    });

    it('gives the same field errors in Dutch with Accept-Language: nl', async () => {
      const client = new TestClient(t.app, { 'accept-language': 'nl' });
      await client.csrfCookie();
      const email = 'minderjarig@example.be';
      const response = await client.post('/register', validRegistration({ email, over_18: false, terms: undefined }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Sommige gegevens zijn niet geldig.',
        status: 422,
        errors: {
          over_18: ['U moet bevestigen dat u ouder bent dan 18 jaar.'],
          terms: ['U moet de gebruiksvoorwaarden en het privacybeleid aanvaarden.'],
        },
      });
      expect(await countUsers(email)).toBe(0);
    });

    it('refuses an email that already has an account', async () => {
      const first = new TestClient(t.app);
      expect((await first.register({ email: 'deja@example.be' })).statusCode).toBe(201);
      const second = new TestClient(t.app);
      const response = await second.register({ email: 'DEJA@example.be' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: ['Un compte existe déjà avec cette adresse e-mail.'] });
      expect(await countUsers('deja@example.be')).toBe(1);
    });

    it('answers malformed JSON and wrong types with 400/422, never 500', async () => {
      const client = new TestClient(t.app);
      await client.csrfCookie();
      const malformed = await client.post('/register', '{"email": ', { 'content-type': 'application/json' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'Le contenu de la requête est mal formé.', status: 400 });

      const poisoned = await client.post('/register', '{"__proto__": {"admin": true}}', { 'content-type': 'application/json' });
      expect(poisoned.statusCode).toBe(400);

      const wrongTypes = await client.post('/register', { name: 42, email: ['x'], password: true, over_18: 'yes', terms: 1 });
      expect(wrongTypes.statusCode).toBe(422);
      const body = wrongTypes.json();
      expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['name', 'email', 'password', 'password_confirmation', 'over_18', 'terms']));

      const notAnObject = await client.post('/register', [1, 2, 3]);
      expect(notAnObject.statusCode).toBe(422);
      expect(notAnObject.json().errors._root).toHaveLength(1);

      const unknownLocale = await client.post('/register', validRegistration({ email: 'locale@example.be', locale: 'de' }));
      expect(unknownLocale.statusCode).toBe(422);
      expect(unknownLocale.json().errors.locale[0]).toMatch(/option/i); // zod's own French text

      const emptyJson = await client.post('/register', '', { 'content-type': 'application/json' });
      expect(emptyJson.statusCode).toBe(422);

      const text = await client.post('/register', 'hello', { 'content-type': 'text/plain' });
      expect([400, 415, 422]).toContain(text.statusCode);
    });
  });

  describe('POST /login', () => {
    const email = 'connexion@example.be';
    const password = 'un mot de passe solide';
    beforeAll(async () => {
      const client = new TestClient(t.app);
      expect((await client.register({ email })).statusCode).toBe(201);
    });

    it('answers a wrong password and an unknown email with the same generic 422', async () => {
      const client = new TestClient(t.app);
      const wrongPassword = await client.login(email, 'pas le bon mot de passe');
      const unknownEmail = await client.login('personne@example.be', 'pas le bon mot de passe');
      const expected = {
        message: 'Adresse e-mail ou mot de passe incorrect.',
        status: 422,
        errors: { email: ['Adresse e-mail ou mot de passe incorrect.'] },
      };
      expect(wrongPassword.statusCode).toBe(422);
      expect(wrongPassword.json()).toEqual(expected);
      expect(unknownEmail.json()).toEqual(expected);
    });

    it('logs in, rotates the session and GET /api/user returns the userSchema shape with listings and bookmarks', async () => {
      const client = new TestClient(t.app);
      await client.csrfCookie();
      const anonymousSession = client.cookies.get('sam_session');
      const response = await client.login(email, password);
      expect(response.statusCode).toBe(200);
      expect(userSchema.parse(response.json()).email).toBe(email);
      expect(client.cookies.get('sam_session')).not.toBe(anonymousSession);

      // A listing this user owns, in a network, and a bookmark on it.
      const userId = userSchema.parse(response.json()).id;
      const head = await insertListing(t.db, { slug: 'reseau-tete', title: 'Réseau tête' });
      const own = await insertListing(t.db, { slug: 'mon-service', title: 'Mon service', validated: false });
      const affiliate = await insertListing(t.db, { slug: 'affilie', title: 'Affilié' });
      await giveOwnership(t.db, own, userId);
      await acceptRelation(t.db, head, own);
      await acceptRelation(t.db, own, affiliate);
      await t.db.insertInto('bookmarks').values({ user_id: userId, bookmarkable_type: 'prestataire', bookmarkable_id: head, created_at: new Date().toISOString() }).execute();

      const me = await client.get('/api/user');
      expect(me.statusCode).toBe(200);
      const user = userSchema.parse(me.json());
      expect(Object.keys(me.json()).sort()).toEqual(Object.keys(userSchema.shape).sort());
      expect(user.prestataires).toEqual([
        {
          id: own,
          slug: 'mon-service',
          title: 'Mon service',
          network_consent: false,
          validated: false,
          // Additive (docs/decisions/0010): public though never validated, as seeded listings are.
          state: 'published',
          parents: [{ id: head, slug: 'reseau-tete', title: 'Réseau tête', network_consent: false, validated: true }],
          childrens: [{ id: affiliate, slug: 'affilie', title: 'Affilié', network_consent: false, validated: true }],
        },
      ]);
      expect(user.bookmarks).toEqual([{ type: 'prestataire', id: head, slug: 'reseau-tete', title: 'Réseau tête' }]);
    });

    it('throttles after 5 failed attempts per email and IP (429, localised), even with the right password', async () => {
      const client = new TestClient(t.app, { 'accept-language': 'nl' });
      const target = 'throttle@example.be';
      await new TestClient(t.app).register({ email: target });
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await client.login(target, 'mauvais mot de passe')).statusCode).toBe(422);
      }
      const blocked = await client.login(target, password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Te veel pogingen. Probeer het over enkele minuten opnieuw.', status: 429 });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address from the same IP is not blocked.
      expect((await client.login(email, password)).statusCode).toBe(200);
    });
  });

  describe('POST /logout', () => {
    it('ends the session (204), hands out a new anonymous one, and /api/user is 401 afterwards', async () => {
      const client = new TestClient(t.app);
      expect((await client.register({ email: 'depart@example.be' })).statusCode).toBe(201);
      expect((await client.get('/api/user')).statusCode).toBe(200);
      const loggedInSession = client.cookies.get('sam_session');
      const loggedInToken = client.xsrfToken;

      const response = await client.post('/logout');
      expect(response.statusCode).toBe(204);
      expect(client.cookies.get('sam_session')).not.toBe(loggedInSession);
      expect(client.xsrfToken).not.toBe(loggedInToken);

      const me = await client.get('/api/user');
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: 'Vous devez être connecté.', status: 401 });

      // The old cookie is dead server-side too.
      const replay = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `sam_session=${loggedInSession}` } });
      expect(replay.statusCode).toBe(401);
    });

    it('accepts an empty JSON body (the SPA posts logout without payload)', async () => {
      const client = new TestClient(t.app);
      await client.csrfCookie();
      const response = await client.post('/logout', '', { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(204);
    });
  });

  it('GET /api/user is 401 for a visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
  });

  it('an expired session is treated as logged out', async () => {
    const client = new TestClient(t.app);
    const registered = await client.register({ email: 'expire@example.be' });
    expect(registered.statusCode).toBe(201);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', registered.json().id)
      .execute();
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});

describe.each(testDialects())('rate limits of accounts on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(async () => {
    await t?.close();
  });

  it('registration: 10 per IP per hour, then 429 with Retry-After (counted before the address is looked at)', async () => {
    for (let i = 0; i < 10; i++) expect((await new TestClient(t.app).register({ email: `flot${i}@example.be` })).statusCode).toBe(201);
    const refused = await new TestClient(t.app).register({ email: 'flot10@example.be' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A taken address gets the same 429, not 'taken': the limit hides which addresses have accounts.
    expect((await new TestClient(t.app).register({ email: 'flot0@example.be' })).statusCode).toBe(429);
  });

  it('login: one password tried across many accounts is blocked per IP after 30 failures', async () => {
    const client = new TestClient(t.app);
    await client.csrfCookie();
    for (let i = 0; i < 30; i++) expect((await client.post('/login', { email: `compte${i}@example.be`, password: 'motdepasse123' })).statusCode).toBe(422);
    const refused = await client.post('/login', { email: 'compte-suivant@example.be', password: 'motdepasse123' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('RATE_LIMIT_FACTOR scales the allowances', async () => {
    await t.close();
    t = await createTestApp(dialect, { rateLimitFactor: 2 });
    for (let i = 0; i < 20; i++) expect((await new TestClient(t.app).register({ email: `double${i}@example.be` })).statusCode).toBe(201);
    expect((await new TestClient(t.app).register({ email: 'double20@example.be' })).statusCode).toBe(429);
  });
});

