import { infoDetailSchema, infoEditableSchema, infoSummarySchema, SEARCH_INDEX_NAMES, type InfoEditable } from '@sam/contracts';
import type { DB } from '@sam/db';
import { expectFieldErrors } from '../testing/expectations';
import { refuseInserts } from '../testing/refused-insert';
import { registeredAccount } from '../testing/accounts';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function insertInfo(db: DB, slug: string, title_fr: string, published_at: string | null): Promise<number> {
  const { id } = await db
    .insertInto('infos')
    .values({
      slug_fr: slug,
      slug_nl: `${slug}-nl`,
      title_fr,
      title_nl: `${title_fr} (nl)`,
      summary_fr: `Résumé : ${title_fr}.`,
      summary_nl: `Samenvatting: ${title_fr}.`,
      body_fr: `Texte sur ${title_fr}.`,
      body_nl: `Tekst over ${title_fr}.`,
      url: null,
      category: 'mobilite',
      published_at,
      updated_at: inDays(-1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(testDialects())('info writes on %s', (dialect) => {
  let t: TestApp;
  let carte: number;
  let transport: number;
  let repit: number;
  let draft: number;
  let admin: TestClient;
  let root: TestClient;
  let user: TestClient;
  let visitor: TestClient;

  /** Registers and logs in a user, with `role` if given. */
  const account = async (email: string, role?: string) => (await registeredAccount(t.app, t.db, email, { verified: false, role })).client;

  /** A whole info as PUT takes it. */
  const valid = (overrides: Record<string, unknown> = {}) => ({
    slug_fr: 'carte-de-stationnement',
    slug_nl: 'parkeerkaart',
    title_fr: 'La carte de stationnement européenne',
    title_nl: 'De Europese parkeerkaart',
    summary_fr: 'Pour se garer\nplus près.',
    summary_nl: 'Om dichterbij te parkeren.',
    body_fr: '## Qui peut la demander ?\r\n\r\nLa **DG Personnes handicapées** délivre la carte.',
    body_nl: '## Wie kan ze aanvragen?\n\nDe **DG Personen met een handicap** reikt de kaart uit.',
    category: 'mobilite',
    url: 'https://handicap.belgium.be/fr/carte-de-stationnement',
    related_ids: [transport],
    published_at: inDays(-30),
    ...overrides,
  });

  const editCopy = async (client: TestClient, ref: string | number): Promise<InfoEditable> => {
    const response = await client.get(`/api/infos/${ref}?edit=1`);
    expect(response.statusCode).toBe(200);
    return infoEditableSchema.parse(response.json().data);
  };

  /** What the search engine's infos index holds for a text query (objectIDs and French titles). */
  const indexed = async (query: string) => {
    const params = new URLSearchParams({ query, hitsPerPage: '50' }).toString();
    const response = await t.app.inject({ method: 'POST', url: `/1/indexes/${SEARCH_INDEX_NAMES.infos}/query`, payload: { params } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { hits: { objectID: string; title_fr: string }[] }).hits.map((hit) => [hit.objectID, hit.title_fr]);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    carte = await insertInfo(t.db, 'la-carte', 'La carte de stationnement', inDays(-30));
    transport = await insertInfo(t.db, 'transport-adapte', 'Transport adapté', inDays(-31));
    repit = await insertInfo(t.db, 'le-repit', 'Le répit', inDays(-32));
    draft = await insertInfo(t.db, 'brouillon', 'Brouillon sur les chèques-taxis', null);
    // Stored from either side: both count as links of `carte`.
    await t.db.insertInto('info_related').values([{ info_id: carte, related_id: repit }, { info_id: draft, related_id: carte }]).execute();
    await t.app.searchIndexer.changed(SEARCH_INDEX_NAMES.infos, [carte, transport, repit, draft]);
    admin = await account('admin@example.be', 'admin');
    root = await account('root@example.be', 'root');
    user = await account('lecteur@example.be');
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/infos/:id?edit=1', () => {
    it('gives admin and root every field in both languages, unpublished infos and links from either side included', async () => {
      for (const ref of [carte, 'la-carte', 'la-carte-nl']) {
        expect(await editCopy(admin, ref)).toEqual({
          id: carte,
          slug_fr: 'la-carte',
          slug_nl: 'la-carte-nl',
          title_fr: 'La carte de stationnement',
          title_nl: 'La carte de stationnement (nl)',
          summary_fr: 'Résumé : La carte de stationnement.',
          summary_nl: 'Samenvatting: La carte de stationnement.',
          body_fr: 'Texte sur La carte de stationnement.',
          body_nl: 'Tekst over La carte de stationnement.',
          category: 'mobilite',
          url: null,
          related_ids: [repit, draft].sort((a, b) => a - b),
          published_at: expect.any(String),
          updated_at: expect.any(String),
        });
      }
      expect(await editCopy(root, 'brouillon')).toMatchObject({ id: draft, published_at: null, related_ids: [carte] });
      // Without `edit`, GET stays the public view: the draft is missing, even for editors.
      expect((await admin.get('/api/infos/brouillon')).statusCode).toBe(404);
    });

    it('is 401 for a visitor and 403 for other users, before the info is looked up; 404 unknown; 422 for a bad flag', async () => {
      for (const ref of ['brouillon', 'nexiste-pas']) {
        expect((await visitor.get(`/api/infos/${ref}?edit=1`)).statusCode).toBe(401);
        expect((await user.get(`/api/infos/${ref}?edit=1`)).statusCode).toBe(403);
      }
      for (const ref of ['nexiste-pas', 'Pas%20un%20slug', '999999']) expect((await admin.get(`/api/infos/${ref}?edit=1`)).statusCode).toBe(404);
      expectFieldErrors(await admin.get('/api/infos/la-carte?edit=peut-etre'), ['edit']);
    });
  });

  describe('PUT /api/infos/:id', () => {
    it('replaces the info in both languages; the public pages, related lists and search index show the new text', async () => {
      expect(await indexed('européenne')).toEqual([]);
      const response = await admin.put(`/api/infos/${carte}`, valid());
      expect(response.statusCode).toBe(200);
      const saved = infoEditableSchema.parse(response.json().data);
      expect(saved).toMatchObject({
        slug_fr: 'carte-de-stationnement',
        slug_nl: 'parkeerkaart',
        summary_fr: 'Pour se garer plus près.',
        // Line endings are stored as \n; Markdown is kept as typed.
        body_fr: '## Qui peut la demander ?\n\nLa **DG Personnes handicapées** délivre la carte.',
        related_ids: [transport],
      });
      expect(saved.updated_at > inDays(-1)).toBe(true);
      expect(await editCopy(admin, carte)).toEqual(saved);

      const fr = infoDetailSchema.parse((await visitor.get('/api/infos/carte-de-stationnement?locale=fr')).json().data);
      expect(fr).toMatchObject({ id: carte, title: 'La carte de stationnement européenne', url: 'https://handicap.belgium.be/fr/carte-de-stationnement' });
      expect(fr.body).toContain('**DG Personnes handicapées**');
      const nl = infoDetailSchema.parse((await visitor.get('/api/infos/parkeerkaart?locale=nl')).json().data);
      expect(nl).toMatchObject({ slug: 'parkeerkaart', title: 'De Europese parkeerkaart', summary: 'Om dichterbij te parkeren.' });
      expect((await visitor.get('/api/infos/la-carte')).statusCode).toBe(404); // the old slug is gone

      // Links are set in both directions: the old ones (stored on either side) go.
      const related = (ref: string) => visitor.get(`/api/infos/${ref}/related`).then((r) => infoSummarySchema.array().parse(r.json().data).map((i) => i.id));
      expect(await related('carte-de-stationnement')).toEqual([transport]);
      expect(await related('transport-adapte')).toEqual([carte]);
      expect(await related('le-repit')).toEqual([]);
      expect((await editCopy(admin, draft)).related_ids).toEqual([]);

      expect(await indexed('européenne')).toEqual([[String(carte), 'La carte de stationnement européenne']]);
      expect(await indexed('Europese parkeerkaart')).toEqual([[String(carte), 'La carte de stationnement européenne']]);
    });

    it('lets root publish a draft, and unpublishing takes the info off the public pages and the index', async () => {
      const body = { ...valid(), slug_fr: 'cheques-taxis', slug_nl: 'taxicheques', title_fr: 'Les chèques-taxis', title_nl: 'Taxicheques', related_ids: [], url: '', category: '' };
      const published = await root.put(`/api/infos/brouillon`, { ...body, published_at: '2025-03-01T09:00' });
      expect(published.statusCode).toBe(200);
      // A time without an offset is Belgian wall-clock time; '' empties a field.
      expect(infoEditableSchema.parse(published.json().data)).toMatchObject({ published_at: '2025-03-01T08:00:00.000Z', url: null, category: null });
      expect((await visitor.get('/api/infos/taxicheques?locale=nl')).json().data.title).toBe('Taxicheques');
      expect(await indexed('chèques-taxis')).toEqual([[String(draft), 'Les chèques-taxis']]);

      expect((await root.put(`/api/infos/${draft}`, { ...body, published_at: null })).statusCode).toBe(200);
      expect((await visitor.get('/api/infos/cheques-taxis')).statusCode).toBe(404);
      expect(await indexed('chèques-taxis')).toEqual([]);
    });

    it('answers POST with _method PUT like PUT', async () => {
      const response = await admin.post(`/api/infos/${transport}`, { ...valid(), slug_fr: 'transport-adapte', slug_nl: 'aangepast-vervoer', title_fr: 'Transport adapté (TaxiBus)', related_ids: [], _method: 'PUT' });
      expect(response.statusCode).toBe(200);
      expect(infoEditableSchema.parse(response.json().data)).toMatchObject({ id: transport, slug_nl: 'aangepast-vervoer', title_fr: 'Transport adapté (TaxiBus)' });
      expect((await visitor.get('/api/infos/aangepast-vervoer?locale=fr')).json().data.title).toBe('Transport adapté (TaxiBus)');
      expect(await indexed('TaxiBus')).toEqual([[String(transport), 'Transport adapté (TaxiBus)']]);
      expect((await user.post(`/api/infos/${transport}`, { ...valid(), _method: 'PUT' })).statusCode).toBe(403);
      expect((await admin.post(`/api/infos/${transport}`, valid())).statusCode).toBe(405);
    });

    it('is 401 for a visitor, 403 for other users, 419 without the CSRF token, 404 unknown; nothing changes', async () => {
      const before = await editCopy(admin, repit);
      const body = valid({ slug_fr: 'le-repit', slug_nl: 'respijt', related_ids: [] });
      expect((await visitor.put(`/api/infos/${repit}`, body)).statusCode).toBe(401);
      const refused = await user.put(`/api/infos/${repit}`, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Vous n’avez pas le droit d’effectuer cette action.', status: 403 });
      expect((await admin.request({ method: 'PUT', url: `/api/infos/${repit}`, payload: body, csrf: false })).statusCode).toBe(419);
      for (const ref of ['nexiste-pas', 'Pas%20un%20slug', '999999']) expect((await admin.put(`/api/infos/${ref}`, body)).statusCode).toBe(404);
      expect(await editCopy(admin, repit)).toEqual(before);
    });

    it('rejects a bad body with 422 on each field at fault, in the request’s language, changing nothing', async () => {
      const before = await editCopy(admin, repit);
      const put = (overrides: Record<string, unknown>, headers?: Record<string, string>) =>
        admin.put(`/api/infos/${repit}`, valid({ slug_fr: 'le-repit', slug_nl: 'respijt', related_ids: [], ...overrides }), headers);

      const empty = await admin.put(`/api/infos/${repit}`, {});
      expectFieldErrors(empty, ['slug_fr', 'slug_nl', 'title_fr', 'title_nl', 'published_at', 'body_fr', 'body_nl', 'related_ids']);
      expect(empty.json().errors.title_fr).toEqual(['Ce champ est obligatoire.']);
      const dutch = await put({ slug_nl: '2024' }, { 'accept-language': 'nl-BE' });
      expectFieldErrors(dutch, ['slug_nl']);
      expect(dutch.json().errors.slug_nl).toEqual(['Deze code mag niet enkel uit cijfers bestaan.']);

      for (const [overrides, field] of [
        [{ slug_fr: 'Le Répit' }, 'slug_fr'],
        [{ slug_nl: 'x'.repeat(191) }, 'slug_nl'],
        [{ title_fr: '  ' }, 'title_fr'],
        [{ title_nl: 'Twee\nregels' }, 'title_nl'],
        [{ title_fr: 'x'.repeat(201) }, 'title_fr'],
        [{ title_fr: 'Nul\u0000octet' }, 'title_fr'],
        [{ summary_fr: 'x'.repeat(501) }, 'summary_fr'],
        [{ summary_nl: 'Bel\u0007' }, 'summary_nl'],
        [{ summary_nl: 42 }, 'summary_nl'],
        [{ body_fr: '' }, 'body_fr'],
        [{ body_nl: 'x'.repeat(20_001) }, 'body_nl'],
        [{ body_fr: 'Texte\u0000' }, 'body_fr'],
        [{ body_nl: 'Half \ud800 teken' }, 'body_nl'],
        [{ category: 'inconnue' }, 'category'],
        [{ url: 'javascript:alert(1)' }, 'url'],
        [{ url: 'ftp://example.be/fichier' }, 'url'],
        [{ related_ids: 'tous' }, 'related_ids'],
        [{ related_ids: Array.from({ length: 51 }, (_, i) => i + 1) }, 'related_ids'],
        [{ related_ids: [0] }, 'related_ids.0'],
        [{ published_at: 'demain' }, 'published_at'],
        [{ published_at: '2025-02-30T10:00' }, 'published_at'],
      ] as const) {
        expectFieldErrors(await put(overrides), [field]);
      }
      expect(await editCopy(admin, repit)).toEqual(before);
    });

    it('keeps slugs unique in both languages across infos, and related infos existing and other', async () => {
      const before = await editCopy(admin, repit);
      const put = (overrides: Record<string, unknown>) => admin.put(`/api/infos/${repit}`, valid({ slug_fr: 'le-repit', slug_nl: 'respijt', related_ids: [], ...overrides }));
      const taken = await put({ slug_fr: 'carte-de-stationnement' });
      expectFieldErrors(taken, ['slug_fr']);
      expect(taken.json().errors.slug_fr).toEqual(['Cet identifiant est déjà utilisé par une autre page.']);
      // Another info's slug in the other language is taken too: a path finds an info by either.
      expectFieldErrors(await put({ slug_nl: 'carte-de-stationnement' }), ['slug_nl']);
      expectFieldErrors(await put({ slug_fr: 'parkeerkaart', slug_nl: 'carte-de-stationnement' }), ['slug_fr', 'slug_nl']);
      expectFieldErrors(await put({ related_ids: [repit] }), ['related_ids']);
      expectFieldErrors(await put({ related_ids: [carte, 999_999] }), ['related_ids']);
      expect(await editCopy(admin, repit)).toEqual(before);

      // Its own slugs, and one slug for both languages, are fine; repeated ids count once.
      expect((await put({ slug_fr: 'le-repit', slug_nl: 'le-repit', related_ids: [carte, carte] })).json().data).toMatchObject({ slug_nl: 'le-repit', related_ids: [carte] });
    });

    it('writes the info and its links in one transaction: a failing part leaves everything as it was', async () => {
      const before = await editCopy(admin, repit);
      const lift = await refuseInserts(t.db, dialect, 'info_related', 'related_id', transport);
      try {
        const failed = await admin.put(`/api/infos/${repit}`, valid({ slug_fr: 'repit-modifie', slug_nl: 'respijt-gewijzigd', title_fr: 'Le répit modifié', related_ids: [transport] }));
        expect(failed.statusCode).toBe(500);
      } finally {
        await lift();
      }
      expect(await editCopy(admin, repit)).toEqual(before);
      expect((await visitor.get('/api/infos/repit-modifie')).statusCode).toBe(404);
      expect(await indexed('modifié')).toEqual([]);
    });
  });
});
