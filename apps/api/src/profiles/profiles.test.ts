import { profileResourceSchema, userWithProfileSchema } from '@sam/contracts';
import { grantRole } from '../testing/fixtures';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

describe.each(testDialects())('profiles on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const registered = async (email: string) => {
    const client = new TestClient(t.app);
    const response = await client.register({ email });
    const id = response.json().id as number;
    const profileId = response.json().profile.id as number;
    return { client, id, profileId };
  };

  it('GET /api/users/{id}: self and admin/root see the user with its profile, others get 403, visitors 401', async () => {
    const alice = await registered('alice@example.be');
    const bob = await registered('bob@example.be');
    const admin = await registered('admin@example.be');
    await grantRole(t.db, admin.id, 'admin');

    const self = await alice.client.get(`/api/users/${alice.id}`);
    expect(self.statusCode).toBe(200);
    const data = userWithProfileSchema.parse(self.json().data);
    expect(data).toMatchObject({ id: alice.id, email: 'alice@example.be', roles: ['user'], profile: { id: alice.profileId, user_type: 'guest', newsletter: false } });

    const other = await bob.client.get(`/api/users/${alice.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'Vous n’avez pas le droit d’effectuer cette action.', status: 403 });
    expect((await bob.client.get('/api/users/999999')).statusCode).toBe(403);

    expect((await admin.client.get(`/api/users/${alice.id}`)).json().data.id).toBe(alice.id);
    expect((await admin.client.get('/api/users/999999')).statusCode).toBe(404);
    expect((await admin.client.get('/api/users/abc')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${alice.id}` })).statusCode).toBe(401);
  });

  it('POST /api/profiles/{id} with _method PUT (and PUT) updates the own profile and the account language', async () => {
    const carla = await registered('carla@example.be');
    const response = await carla.client.post(`/api/profiles/${carla.profileId}`, {
      _method: 'PUT',
      first_name: ' Carla ',
      last_name: 'Janssens',
      phone: '+32 2 555 12 12',
      organisation: 'ASBL Exemple',
      newsletter: true,
      locale: 'nl',
    });
    expect(response.statusCode).toBe(200);
    expect(profileResourceSchema.parse(response.json().data)).toEqual({
      id: carla.profileId,
      user_id: carla.id,
      first_name: 'Carla',
      last_name: 'Janssens',
      phone: '+32 2 555 12 12',
      organisation: 'ASBL Exemple',
      user_type: 'guest',
      newsletter: true,
      locale: 'nl',
    });
    expect((await carla.client.get('/api/user')).json().locale).toBe('nl');

    // A form post (urlencoded) with _method works too; '' clears a field, absent ones stay.
    const form = await carla.client.post(`/api/profiles/${carla.profileId}`, 'phone=&newsletter=0&_method=PUT', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({ phone: null, newsletter: false, first_name: 'Carla' });

    const put = await carla.client.put(`/api/profiles/${carla.profileId}`, { last_name: 'Peeters' });
    expect(put.json().data).toMatchObject({ last_name: 'Peeters', first_name: 'Carla' });
  });

  it('refuses to update another user profile (403, unchanged) but lets admin and root do it', async () => {
    const owner = await registered('proprio@example.be');
    const intruder = await registered('intrus@example.be');
    const root = await registered('root@example.be');
    await grantRole(t.db, root.id, 'root');

    const refused = await intruder.client.post(`/api/profiles/${owner.profileId}`, { _method: 'PUT', first_name: 'Pirate' });
    expect(refused.statusCode).toBe(403);
    const row = await t.db.selectFrom('profiles').select('first_name').where('id', '=', owner.profileId).executeTakeFirstOrThrow();
    expect(row.first_name).toBeNull();
    expect((await intruder.client.put('/api/profiles/999999', { first_name: 'x' })).statusCode).toBe(404);

    const byRoot = await root.client.put(`/api/profiles/${owner.profileId}`, { first_name: 'Corrigé' });
    expect(byRoot.statusCode).toBe(200);
    expect(byRoot.json().data.first_name).toBe('Corrigé');
  });

  it('refuses invalid fields with 422 and localised messages, changing nothing', async () => {
    const dana = await registered('dana@example.be');
    const nl = new TestClient(t.app, { 'accept-language': 'nl' });
    nl.cookies.set('sam_session', dana.client.cookies.get('sam_session') ?? '');
    nl.cookies.set('XSRF-TOKEN', dana.client.xsrfToken ?? '');
    const response = await nl.put(`/api/profiles/${dana.profileId}`, { first_name: 'x'.repeat(101), phone: 'appelez-moi', newsletter: 'peut-être', locale: 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      first_name: ['Deze tekst is te lang.'],
      phone: ['Geef een geldig telefoonnummer op.'],
      newsletter: ['Deze waarde is niet geldig.'],
    });
    expect(response.json().errors.locale).toHaveLength(1);
    const row = await t.db.selectFrom('profiles').select(['first_name', 'phone', 'newsletter']).where('id', '=', dana.profileId).executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: null, phone: null, newsletter: 0 });
  });

  it('POST /api/profiles creates the caller profile when missing (201), else 409', async () => {
    const eve = await registered('eve@example.be');
    const exists = await eve.client.post('/api/profiles', { first_name: 'Eve' });
    expect(exists.statusCode).toBe(409);
    expect(exists.json()).toEqual({ message: 'Ce compte a déjà un profil.', status: 409 });

    await t.db.deleteFrom('profiles').where('user_id', '=', eve.id).execute();
    const created = await eve.client.post('/api/profiles', { first_name: 'Eve', newsletter: true });
    expect(created.statusCode).toBe(201);
    expect(profileResourceSchema.parse(created.json().data)).toMatchObject({ user_id: eve.id, first_name: 'Eve', newsletter: true, user_type: 'guest' });
    expect((await eve.client.get(`/api/users/${eve.id}`)).json().data.profile.first_name).toBe('Eve');
    expect((await eve.client.post('/api/profiles', {})).statusCode).toBe(409);
  });
});
