import { besoinDetailSchema, besoinSummarySchema, listOf } from '@sam/contracts';
import type { DB } from '@sam/db';
import { insertListing } from '../testing/fixtures';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const list = listOf(besoinSummarySchema);

async function insertBesoin(db: DB, parent_id: number | null, slug_fr: string, slug_nl: string, titre_fr: string, titre_nl: string, position: number): Promise<number> {
  const { id } = await db
    .insertInto('besoins')
    .values({ parent_id, slug_fr, slug_nl, titre_fr, titre_nl, description_fr: `À propos : ${titre_fr}.`, description_nl: `Over: ${titre_nl}.`, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe.each(testDialects())('besoins on %s', (dialect) => {
  let t: TestApp;
  let soigner: number;
  let medecin: number;
  let palliatifs: number;
  let aider: number;
  let repit: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Inserted out of order: the tree order comes from the positions.
    aider = await insertBesoin(t.db, null, 'aider-un-proche', 'zorgen-voor-een-naaste', 'Aider un proche', 'Zorgen voor een naaste', 2);
    soigner = await insertBesoin(t.db, null, 'se-soigner', 'verzorgd-worden', 'Me soigner', 'Verzorgd worden', 1);
    palliatifs = await insertBesoin(t.db, soigner, 'soins-palliatifs', 'palliatieve-zorg', 'Soins palliatifs', 'Palliatieve zorg', 2);
    medecin = await insertBesoin(t.db, soigner, 'medecin-generaliste', 'huisarts', 'Trouver un médecin généraliste', 'Een huisarts vinden', 1);
    repit = await insertBesoin(t.db, aider, 'repit', 'respijtzorg', 'Répit pour l’aidant', 'Respijtzorg', 1);

    // Public listings: one with both 'se-soigner' children (counted once for the parent), one with
    // the doctor only; a hidden and an inactive one are not counted.
    const link = (prestataire_id: number, besoin_id: number) => t.db.insertInto('prestataire_besoins').values({ prestataire_id, besoin_id, is_main: 0 }).execute();
    const both = await insertListing(t.db, { slug: 'maison-medicale', title: 'Maison médicale' });
    await link(both, medecin);
    await link(both, palliatifs);
    await link(await insertListing(t.db, { slug: 'docteur', title: 'Docteur' }), medecin);
    await link(await insertListing(t.db, { slug: 'cache', title: 'Caché', visible: false }), medecin);
    await link(await insertListing(t.db, { slug: 'inactif', title: 'Inactif', active: false }), repit);

    const conseil = (slug: string, published_at: string | null) =>
      t.db.insertInto('conseils').values({ slug_fr: slug, slug_nl: `${slug}-nl`, title_fr: `Guide ${slug}`, title_nl: `Gids ${slug}`, summary_fr: 'Résumé.', summary_nl: 'Samenvatting.', published_at }).returning('id').executeTakeFirstOrThrow();
    const guide = await conseil('fin-de-vie', '2025-01-10T10:00:00.000Z');
    const draft = await conseil('brouillon', null);
    await t.db.insertInto('conseil_besoins').values([
      { conseil_id: guide.id, besoin_id: palliatifs },
      { conseil_id: draft.id, besoin_id: palliatifs },
    ]).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/besoins/search', payload });

  describe('POST /api/besoins/search', () => {
    it('gives the whole tree in order, with paths, levels and public listings counted', async () => {
      const response = await search({});
      expect(response.statusCode).toBe(200);
      const body = list.parse(response.json());
      expect(body.meta).toEqual({ current_page: 1, per_page: 100, total: 5 });
      expect(body.data.map((b) => [b.slug, b.level, b.path, b.providers_count, b.children_count])).toEqual([
        ['se-soigner', 1, 'Me soigner', 2, 2],
        ['medecin-generaliste', 2, 'Me soigner > Trouver un médecin généraliste', 2, 0],
        ['soins-palliatifs', 2, 'Me soigner > Soins palliatifs', 1, 0],
        ['aider-un-proche', 1, 'Aider un proche', 0, 1],
        ['repit', 2, 'Aider un proche > Répit pour l’aidant', 0, 0],
      ]);
    });

    it('narrows to the level-1 needs, to one parent, or by words (accents and case aside) in the locale', async () => {
      const top = list.parse((await search({ parent_id: null, locale: 'nl' })).json());
      expect(top.data.map((b) => [b.slug, b.title, b.description])).toEqual([
        ['verzorgd-worden', 'Verzorgd worden', 'Over: Verzorgd worden.'],
        ['zorgen-voor-een-naaste', 'Zorgen voor een naaste', 'Over: Zorgen voor een naaste.'],
      ]);
      expect(list.parse((await search({ level: 1 })).json()).data.map((b) => b.id)).toEqual([soigner, aider]);
      expect(list.parse((await search({ level: 2 })).json()).meta.total).toBe(3);
      const children = list.parse((await search({ parent_id: soigner, locale: 'nl' })).json());
      expect(children.data.map((b) => b.path)).toEqual(['Verzorgd worden > Een huisarts vinden', 'Verzorgd worden > Palliatieve zorg']);
      expect(list.parse((await search({ query: 'REPIT' })).json()).data.map((b) => b.slug)).toEqual(['repit']);
      expect(list.parse((await search({ query: 'médecin', parent_id: aider })).json()).meta.total).toBe(0);
      expect(list.parse((await search({ page: 2 })).json())).toEqual({ data: [], meta: { current_page: 2, per_page: 100, total: 5 } });
    });

    it('rejects bad input with 422 and field errors', async () => {
      for (const [payload, field] of [
        [{ level: 3 }, 'level'],
        [{ parent_id: 'un' }, 'parent_id'],
        [{ parent_id: 0 }, 'parent_id'],
        [{ parent_id: 99_999 }, 'parent_id'],
        [{ locale: 'en' }, 'locale'],
        [{ page: 0 }, 'page'],
        [{ query: 'x'.repeat(201) }, 'query'],
      ] as const) {
        const response = await search(payload);
        expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 422]);
        expect(Object.keys(response.json().errors)).toEqual([field]);
      }
    });
  });

  describe('GET /api/besoins/:id', () => {
    it('gives a level-1 need by id or slug with its children and the guides about them', async () => {
      for (const ref of [String(soigner), 'se-soigner', 'verzorgd-worden']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/besoins/${ref}?locale=fr` });
        expect(response.statusCode).toBe(200);
        const data = besoinDetailSchema.parse(response.json().data);
        expect(data).toMatchObject({ id: soigner, level: 1, slug: 'se-soigner', parent: null, providers_count: 2 });
        expect(data.children.map((c) => [c.slug, c.providers_count])).toEqual([['medecin-generaliste', 2], ['soins-palliatifs', 1]]);
        expect(data.conseils).toEqual([{ id: expect.any(Number), slug: 'fin-de-vie', title: 'Guide fin-de-vie', summary: 'Résumé.' }]);
      }
    });

    it('gives a level-2 need with its parent, in the locale', async () => {
      const data = besoinDetailSchema.parse((await t.app.inject({ method: 'GET', url: '/api/besoins/palliatieve-zorg?locale=nl' })).json().data);
      expect(data).toMatchObject({ slug: 'palliatieve-zorg', slug_fr: 'soins-palliatifs', title: 'Palliatieve zorg', path: 'Verzorgd worden > Palliatieve zorg', level: 2, children: [] });
      expect(data.parent).toMatchObject({ id: soigner, slug: 'verzorgd-worden', title: 'Verzorgd worden' });
      expect(data.conseils.map((c) => c.slug)).toEqual(['fin-de-vie-nl']);
      const repitData = besoinDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/besoins/${repit}` })).json().data);
      expect(repitData).toMatchObject({ providers_count: 0, conseils: [] });
    });

    it('is 404 for an unknown or malformed need, 422 for a bad locale', async () => {
      for (const ref of ['nexiste-pas', 'Pas%20un%20slug', '99999', '99999999999']) {
        expect([ref, (await t.app.inject({ method: 'GET', url: `/api/besoins/${ref}` })).statusCode]).toEqual([ref, 404]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/besoins/repit?locale=de' })).statusCode).toBe(422);
    });
  });
});
