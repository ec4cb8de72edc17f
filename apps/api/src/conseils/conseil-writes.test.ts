import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conseilDetailSchema, conseilEditableSchema, conseilSummarySchema, listOf, SEARCH_INDEX_NAMES, type ConseilEditable } from '@sam/contracts';
import type { DB } from '@sam/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { expectFieldErrors } from '../testing/expectations';
import { refuseInserts } from '../testing/refused-insert';
import { registeredAccount } from '../testing/accounts';
import { TestClient } from '../testing/test-client';
import { createTestDatabase, testDialects, type TestDatabase } from '../testing/test-database';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function insertConseil(db: DB, slug: string, title_fr: string, published_at: string | null): Promise<number> {
  const { id } = await db
    .insertInto('conseils')
    .values({ slug_fr: slug, slug_nl: `${slug}-nl`, title_fr, title_nl: `${title_fr} (nl)`, summary_fr: null, summary_nl: null, published_at, updated_at: inDays(-1) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(testDialects())('conseil writes on %s', (dialect) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let outboxDir: string;
  let guide: number;
  let other: number;
  let draft: number;
  let seniors: number;
  let aidants: number;
  let domicile: number;
  let parent: number;
  let repit: number;
  let admin: TestClient;
  let root: TestClient;
  let user: TestClient;
  let visitor: TestClient;

  const account = async (email: string, role?: string) => (await registeredAccount(app, database.db, email, { verified: false, role })).client;

  /** A whole guide as PUT takes it. */
  const valid = (overrides: Record<string, unknown> = {}) => ({
    slug_fr: 'souffler-quand-on-aide',
    slug_nl: 'op-adem-komen',
    title_fr: 'Souffler quand on aide un proche',
    title_nl: 'Op adem komen als mantelzorger',
    summary_fr: 'Repérer la fatigue et demander du relais.',
    summary_nl: 'Vermoeidheid herkennen en hulp vragen.',
    published_at: inDays(-10),
    contents: [
      { heading_fr: 'Reconnaître la fatigue', heading_nl: 'Vermoeidheid herkennen', body_fr: 'Dormir mal est un **signal**.', body_nl: 'Slecht slapen is een **signaal**.' },
      { heading_fr: '', heading_nl: null, body_fr: 'Le CPAS peut vous orienter vers un [service de répit](https://example.be/repit).', body_nl: 'Het OCMW kan u doorverwijzen.' },
    ],
    tag_ids: [aidants],
    besoin_ids: [repit],
    ...overrides,
  });

  const editCopy = async (client: TestClient, ref: string | number): Promise<ConseilEditable> => {
    const response = await client.get(`/api/conseils/${ref}?edit=1`);
    expect(response.statusCode).toBe(200);
    return conseilEditableSchema.parse(response.json().data);
  };

  /** What the search engine's sam_conseils index holds for a text query: objectID, French title and tags. */
  const indexed = async (query: string) => {
    const params = new URLSearchParams({ query, hitsPerPage: '50' }).toString();
    const response = await app.inject({ method: 'POST', url: `/1/indexes/${SEARCH_INDEX_NAMES.sam_conseils}/query`, payload: { params } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { hits: { objectID: string; title_fr: string; tags: { fr: string[] } }[] }).hits.map((hit) => [hit.objectID, hit.title_fr, hit.tags.fr]);
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const db = database.db;
    const besoin = (parent_id: number | null, slug: string, titre: string) =>
      db
        .insertInto('besoins')
        .values({ parent_id, slug_fr: slug, slug_nl: `${slug}-nl`, titre_fr: titre, titre_nl: `${titre} (nl)`, description_fr: null, description_nl: null, position: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    parent = await besoin(null, 'aider-un-proche', 'Aider un proche');
    repit = await besoin(parent, 'repit', 'Répit pour l’aidant');
    const tag = (slug: string, name_fr: string, name_nl: string) => db.insertInto('tags').values({ slug, name_fr, name_nl }).returning('id').executeTakeFirstOrThrow().then((row) => row.id);
    seniors = await tag('seniors', 'Seniors', 'Senioren');
    aidants = await tag('aidants-proches', 'Aidants proches', 'Mantelzorgers');
    domicile = await tag('domicile', 'Domicile', 'Thuis');

    guide = await insertConseil(db, 'souffler', 'Souffler un peu', inDays(-10));
    other = await insertConseil(db, 'preparer-un-sejour', 'Préparer un séjour', inDays(-2));
    draft = await insertConseil(db, 'brouillon', 'Brouillon sur le maintien à domicile', null);
    await db.insertInto('conseil_contents').values([
      { conseil_id: guide, position: 2, heading_fr: 'Demander de l’aide', heading_nl: 'Hulp vragen', body_fr: 'Ancien texte.', body_nl: 'Oude tekst.' },
      { conseil_id: guide, position: 1, heading_fr: null, heading_nl: null, body_fr: 'Introduction.', body_nl: 'Inleiding.' },
      { conseil_id: draft, position: 1, heading_fr: null, heading_nl: null, body_fr: 'À écrire.', body_nl: 'Te schrijven.' },
    ]).execute();
    await db.insertInto('conseil_tags').values([{ conseil_id: guide, tag_id: seniors }, { conseil_id: guide, tag_id: domicile }]).execute();
    await db.insertInto('conseil_besoins').values([{ conseil_id: guide, besoin_id: parent }]).execute();
    // Started after the rows, as in production: the search engine reads tags and besoins once, at start.
    outboxDir = mkdtempSync(join(tmpdir(), 'sam-api-outbox-'));
    app = await buildApp({ config: { ...database.config, outboxDir }, db, logger: false });
    admin = await account('admin@example.be', 'admin');
    root = await account('root@example.be', 'root');
    user = await account('lecteur@example.be');
    visitor = new TestClient(app);
    await visitor.csrfCookie();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    if (outboxDir) rmSync(outboxDir, { recursive: true, force: true });
  });

  describe('GET /api/conseils/:id?edit=1', () => {
    it('gives admin and root every field in both languages, sections in order, tag and besoin ids, drafts included', async () => {
      for (const ref of [guide, 'souffler', 'souffler-nl']) {
        const copy = await editCopy(admin, ref);
        expect(copy).toMatchObject({ id: guide, slug_fr: 'souffler', slug_nl: 'souffler-nl', title_nl: 'Souffler un peu (nl)', summary_fr: null, tag_ids: [seniors, domicile].sort((a, b) => a - b), besoin_ids: [parent] });
        expect(copy.contents.map((c) => [c.position, c.heading_fr, c.heading_nl, c.body_fr, c.body_nl])).toEqual([
          [1, null, null, 'Introduction.', 'Inleiding.'],
          [2, 'Demander de l’aide', 'Hulp vragen', 'Ancien texte.', 'Oude tekst.'],
        ]);
      }
      expect(await editCopy(root, 'brouillon')).toMatchObject({ id: draft, published_at: null, tag_ids: [], besoin_ids: [] });
      expect((await admin.get('/api/conseils/brouillon')).statusCode).toBe(404); // the public view
    });

    it('is 401 for a visitor and 403 for other users, before the guide is looked up; 404 unknown', async () => {
      for (const ref of ['brouillon', 'nexiste-pas']) {
        expect((await visitor.get(`/api/conseils/${ref}?edit=1`)).statusCode).toBe(401);
        expect((await user.get(`/api/conseils/${ref}?edit=1`)).statusCode).toBe(403);
      }
      for (const ref of ['nexiste-pas', 'Pas%20un%20slug', '999999']) expect((await admin.get(`/api/conseils/${ref}?edit=1`)).statusCode).toBe(404);
      expectFieldErrors(await admin.get('/api/conseils/souffler?edit=oui'), ['edit']);
    });
  });

  describe('PUT /api/conseils/:id (and POST with _method PUT)', () => {
    it('replaces the guide, its sections, tags and besoins, sent with _method PUT; the public answers and the index follow', async () => {
      expect(await indexed('Op adem komen')).toEqual([]);
      const response = await admin.post(`/api/conseils/${guide}`, { ...valid(), _method: 'PUT' });
      expect(response.statusCode).toBe(200);
      const saved = conseilEditableSchema.parse(response.json().data);
      expect(saved).toMatchObject({ slug_fr: 'souffler-quand-on-aide', slug_nl: 'op-adem-komen', tag_ids: [aidants], besoin_ids: [repit] });
      expect(saved.contents.map((c) => [c.position, c.heading_fr, c.heading_nl])).toEqual([[1, 'Reconnaître la fatigue', 'Vermoeidheid herkennen'], [2, null, null]]);
      expect(await editCopy(admin, guide)).toEqual(saved);

      const fr = conseilDetailSchema.parse((await visitor.get('/api/conseils/souffler-quand-on-aide?locale=fr')).json().data);
      expect(fr).toMatchObject({ id: guide, title: 'Souffler quand on aide un proche', summary: 'Repérer la fatigue et demander du relais.' });
      expect(fr.contents.map((c) => [c.position, c.heading, c.body])).toEqual([
        [1, 'Reconnaître la fatigue', 'Dormir mal est un **signal**.'],
        [2, null, 'Le CPAS peut vous orienter vers un [service de répit](https://example.be/repit).'],
      ]);
      expect(fr.tags.map((tag) => tag.slug)).toEqual(['aidants-proches']);
      expect(fr.besoins.map((b) => b.slug)).toEqual(['repit']);
      const nl = conseilDetailSchema.parse((await visitor.get('/api/conseils/op-adem-komen?locale=nl')).json().data);
      expect(nl).toMatchObject({ slug: 'op-adem-komen', title: 'Op adem komen als mantelzorger' });
      expect(nl.contents[0]).toMatchObject({ heading: 'Vermoeidheid herkennen', body: 'Slecht slapen is een **signaal**.' });
      expect((await visitor.get('/api/conseils/souffler')).statusCode).toBe(404); // the old slug is gone
      const listed = listOf(conseilSummarySchema).parse((await visitor.get('/api/conseils?locale=nl')).json());
      expect(listed.data.find((c) => c.id === guide)).toMatchObject({ title: 'Op adem komen als mantelzorger', tags: [{ slug: 'aidants-proches', name: 'Mantelzorgers' }] });

      expect(await indexed('Op adem komen')).toEqual([[String(guide), 'Souffler quand on aide un proche', ['Aidants proches']]]);
      expect(await indexed('Souffler un peu')).toEqual([]);
    });

    it('answers a real PUT the same way, and lets root publish a draft and take it back', async () => {
      const body = valid({ slug_fr: 'rester-chez-soi', slug_nl: 'thuis-blijven', title_fr: 'Rester chez soi', title_nl: 'Thuis blijven', tag_ids: [domicile, domicile], besoin_ids: [] });
      const published = await root.put(`/api/conseils/brouillon`, body);
      expect(published.statusCode).toBe(200);
      expect(conseilEditableSchema.parse(published.json().data)).toMatchObject({ id: draft, tag_ids: [domicile], besoin_ids: [] });
      expect((await visitor.get('/api/conseils/thuis-blijven?locale=nl')).json().data.title).toBe('Thuis blijven');
      expect(await indexed('Rester chez soi')).toEqual([[String(draft), 'Rester chez soi', ['Domicile']]]);

      expect((await root.put(`/api/conseils/${draft}`, { ...body, published_at: null })).statusCode).toBe(200);
      expect((await visitor.get('/api/conseils/rester-chez-soi')).statusCode).toBe(404);
      expect(await indexed('Rester chez soi')).toEqual([]);
    });

    it('is 401 for a visitor, 403 for other users, 419 without the CSRF token, 404 unknown, 405 without _method; nothing changes', async () => {
      const before = await editCopy(admin, other);
      const body = valid({ slug_fr: 'preparer-un-sejour', slug_nl: 'verblijf-voorbereiden' });
      expect((await visitor.put(`/api/conseils/${other}`, body)).statusCode).toBe(401);
      expect((await visitor.post(`/api/conseils/${other}`, { ...body, _method: 'PUT' })).statusCode).toBe(401);
      expect((await user.put(`/api/conseils/${other}`, body)).statusCode).toBe(403);
      expect((await user.post(`/api/conseils/${other}`, { ...body, _method: 'PUT' })).statusCode).toBe(403);
      expect((await admin.request({ method: 'POST', url: `/api/conseils/${other}`, payload: { ...body, _method: 'PUT' }, csrf: false })).statusCode).toBe(419);
      expect((await admin.request({ method: 'PUT', url: `/api/conseils/${other}`, payload: body, csrf: false })).statusCode).toBe(419);
      expect((await admin.post(`/api/conseils/${other}`, body)).statusCode).toBe(405);
      for (const ref of ['nexiste-pas', 'Pas%20un%20slug', '999999']) expect((await admin.put(`/api/conseils/${ref}`, body)).statusCode).toBe(404);
      expect(await editCopy(admin, other)).toEqual(before);
    });

    it('rejects a bad body with 422 on each field at fault, in the request’s language, changing nothing', async () => {
      const before = await editCopy(admin, other);
      const put = (overrides: Record<string, unknown>, headers?: Record<string, string>) =>
        admin.post(`/api/conseils/${other}`, { ...valid({ slug_fr: 'preparer-un-sejour', slug_nl: 'verblijf-voorbereiden', ...overrides }), _method: 'PUT' }, headers);
      const section = valid().contents[0];

      expectFieldErrors(await admin.put(`/api/conseils/${other}`, {}), ['slug_fr', 'slug_nl', 'title_fr', 'title_nl', 'published_at', 'contents', 'tag_ids', 'besoin_ids']);
      const dutch = await put({ contents: [] }, { 'accept-language': 'nl-BE' });
      expectFieldErrors(dutch, ['contents']);
      expect(dutch.json().errors.contents).toEqual(['Een advies bevat minstens één deel.']);

      for (const [overrides, field] of [
        [{ slug_fr: 'Séjour' }, 'slug_fr'],
        [{ slug_nl: '123' }, 'slug_nl'],
        [{ title_fr: '' }, 'title_fr'],
        [{ title_nl: 'x'.repeat(201) }, 'title_nl'],
        [{ summary_fr: 'Tab\u0000' }, 'summary_fr'],
        [{ published_at: 'bientôt' }, 'published_at'],
        [{ contents: 'tout' }, 'contents'],
        [{ contents: Array.from({ length: 31 }, () => section) }, 'contents'],
        [{ contents: [section, { ...section, heading_nl: 'Twee\nregels' }] }, 'contents.1.heading_nl'],
        [{ contents: [{ ...section, heading_fr: 'x'.repeat(201) }] }, 'contents.0.heading_fr'],
        [{ contents: [{ ...section, body_fr: ' ' }] }, 'contents.0.body_fr'],
        [{ contents: [{ ...section, body_nl: 'x'.repeat(10_001) }] }, 'contents.0.body_nl'],
        [{ contents: [{ ...section, body_nl: 'Nul\u0000' }] }, 'contents.0.body_nl'],
        [{ tag_ids: [seniors, 999_999] }, 'tag_ids'],
        [{ tag_ids: ['seniors'] }, 'tag_ids.0'],
        [{ besoin_ids: [999_999] }, 'besoin_ids'],
        [{ besoin_ids: null }, 'besoin_ids'],
      ] as const) {
        expectFieldErrors(await put(overrides), [field]);
      }
      expect(await editCopy(admin, other)).toEqual(before);
    });

    it('keeps slugs unique in both languages across guides', async () => {
      const before = await editCopy(admin, other);
      const put = (overrides: Record<string, unknown>) => admin.put(`/api/conseils/${other}`, valid({ slug_fr: 'preparer-un-sejour', slug_nl: 'verblijf-voorbereiden', ...overrides }));
      const taken = await put({ slug_fr: 'souffler-quand-on-aide' });
      expectFieldErrors(taken, ['slug_fr']);
      expect(taken.json().errors.slug_fr).toEqual(['Cet identifiant est déjà utilisé par une autre page.']);
      expectFieldErrors(await put({ slug_nl: 'souffler-quand-on-aide' }), ['slug_nl']);
      expectFieldErrors(await put({ slug_fr: 'op-adem-komen', slug_nl: 'op-adem-komen' }), ['slug_fr', 'slug_nl']);
      expect(await editCopy(admin, other)).toEqual(before);
      expect((await put({ slug_nl: 'preparer-un-sejour' })).statusCode).toBe(200);
    });

    it('writes the guide, sections, tags and besoins in one transaction: a failing part leaves everything as it was', async () => {
      const before = await editCopy(admin, guide);
      // Besoins are written last: the guide, its sections and tags are already changed when this fails.
      const lift = await refuseInserts(database.db, dialect, 'conseil_besoins', 'besoin_id', parent);
      try {
        const body = valid({ title_fr: 'Titre qui ne doit pas rester', contents: [valid().contents[0]], tag_ids: [seniors], besoin_ids: [parent] });
        expect((await admin.put(`/api/conseils/${guide}`, body)).statusCode).toBe(500);
      } finally {
        await lift();
      }
      expect(await editCopy(admin, guide)).toEqual(before);
      expect((await visitor.get('/api/conseils/souffler-quand-on-aide')).json().data.title).toBe('Souffler quand on aide un proche');
      expect(await indexed('Titre qui ne doit pas rester')).toEqual([]);
    });
  });
});
