import { TestClient, validRegistration } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

/** Issue 14: one place (the contract routes) refuses unsafe characters in every text field, with a 422 per field. */
describe.each(testDialects())('unsafe characters in requests on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const users = async () => (await t.db.selectFrom('users').select('id').execute()).length;

  it.each([
    ['NUL', 'Marie\u0000Dupont'],
    ['bidi override', 'Marie \u202Etnopud'],
    ['lone surrogate', 'Marie \uD800'],
  ])('registration with a %s in the name is refused on that field, in the visitor’s language, and writes nothing', async (_, name) => {
    const before = await users();
    const client = new TestClient(t.app, { 'accept-language': 'nl' });
    await client.csrfCookie();
    const response = await client.post('/register', validRegistration({ name, email: `teken${before}@example.be` }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: [expect.stringMatching(/onzichtbaar teken/)] });
    expect(await users()).toBe(before);
  });

  it('names nested fields and query parameters too', async () => {
    const client = new TestClient(t.app);
    await client.register({ email: 'imbrique@example.be' });
    const profile = await client.post('/api/profiles', { first_name: 'Jean', last_name: 'Dupont\u0007' });
    expect([profile.statusCode, Object.keys(profile.json().errors ?? {})]).toEqual([422, ['last_name']]);
    const faq = await client.get('/api/faq/categories?locale=fr%00');
    expect([faq.statusCode, Object.keys(faq.json().errors ?? {})]).toEqual([422, ['locale']]);
  });

  it('keeps what is ordinary text: accents, emoji, new lines and tabs', async () => {
    const client = new TestClient(t.app);
    const response = await client.register({ email: 'texte@example.be', name: 'Zoë Dœuf 😀' });
    expect(response.statusCode).toBe(201);
  });
});
