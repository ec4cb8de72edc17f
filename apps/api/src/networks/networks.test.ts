import { networkSchema, networkSummarySchema } from '@sam/contracts';
import { nowIso } from '@sam/db';
import { acceptRelation, insertGeo, insertListing } from '../testing/fixtures';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

describe.each(testDialects())('networks on %s', (dialect) => {
  let t: TestApp;
  let headId: number;
  const ids: Record<string, number> = {};

  const relate = async (parentId: number, childId: number, status: string) => {
    const now = nowIso();
    await t.db.insertInto('prestataire_relations').values({ parent_id: parentId, child_id: childId, status, initiated_by: 'child', created_at: now, updated_at: now }).execute();
  };
  const consent = (id: number) => t.db.updateTable('prestataires').set({ network_consent: 1 }).where('id', '=', id).execute();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { communeId } = await insertGeo(t.db);
    headId = await insertListing(t.db, { slug: 'maison-medicale-parc', title: 'Maison médicale du Parc' });
    await consent(headId);
    await t.db.updateTable('prestataires').set({ primary_color: '#1a4d8f', secondary_color: 'pas-une-couleur' }).where('id', '=', headId).execute();
    for (const [key, title, flags] of [
      ['zebre', 'Zèbre répit', {}],
      ['eclat', 'Éclat aidants', {}],
      ['atelier', 'atelier mobilité', {}],
      ['pending', 'Demande en attente', {}],
      ['refused', 'Refus poli', {}],
      ['hidden', 'Antenne cachée', { visible: false }],
      ['inactive', 'Service fermé', { active: false }],
    ] as const) {
      ids[key] = await insertListing(t.db, { slug: `membre-${key}`, title, ...flags });
    }
    for (const key of ['zebre', 'eclat', 'atelier', 'hidden', 'inactive']) await acceptRelation(t.db, headId, ids[key]);
    await relate(headId, ids.pending, 'request_pending');
    await relate(headId, ids.refused, 'refused');
    await t.db
      .insertInto('networks')
      .values({ prestataire_id: headId, name: 'Réseau santé du Parc', description: 'Des partenaires coordonnés.', logo_path: null, tabs: JSON.stringify(['members', 'map', 'bogus']), highlighted_ids: JSON.stringify([ids.zebre, ids.hidden]) })
      .execute();
    const { id: sectorId } = await t.db.insertInto('sectors').values({ slug_fr: 'soins', slug_nl: 'zorg', titre_fr: 'Soins', titre_nl: 'Zorg', position: 1 }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('prestataire_sectors').values({ prestataire_id: ids.eclat, sector_id: sectorId, is_main: 1 }).execute();
    await t.db
      .insertInto('addresses')
      .values({ prestataire_id: ids.eclat, kind: 'head_office', street: 'Place Flagey', number: '18', box: null, postal_code: '1050', locality: 'Ixelles', country: 'BE', is_visible: 1, lat: null, lon: null, commune_id: communeId, quartier_id: null, position: 0 })
      .execute();

    // A head with members but no consent, a hidden consenting head, and a consenting head with nothing.
    ids.noConsent = await insertListing(t.db, { slug: 'sans-accord', title: 'Sans accord' });
    await acceptRelation(t.db, ids.noConsent, ids.zebre);
    ids.hiddenHead = await insertListing(t.db, { slug: 'tete-cachee', title: 'Tête cachée', visible: false });
    await consent(ids.hiddenHead);
    await acceptRelation(t.db, ids.hiddenHead, ids.zebre);
    ids.lonely = await insertListing(t.db, { slug: 'seul', title: 'Seul' });
    await consent(ids.lonely);
    await relate(ids.lonely, ids.eclat, 'invitation_pending');
    // Members only, no networks row: still a network.
    ids.implicit = await insertListing(t.db, { slug: 'coordination-sud', title: 'Coordination Sud' });
    await consent(ids.implicit);
    await acceptRelation(t.db, ids.implicit, ids.atelier);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('returns the head, the network and its accepted public members, highlighted first then by title, by slug or id', async () => {
    for (const ref of ['maison-medicale-parc', String(headId)]) {
      const response = await get(`/api/prestataires/${ref}/network`);
      expect(response.statusCode).toBe(200);
      const data = networkSchema.parse(response.json().data);
      expect(data.head).toMatchObject({ id: headId, slug: 'maison-medicale-parc', primary_color: '#1a4d8f', secondary_color: null });
      expect(data.name).toBe('Réseau santé du Parc');
      expect(data.tabs).toEqual(['members', 'map']);
      // Pending, refused, hidden and inactive members are left out, also from the highlights.
      expect(data.members.map((m) => m.title)).toEqual(['Zèbre répit', 'atelier mobilité', 'Éclat aidants']);
      expect(data.highlighted_ids).toEqual([ids.zebre]);
      expect(data.members.filter((m) => m.highlighted).map((m) => m.id)).toEqual([ids.zebre]);
      expect(data.members[2]).toMatchObject({ sector_slug: { fr: 'soins', nl: 'zorg' }, locality: 'Ixelles', commune: { fr: 'Ixelles', nl: 'Elsene' } });
      expect(data.members[1]).toMatchObject({ sector_slug: null, locality: null, commune: null, location: null });
      expect(data.events).toEqual([]); // no events tab chosen
    }
  });

  it('says in which language the head and each member write (issue 15: lang on the other locale’s pages)', async () => {
    await t.db.updateTable('prestataires').set({ locale: 'nl' }).where('id', '=', ids.zebre).execute();
    try {
      const data = networkSchema.parse((await get('/api/prestataires/maison-medicale-parc/network')).json().data);
      expect(data.head.locale).toBe('fr');
      expect(data.members.map((m) => `${m.title}:${m.locale}`)).toEqual(['Zèbre répit:nl', 'atelier mobilité:fr', 'Éclat aidants:fr']);
    } finally {
      await t.db.updateTable('prestataires').set({ locale: 'fr' }).where('id', '=', ids.zebre).execute();
    }
  });

  it('serves a head with accepted members and no networks row', async () => {
    const response = await get('/api/prestataires/coordination-sud/network');
    expect(response.statusCode).toBe(200);
    const data = networkSchema.parse(response.json().data);
    expect(data).toMatchObject({ name: null, tabs: [], highlighted_ids: [] });
    expect(data.members.map((m) => m.slug)).toEqual(['membre-atelier']);
  });

  it('is 404 for unknown, hidden, non-consenting or network-less heads', async () => {
    for (const ref of ['nexiste-pas', '999999', 'Pas_Un_Slug', 'sans-accord', 'tete-cachee', 'seul', 'membre-zebre']) {
      const response = await get(`/api/prestataires/${ref}/network`);
      expect({ ref, status: response.statusCode }).toEqual({ ref, status: 404 });
    }
  });

  it('lists the public networks with their member counts', async () => {
    const response = await get('/api/networks');
    expect(response.statusCode).toBe(200);
    const list = networkSummarySchema.array().parse(response.json().data);
    expect(list.map((n) => [n.head_slug, n.member_count])).toEqual([
      ['coordination-sud', 1],
      ['maison-medicale-parc', 3],
    ]);
  });
});
