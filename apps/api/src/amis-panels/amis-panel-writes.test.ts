import { amisPanelListSchema, managedAmisPanelListSchema, managedAmisPanelSchema, type ManagedAmisPanel } from '@sam/contracts';
import { expectFieldErrors } from '../testing/expectations';
import { grantRole } from '../testing/fixtures';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

describe.each(testDialects())('friends panel writes on %s', (dialect) => {
  let t: TestApp;
  let admin: TestClient;
  let root: TestClient;
  let user: TestClient;
  let visitor: TestClient;

  const form = (overrides: Record<string, unknown> = {}) => ({
    audience: 'amis',
    title_fr: 'Devenez Ami de SAM',
    title_nl: 'Word Vriend van SAM',
    body_fr: 'Avec 5 € par mois.',
    body_nl: 'Met 5 euro per maand.',
    cta_url: '/fr/soutenir-l-asbl/amis-de-sam',
    position: 1,
    active: true,
    ...overrides,
  });
  const signIn = async (email: string, role?: string) => {
    const client = new TestClient(t.app);
    expect((await client.register({ email })).statusCode).toBe(201);
    if (role) {
      const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      await grantRole(t.db, id, role);
    }
    return client;
  };
  const create = async (client: TestClient, overrides: Record<string, unknown> = {}): Promise<ManagedAmisPanel> => {
    const response = await client.post('/api/sam/amis/panels/', form(overrides));
    expect(response.statusCode).toBe(201);
    return managedAmisPanelSchema.parse(response.json().data);
  };
  const publicTitles = async (query = '') =>
    amisPanelListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/sam/amis/panels${query}` })).json()).data.map((p) => p.title);
  const managed = async (query = '') => {
    const response = await admin.get(`/api/sam/amis/panels?manage=1${query}`);
    expect(response.statusCode).toBe(200);
    return managedAmisPanelListSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn('admin@example.be', 'admin');
    root = await signIn('root@example.be', 'root');
    user = await signIn('aidant@example.be');
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('amis_panels').execute();
  });

  it('lets admin and root create panels, shown at once on the portal in the asked language', async () => {
    const created = await create(admin, { title_fr: '  Devenez Ami de SAM ', body_nl: '', cta_url: '/fr/soutenir-l-asbl/amis-de-sam' });
    expect(created).toEqual({
      id: expect.any(Number),
      audience: 'amis',
      title_fr: 'Devenez Ami de SAM',
      title_nl: 'Word Vriend van SAM',
      body_fr: 'Avec 5 € par mois.',
      body_nl: null,
      image_path: null,
      cta_url: '/fr/soutenir-l-asbl/amis-de-sam',
      position: 1,
      active: true,
    });
    await create(root, { audience: 'amis_pro', title_fr: 'Pro', title_nl: 'Pro nl', position: '0', cta_url: 'https://www.example.be/pro?x=1' });
    const nl = amisPanelListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/sam/amis/panels?locale=nl' })).json()).data;
    expect(nl.map((p) => [p.title, p.cta_url])).toEqual([
      ['Pro nl', 'https://www.example.be/pro?x=1'],
      ['Word Vriend van SAM', '/nl/steun-de-vzw/vrienden-van-sam'],
    ]);
  });

  it('refuses writes to visitors (401), other users (403) and calls without the CSRF token (419)', async () => {
    const panel = await create(admin);
    for (const client of [visitor, user]) {
      const expected = client === visitor ? 401 : 403;
      expect((await client.post('/api/sam/amis/panels', form())).statusCode).toBe(expected);
      expect((await client.post(`/api/sam/amis/panels/${panel.id}`, { ...form(), _method: 'PUT' })).statusCode).toBe(expected);
      expect((await client.put(`/api/sam/amis/panels/${panel.id}`, form())).statusCode).toBe(expected);
      expect((await client.delete(`/api/sam/amis/panels/${panel.id}`)).statusCode).toBe(expected);
      expect((await client.get('/api/sam/amis/panels?manage=1')).statusCode).toBe(expected);
    }
    expect((await admin.request({ method: 'POST', url: '/api/sam/amis/panels', payload: form(), csrf: false })).statusCode).toBe(419);
    expect(await managed()).toEqual([panel]);
  });

  it('answers 422 with field errors for a missing or bad panel, and keeps nothing', async () => {
    expectFieldErrors(await admin.post('/api/sam/amis/panels', {}), ['audience', 'title_fr', 'title_nl', 'position', 'active']);
    const bad = await admin.post('/api/sam/amis/panels', form({ audience: 'tous', title_nl: 'Deux\nlignes', body_fr: 'nul \u0000', position: 1000, active: 'peut-être' }));
    expectFieldErrors(bad, ['audience', 'title_nl', 'body_fr', 'position', 'active']);
    expect(bad.json().errors.position).toEqual(['Indiquez un nombre entier de 0 à 999.']);
    expectFieldErrors(await admin.post('/api/sam/amis/panels', form({ title_fr: 'x'.repeat(121), body_nl: 'x'.repeat(1001) })), ['title_fr', 'body_nl']);
    for (const cta_url of ['javascript:alert(1)', 'http://www.example.be', '//www.example.be/fr', '/fr/pas/une/page/du/site', 'https://localhost', '/fr/mon-tableau-de-bord/tokens']) {
      const response = await admin.post('/api/sam/amis/panels', form({ cta_url }), { 'accept-language': 'nl' });
      expectFieldErrors(response, ['cta_url']);
      expect(response.json().errors.cta_url[0]).toMatch(/^Geef een pagina van de site op/);
    }
    expect(await managed()).toEqual([]);
  });

  it('updates a panel with PUT or POST _method PUT; a hidden one leaves the portal but stays in the team’s list', async () => {
    const panel = await create(admin);
    const other = await create(admin, { audience: 'amis_pro', title_fr: 'Pro', title_nl: 'Pro nl', position: 2 });

    const overridden = await admin.post(`/api/sam/amis/panels/${panel.id}`, { ...form({ title_fr: 'Rejoignez-nous', position: 3 }), _method: 'PUT' });
    expect(overridden.statusCode).toBe(200);
    expect(managedAmisPanelSchema.parse(overridden.json().data)).toMatchObject({ id: panel.id, title_fr: 'Rejoignez-nous', position: 3, active: true });
    expect(await publicTitles()).toEqual(['Pro', 'Rejoignez-nous']);

    const hidden = await admin.put(`/api/sam/amis/panels/${panel.id}`, form({ active: false, cta_url: '' }));
    expect(managedAmisPanelSchema.parse(hidden.json().data)).toMatchObject({ active: false, cta_url: null, title_fr: 'Devenez Ami de SAM' });
    expect(await publicTitles()).toEqual(['Pro']);
    expect((await t.app.inject({ method: 'GET', url: `/api/sam/amis/panels/${panel.id}` })).statusCode).toBe(404);
    expect((await managed()).map((p) => [p.id, p.active])).toEqual([[panel.id, false], [other.id, true]]);
    expect((await managed('&audience=amis_pro')).map((p) => p.id)).toEqual([other.id]);

    for (const id of ['99999', 'abc', '0']) expect((await admin.put(`/api/sam/amis/panels/${id}`, form())).statusCode).toBe(404);
    expectFieldErrors(await admin.put(`/api/sam/amis/panels/${panel.id}`, form({ title_fr: '' })), ['title_fr']);
  });

  it('deletes a panel (204), then answers 404', async () => {
    const panel = await create(admin);
    expect((await root.delete(`/api/sam/amis/panels/${panel.id}`)).statusCode).toBe(204);
    expect(await publicTitles()).toEqual([]);
    expect((await admin.delete(`/api/sam/amis/panels/${panel.id}`)).statusCode).toBe(404);
    expect((await admin.delete('/api/sam/amis/panels/abc')).statusCode).toBe(404);
  });
});
