import { lastLinkTo, mailsTo } from '../testing/outbox';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const PASSWORD = 'un mot de passe solide';
const NEW_PASSWORD = 'un tout nouveau mot de passe';

describe.each(testDialects())('forgot and reset password on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const anonymous = async (headers: Record<string, string> = {}) => {
    const client = new TestClient(t.app, headers);
    await client.csrfCookie();
    return client;
  };
  const resetTokens = (email: string) =>
    t.db.selectFrom('one_time_tokens').select(['token_hash', 'used_at', 'expires_at']).where('purpose', '=', 'password_reset').where('subject', '=', email).execute();

  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    await new TestClient(t.app).register({ email: 'connu@example.be' });
    const client = await anonymous();
    const known = await client.post('/forgot-password', { email: 'Connu@Example.be' });
    const unknown = await client.post('/forgot-password', { email: 'inconnu@example.be' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ sent: true });
    expect(await mailsTo(t.app, 'inconnu@example.be')).toHaveLength(0);
    const mails = await mailsTo(t.app, 'connu@example.be');
    expect(mails.map((m) => m.subject)).toContain('Réinitialisation de votre mot de passe');
  });

  it('reset works once: new password set, token used, every session of the user killed; a second use is refused', async () => {
    const email = 'oubli@example.be';
    const device1 = new TestClient(t.app);
    const registered = await device1.register({ email });
    const userId = registered.json().id as number;
    const device2 = new TestClient(t.app);
    expect((await device2.login(email, PASSWORD)).statusCode).toBe(200);

    const client = await anonymous();
    expect((await client.post('/forgot-password', { email })).statusCode).toBe(200);
    const link = await lastLinkTo(t.app, email);
    expect(link.origin).toBe(t.config.portalOrigin);
    expect(link.pathname).toMatch(/^\/fr\/auth\/reset-password\/[\w-]{40,}$/);
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.pathname.split('/').pop() ?? '';

    // Only the sha256 of the token is stored, valid 60 minutes.
    const [stored] = await resetTokens(email);
    expect(stored.token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(stored.token_hash).not.toContain(token);
    expect(Date.parse(stored.expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);

    const reset = await client.post('/reset-password', { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ reset: true });
    expect((await resetTokens(email))[0].used_at).not.toBeNull();
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect((await device1.get('/api/user')).statusCode).toBe(401);
    expect((await device2.get('/api/user')).statusCode).toBe(401);

    expect((await new TestClient(t.app).login(email, PASSWORD)).statusCode).toBe(422);
    expect((await new TestClient(t.app).login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const second = await client.post('/reset-password', { token, email, password: 'encore un autre mot de passe', password_confirmation: 'encore un autre mot de passe' });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({
      message: 'Ce lien de réinitialisation n’est pas valide ou a déjà été utilisé. Demandez un nouveau lien.',
      status: 422,
      errors: { token: ['Ce lien de réinitialisation n’est pas valide ou a déjà été utilisé. Demandez un nouveau lien.'] },
    });
    expect((await new TestClient(t.app).login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token, a wrong email, an unknown token and a bad confirmation with 422, changing nothing', async () => {
    const email = 'expire-reset@example.be';
    await new TestClient(t.app).register({ email });
    const client = await anonymous({ 'accept-language': 'nl' });
    await client.post('/forgot-password', { email });
    const token = (await lastLinkTo(t.app, email)).pathname.split('/').pop() ?? '';
    const { password_hash: before } = await t.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();

    const body = { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const wrongEmail = await client.post('/reset-password', { ...body, email: 'connu@example.be' });
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongEmail.json().errors.token).toEqual(['Deze herstellink is niet geldig of werd al gebruikt. Vraag een nieuwe link aan.']);
    expect((await client.post('/reset-password', { ...body, token: 'x'.repeat(43) })).statusCode).toBe(422);
    const mismatch = await client.post('/reset-password', { ...body, password_confirmation: 'autre chose encore' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['De twee wachtwoorden komen niet overeen.'] });

    await t.db.updateTable('one_time_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('subject', '=', email).execute();
    const expired = await client.post('/reset-password', body);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe('Deze herstellink is verlopen (hij is 60 minuten geldig). Vraag een nieuwe link aan.');

    const { password_hash: after } = await t.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(after).toBe(before);
    expect((await resetTokens(email))[0].used_at).toBeNull();
  });

  it('a new request replaces the previous link', async () => {
    const email = 'deux-liens@example.be';
    await new TestClient(t.app).register({ email });
    const client = await anonymous();
    await client.post('/forgot-password', { email });
    const first = (await lastLinkTo(t.app, email)).pathname.split('/').pop() ?? '';
    await client.post('/forgot-password', { email });
    const second = (await lastLinkTo(t.app, email)).pathname.split('/').pop() ?? '';
    expect(second).not.toBe(first);
    const body = { email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await client.post('/reset-password', { ...body, token: first })).statusCode).toBe(422);
    expect((await client.post('/reset-password', { ...body, token: second })).statusCode).toBe(200);
  });

  it('throttles per email and IP (429 after 3 in 15 minutes), whether or not the account exists', async () => {
    const client = await anonymous();
    for (let i = 0; i < 3; i++) expect((await client.post('/forgot-password', { email: 'nobody-here@example.be' })).statusCode).toBe(200);
    const blocked = await client.post('/forgot-password', { email: 'nobody-here@example.be' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
