import { apiTokenCreatedSchema, apiTokenSchema } from '@sam/contracts';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

describe.each(testDialects())('API tokens on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const bearer = (token: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url?: string; payload?: object } = {}) =>
    t.app.inject({ method: init.method ?? 'GET', url: init.url ?? '/api/user', payload: init.payload, headers: { authorization: `Bearer ${token}` } });

  it('shows the token once, stores only its sha256, authenticates as Bearer without CSRF nor session, and is never listed with its secret', async () => {
    const client = new TestClient(t.app);
    const userId = (await client.register({ email: 'jeton@example.be' })).json().id as number;
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    const created = await client.post('/api/tokens', { title: ' Mon script ', expires_at: expiresAt });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { data, token } = apiTokenCreatedSchema.parse(created.json());
    expect(data).toMatchObject({ title: 'Mon script', expires_at: expiresAt, last_used_at: null });
    expect(token).toMatch(new RegExp(`^${data.id}\\|[A-Za-z0-9_-]{40}$`));
    const secret = token.split('|')[1];

    const row = await t.db.selectFrom('api_tokens').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(row)).not.toContain(secret);

    const list = await client.get('/api/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([data]);
    expect(list.body).not.toContain(secret);
    expect(Object.keys(list.json().data[0]).sort()).toEqual(Object.keys(apiTokenSchema.shape).sort());

    const sessionsBefore = (await t.db.selectFrom('sessions').select('id').execute()).length;
    const me = await bearer(token);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(userId);
    expect(me.cookies).toEqual([]);
    // A state-changing call with no cookie and no XSRF header is fine with a Bearer token.
    const profileId = me.json().profile.id as number;
    const update = await bearer(token, { method: 'PUT', url: `/api/profiles/${profileId}`, payload: { first_name: 'Robot' } });
    expect(update.statusCode).toBe(200);
    expect((await t.db.selectFrom('sessions').select('id').execute()).length).toBe(sessionsBefore);
    expect((await bearer(token, { url: '/sanctum/csrf-cookie' })).statusCode).toBe(403);
    expect((await t.db.selectFrom('sessions').select('id').execute()).length).toBe(sessionsBefore);
    const used = await t.db.selectFrom('api_tokens').select('last_used_at').where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(used.last_used_at).not.toBeNull();

    // A token may not mint tokens, change credentials or delete the account.
    expect((await bearer(token, { method: 'POST', url: '/api/tokens', payload: { title: 'Encore' } })).statusCode).toBe(403);
    expect((await bearer(token, { method: 'DELETE', url: '/api/user', payload: { email: 'jeton@example.be' } })).statusCode).toBe(403);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()).toBeDefined();
  });

  it('answers 401 after revocation, after expiry, and for unknown or malformed tokens', async () => {
    const client = new TestClient(t.app, { 'accept-language': 'nl' });
    await client.register({ email: 'revoque@example.be' });
    const { data, token } = apiTokenCreatedSchema.parse((await client.post('/api/tokens', { title: 'Temporaire' })).json());
    expect(data.expires_at).toBeNull();
    expect((await bearer(token)).statusCode).toBe(200);

    const revoked = await client.delete(`/api/tokens/${data.id}`);
    expect(revoked.statusCode).toBe(204);
    const after = await bearer(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Ce jeton d’API n’est pas valide, a expiré ou a été révoqué.', status: 401 });
    expect(after.headers['www-authenticate']).toBe('Bearer');
    expect((await client.get('/api/tokens')).json().data).toEqual([]);
    expect((await client.delete(`/api/tokens/${data.id}`)).statusCode).toBe(404);

    const second = apiTokenCreatedSchema.parse((await client.post('/api/tokens', { title: 'Court', expires_at: new Date(Date.now() + 3600_000).toISOString() })).json());
    expect((await bearer(second.token)).statusCode).toBe(200);
    await t.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', second.data.id).execute();
    expect((await bearer(second.token)).statusCode).toBe(401);

    const [id, secret] = second.token.split('|');
    for (const forged of [`${id}|${secret.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`, `999999|${secret}`, 'nope', `${id}|`, '']) {
      expect((await bearer(forged)).statusCode).toBe(401);
    }
  });

  it('lets a user revoke only their own tokens, and validates title and expiry', async () => {
    const owner = new TestClient(t.app);
    await owner.register({ email: 'proprio-jeton@example.be' });
    const { data } = apiTokenCreatedSchema.parse((await owner.post('/api/tokens', { title: 'À moi' })).json());
    const thief = new TestClient(t.app);
    await thief.register({ email: 'voleur-jeton@example.be' });
    expect((await thief.delete(`/api/tokens/${data.id}`)).statusCode).toBe(404);
    expect((await thief.get('/api/tokens')).json().data).toEqual([]);
    expect((await owner.get('/api/tokens')).json().data).toHaveLength(1);

    const invalid = await owner.post('/api/tokens', { title: 'x'.repeat(101), expires_at: '2020-01-01' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ title: ['Ce texte est trop long.'], expires_at: ['La date d’expiration doit être dans le futur.'] });
    const tooFar = await owner.post('/api/tokens', { title: 'Loin', expires_at: new Date(Date.now() + 400 * 24 * 3600_000).toISOString().slice(0, 10) });
    expect(tooFar.json().errors).toEqual({ expires_at: ['La date d’expiration ne peut pas dépasser un an.'] });
    const notADate = await owner.post('/api/tokens', { title: 'Pas une date', expires_at: 'demain' });
    expect(notADate.json().errors).toEqual({ expires_at: ['Indiquez une date valide (AAAA-MM-JJ).'] });
    const dateOnly = await owner.post('/api/tokens', { title: 'Jour', expires_at: new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10) });
    expect(dateOnly.statusCode).toBe(201);
    expect(dateOnly.json().data.expires_at).toMatch(/T23:59:59\.999Z$/);
    expect((await owner.get('/api/tokens')).json().data).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/api/tokens' })).statusCode).toBe(401);
  });
});
