import { tagSuggestionsResponseSchema } from '@sam/contracts';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { suggestTags } from './suggest';

const TAGS = [
  { id: 1, slug: 'accessible-pmr', name_fr: 'Accessible PMR', name_nl: 'Rolstoeltoegankelijk' },
  { id: 2, slug: 'sans-rendez-vous', name_fr: 'Sans rendez-vous', name_nl: 'Zonder afspraak' },
  { id: 3, slug: 'a-domicile', name_fr: 'À domicile', name_nl: 'Aan huis' },
  { id: 4, slug: 'aidants-proches', name_fr: 'Aidants proches', name_nl: 'Mantelzorgers' },
  { id: 5, slug: 'remboursement-mutuelle', name_fr: 'Remboursement mutuelle', name_nl: 'Terugbetaling ziekenfonds' },
];

describe('tag suggestions', () => {
  const slugs = (query: string, locale: 'fr' | 'nl' = 'fr', limit = 10) => suggestTags(TAGS, query, locale, limit).map((tag) => tag.slug);

  it('matches word prefixes in French or Dutch, accents and case ignored', () => {
    expect(slugs('a domi')).toEqual(['a-domicile']);
    expect(slugs('ZONDER')).toEqual(['sans-rendez-vous']);
    expect(slugs('rend')).toEqual(['sans-rendez-vous']);
    expect(slugs('mutuelle rembours')).toEqual(['remboursement-mutuelle']);
    expect(slugs('xyz')).toEqual([]);
  });

  it('puts names starting with the query first, then sorts by name in the asked language, and limits', () => {
    expect(slugs('a')).toEqual(['a-domicile', 'accessible-pmr', 'aidants-proches', 'sans-rendez-vous']);
    expect(slugs('a', 'nl')).toEqual(['a-domicile', 'aidants-proches', 'accessible-pmr', 'sans-rendez-vous']); // Aan huis, Mantelzorgers, Rolstoeltoegankelijk
    expect(slugs('', 'nl', 2)).toEqual(['a-domicile', 'aidants-proches']);
  });
});

describe.each(testDialects())('POST /api/tags/algolia on %s', (dialect) => {
  let t: TestApp;
  let user: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.db.insertInto('tags').values(TAGS.map(({ slug, name_fr, name_nl }) => ({ slug, name_fr, name_nl }))).execute();
    user = new TestClient(t.app);
    await user.register({ email: 'editeur@example.be' });
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();
  });

  afterAll(async () => {
    await t.close();
  });

  it('suggests tags to a logged-in user', async () => {
    const response = await user.post('/api/tags/algolia', { query: 'domicile', locale: 'nl', limit: 5 });
    expect(response.statusCode).toBe(200);
    const { hits } = tagSuggestionsResponseSchema.parse(response.json());
    expect(hits.map((hit) => hit.name_nl)).toEqual(['Aan huis']);
  });

  it('requires a session, the CSRF token and a valid body', async () => {
    expect((await visitor.post('/api/tags/algolia', { query: 'a' })).statusCode).toBe(401);
    expect((await user.request({ method: 'POST', url: '/api/tags/algolia', payload: { query: 'a' }, csrf: false })).statusCode).toBe(419);
    const invalid = await user.post('/api/tags/algolia', { query: 'a', limit: 500, locale: 'de' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['limit', 'locale']);
  });
});
