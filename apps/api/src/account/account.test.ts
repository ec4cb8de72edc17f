import { userSchema } from '@sam/contracts';
import { giveOwnership, insertListing } from '../testing/fixtures';
import { lastLinkTo, mailsTo } from '../testing/outbox';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const PASSWORD = 'un mot de passe solide';
const NEW_PASSWORD = 'un tout nouveau mot de passe';

describe.each(testDialects())('account credentials and deletion on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const sessionsOf = async (userId: number) => (await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;
  const passwordHashOf = async (userId: number) =>
    (await t.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).password_hash;

  describe('PUT /api/user/password', () => {
    it('checks the current password, sets the new one and ends every OTHER session', async () => {
      const email = 'change-mdp@example.be';
      const current = new TestClient(t.app);
      const userId = (await current.register({ email })).json().id as number;
      const other = new TestClient(t.app);
      await other.login(email, PASSWORD);
      expect(await sessionsOf(userId)).toBe(2);

      const response = await current.put('/api/user/password', { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ updated: true });
      expect(await sessionsOf(userId)).toBe(1);
      expect((await current.get('/api/user')).statusCode).toBe(200);
      expect((await other.get('/api/user')).statusCode).toBe(401);
      expect((await new TestClient(t.app).login(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong current password (422 on current_password, nothing changed) and works with _method', async () => {
      const client = new TestClient(t.app, { 'accept-language': 'nl' });
      const userId = (await client.register({ email: 'mauvais-actuel@example.be' })).json().id as number;
      const other = new TestClient(t.app);
      await other.login('mauvais-actuel@example.be', PASSWORD);
      const before = await passwordHashOf(userId);
      const wrong = await client.post('/api/user/password', { _method: 'PUT', current_password: 'pas le bon du tout', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ message: 'Sommige gegevens zijn niet geldig.', status: 422, errors: { current_password: ['Het huidige wachtwoord is onjuist.'] } });
      expect(await passwordHashOf(userId)).toBe(before);
      expect(await sessionsOf(userId)).toBe(2);

      const mismatch = await client.put('/api/user/password', { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'autre' });
      expect(mismatch.statusCode).toBe(422);
      expect(Object.keys(mismatch.json().errors)).toEqual(['password_confirmation']);
      expect(await passwordHashOf(userId)).toBe(before);
    });

    it('throttles wrong current passwords (429 after 5 a minute)', async () => {
      const client = new TestClient(t.app);
      await client.register({ email: 'devine@example.be' });
      const body = { current_password: 'essai numéro x', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      for (let i = 0; i < 5; i++) expect((await client.put('/api/user/password', body)).statusCode).toBe(422);
      expect((await client.put('/api/user/password', { ...body, current_password: PASSWORD })).statusCode).toBe(429);
    });

    it('is 401 for a visitor', async () => {
      const client = new TestClient(t.app);
      await client.csrfCookie();
      expect((await client.put('/api/user/password', { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/user/email', () => {
    it('sets the new address unverified, sends a verification link to it and a notice to the old one', async () => {
      const client = new TestClient(t.app);
      const registered = await client.register({ email: 'avant@example.be' });
      const userId = registered.json().id as number;
      await t.db.updateTable('users').set({ email_verified_at: new Date().toISOString() }).where('id', '=', userId).execute();

      const response = await client.put('/api/user/email', { email: 'Apres@Example.be', current_password: PASSWORD });
      expect(response.statusCode).toBe(200);
      const user = userSchema.parse(response.json());
      expect(user).toMatchObject({ id: userId, email: 'apres@example.be', email_verified_at: null });

      const link = await lastLinkTo(t.app, 'apres@example.be');
      expect(link.pathname).toMatch(new RegExp(`^/fr/verify/${userId}/[a-f0-9]{40}$`));
      const notice = await mailsTo(t.app, 'avant@example.be');
      expect(notice.at(-1)?.subject).toBe('L’adresse e-mail de votre compte a été modifiée');

      const [, , , id, hash] = link.pathname.split('/');
      const verified = await client.post('/api/email/verify', { id, hash, expires: link.searchParams.get('expires'), signature: link.searchParams.get('signature') });
      expect(verified.statusCode).toBe(200);
      expect((await new TestClient(t.app).login('apres@example.be', PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a taken address, the same address and a wrong password with 422, changing nothing', async () => {
      await new TestClient(t.app).register({ email: 'prise@example.be' });
      const client = new TestClient(t.app);
      const userId = (await client.register({ email: 'reste@example.be' })).json().id as number;
      const taken = await client.put('/api/user/email', { email: 'PRISE@example.be', current_password: PASSWORD });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: ['Un compte existe déjà avec cette adresse e-mail.'] });
      const same = await client.put('/api/user/email', { email: 'reste@example.be', current_password: PASSWORD });
      expect(same.json().errors).toEqual({ email: ['C’est déjà l’adresse e-mail de votre compte.'] });
      const wrongPassword = await client.put('/api/user/email', { email: 'ailleurs@example.be', current_password: 'pas le bon du tout' });
      expect(wrongPassword.statusCode).toBe(422);
      expect(wrongPassword.json().errors).toEqual({ current_password: ['Le mot de passe actuel est incorrect.'] });
      const row = await t.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
      expect(row.email).toBe('reste@example.be');
      expect(await mailsTo(t.app, 'ailleurs@example.be')).toHaveLength(0);
    });
  });

  describe('DELETE /api/user', () => {
    it('refuses a different email with the field error "please give a valid e-mail address" (fr/nl) and deletes nothing', async () => {
      const client = new TestClient(t.app);
      const userId = (await client.register({ email: 'garde@example.be' })).json().id as number;
      const wrong = await client.delete('/api/user', { email: 'autre@example.be' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ message: 'Certaines informations ne sont pas valides.', status: 422, errors: { email: ['Veuillez indiquer une adresse e-mail valide.'] } });
      const nl = await client.request({ method: 'DELETE', url: '/api/user', payload: { email: 'pas-un-email' }, headers: { 'accept-language': 'nl' } });
      expect(nl.json().errors).toEqual({ email: ['Geef een geldig e-mailadres op.'] });
      expect(await t.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()).toBeDefined();
      expect((await client.get('/api/user')).statusCode).toBe(200);
    });

    it('deletes the user with its sessions, tokens, profile, bookmarks and ownerships; solely owned listings stay, ownerless and invisible', async () => {
      const client = new TestClient(t.app);
      const email = 'partir@example.be';
      const userId = (await client.register({ email })).json().id as number;
      const other = new TestClient(t.app);
      await other.login(email, PASSWORD);
      const coOwner = (await new TestClient(t.app).register({ email: 'co-proprio@example.be' })).json().id as number;

      const alone = await insertListing(t.db, { slug: 'seul-proprietaire', title: 'Seul propriétaire' });
      const shared = await insertListing(t.db, { slug: 'partagee', title: 'Partagée' });
      await giveOwnership(t.db, alone, userId);
      await giveOwnership(t.db, shared, userId);
      await giveOwnership(t.db, shared, coOwner);
      await t.db.insertInto('bookmarks').values({ user_id: userId, bookmarkable_type: 'prestataire', bookmarkable_id: shared, created_at: new Date().toISOString() }).execute();
      expect((await client.post('/api/tokens', { title: 'Script' })).statusCode).toBe(201);

      const anonymousXsrf = client.xsrfToken;
      const response = await client.delete('/api/user', { email: 'Partir@Example.BE' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      // The session ended like a logout: new anonymous session and XSRF token.
      expect(client.xsrfToken).not.toBe(anonymousXsrf);
      expect((await client.get('/api/user')).statusCode).toBe(401);
      expect((await other.get('/api/user')).statusCode).toBe(401);

      expect(await t.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()).toBeUndefined();
      for (const table of ['sessions', 'profiles', 'api_tokens', 'bookmarks', 'prestataire_users', 'user_roles', 'one_time_tokens'] as const) {
        expect(await t.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).toEqual([]);
      }
      const listings = await t.db.selectFrom('prestataires').select(['id', 'active', 'visible']).where('id', 'in', [alone, shared]).orderBy('id').execute();
      expect(listings).toEqual([
        { id: alone, active: 0, visible: 0 },
        { id: shared, active: 1, visible: 1 },
      ]);
      expect(await t.db.selectFrom('prestataire_users').select('user_id').where('prestataire_id', '=', shared).execute()).toEqual([{ user_id: coOwner }]);
      // The address is free again.
      expect((await new TestClient(t.app).register({ email })).statusCode).toBe(201);
    });
  });
});
