import { buildApp } from '../app';
import { BLANK_LISTING_COLUMNS } from '../prestataires/listing-writes';
import { createSearchTestApp } from '../search/test-fixtures';
import { mailsTo, rawMail } from '../testing/outbox';
import { TestClient } from '../testing/test-client';
import { testDialects, type TestApp } from '../testing/test-database';
import { JobLeases } from './repository';

const DAY = 86_400_000;
const after = (days: number) => new Date(Date.now() + days * DAY);

describe.each(testDialects())('saved searches and their alerts on %s', (dialect) => {
  let t: TestApp;
  let owner: TestClient;
  let nextId = 100;

  beforeAll(async () => {
    t = await createSearchTestApp(dialect);
    owner = new TestClient(t.app);
    expect((await owner.register({ email: 'veilleuse@example.be', name: 'Anne Veilleuse' })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A listing published `at` (the test's clock), with one located address in Namur, in sector 1 (Santé) or 3 (Hébergement), indexed at once. */
  async function publishListing(title: string, sector: 1 | 3, at = new Date()): Promise<number> {
    const id = nextId++;
    const now = at.toISOString();
    const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    await t.db
      .insertInto('prestataires')
      .values({ id, slug, type: 'association', categorie: 'maison_medicale', title, ...BLANK_LISTING_COLUMNS, email: `${slug}@example.be`, tarif: 'gratuit', locale: 'fr', active: 1, visible: 1, validated_at: now, created_at: now, updated_at: now })
      .execute();
    await t.db
      .insertInto('addresses')
      .values({ id: id * 10, prestataire_id: id, kind: 'head_office', street: 'Rue de Fer', number: '1', box: null, postal_code: '5000', locality: 'Namur', country: 'BE', is_visible: 1, lat: 50.4669, lon: 4.8675, commune_id: '92094', quartier_id: null, position: 0 })
      .execute();
    await t.db.insertInto('prestataire_sectors').values({ prestataire_id: id, sector_id: sector, is_main: 1 }).execute();
    await t.app.searchIndexer.changed('prestataire_addresses_index', [id]);
    return id;
  }

  const save = (client: TestClient, body: Record<string, unknown>) => client.post('/api/saved-searches', body);
  const alertsTo = async (email: string) => (await mailsTo(t.app, email)).filter((m) => m.subject.includes('Nouveaux résultats') || m.subject.includes('Nieuwe resultaten'));

  it('saves, lists, renames and deletes a user’s searches; others get 404, visitors 401, bad input 422', async () => {
    const saved = await save(owner, { name: 'Kinés à Namur', tab: 'directory', locale: 'fr', query: 'q=kine&commune=Namur&page=3' });
    expect(saved.statusCode).toBe(201);
    const { data } = saved.json();
    expect(data).toMatchObject({ name: 'Kinés à Namur', tab: 'directory', locale: 'fr', query: 'q=kine&commune=Namur', frequency: 'none', next_run_at: null });
    expect(data.alerted_until).toBe(data.created_at);

    const listed = await owner.get('/api/saved-searches');
    expect(listed.json().data.map((s: { id: number }) => s.id)).toContain(data.id);

    const renamed = await owner.put(`/api/saved-searches/${data.id}`, { name: 'Kinésithérapie', frequency: 'weekly' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Kinésithérapie', frequency: 'weekly' });
    expect(Date.parse(renamed.json().data.next_run_at) - Date.now()).toBeGreaterThan(6.9 * DAY);

    const other = new TestClient(t.app);
    await other.register({ email: 'curieux@example.be' });
    expect((await other.put(`/api/saved-searches/${data.id}`, { name: 'À moi' })).statusCode).toBe(404);
    expect((await other.delete(`/api/saved-searches/${data.id}`)).statusCode).toBe(404);
    expect((await other.get('/api/saved-searches')).json().data).toEqual([]);

    const visitor = new TestClient(t.app);
    await visitor.csrfCookie();
    expect((await save(visitor, { name: 'x', tab: 'directory', locale: 'fr', query: '' })).statusCode).toBe(401);

    const invalid = await save(owner, { name: '', tab: 'ailleurs', locale: 'fr', query: 'q=a#b', frequency: 'hourly' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['frequency', 'name', 'query', 'tab']);

    expect((await owner.delete(`/api/saved-searches/${data.id}`)).statusCode).toBe(204);
    expect((await owner.get('/api/saved-searches')).json().data.map((s: { id: number }) => s.id)).not.toContain(data.id);
  });

  it('mails, in the owner’s language, only what was published after the save and matches, then only what came after that run', async () => {
    const older = await publishListing('Centre de santé Ancien', 1, after(-0.01));
    const saved = (await save(owner, { name: 'Santé', tab: 'directory', locale: 'fr', query: 'secteur=Sant%C3%A9', frequency: 'daily' })).json().data;
    // A run before it is due sends nothing.
    expect(await t.app.savedSearchAlerts.runDue(new Date())).toMatchObject({ ran: true, searches: 0, mails: 0 });

    const fresh = await publishListing('Centre de santé Nouveau', 1, after(0.5));
    await publishListing('Résidence Nouvelle', 3, after(0.5)); // new, but not in the sector searched
    expect(older).toBeLessThan(fresh);

    expect(await t.app.savedSearchAlerts.runDue(after(1.01))).toMatchObject({ ran: true, searches: 1, mails: 1 });
    const [mail] = await alertsTo('veilleuse@example.be');
    expect(mail.subject).toBe('Nouveaux résultats pour votre recherche « Santé »');
    // Only the new listing that matches: not the older one, not the new one outside the sector, no fixture.
    expect(mail.links.filter((l) => l.includes('/prestataires/'))).toEqual([`${t.config.portalOrigin}/fr/prestataires/sante/centre-de-sant-nouveau`]);
    expect(mail.links).toContain(`${t.config.portalOrigin}/fr/recherche?secteur=Sant%C3%A9`);

    // The next run lists nothing already sent: no mail, the watermark moves on.
    expect(await t.app.savedSearchAlerts.runDue(after(2.02))).toMatchObject({ searches: 1, mails: 0 });
    expect(await alertsTo('veilleuse@example.be')).toHaveLength(1);
    const row = await t.db.selectFrom('saved_searches').select(['alerted_until', 'next_run_at']).where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(row.alerted_until).toBe(after(2.02).toISOString().slice(0, 13) + row.alerted_until.slice(13));
    expect(Date.parse(row.next_run_at!)).toBeGreaterThan(after(3).getTime());

    // A Dutch-speaking owner gets Dutch.
    await t.db.updateTable('users').set({ locale: 'nl' }).where('email', '=', 'veilleuse@example.be').execute();
    await publishListing('Centre de santé Troisième', 1, after(2.5));
    await t.app.savedSearchAlerts.runDue(after(3.03));
    const dutch = (await alertsTo('veilleuse@example.be')).at(-1)!;
    expect(dutch.subject).toBe('Nieuwe resultaten voor uw zoekopdracht ‘Santé’');
    expect(dutch.links.some((l) => l.endsWith('/nl/zorgverleners/gezondheid/centre-de-sant-troisi-me'))).toBe(true);
    await t.db.updateTable('users').set({ locale: 'fr' }).where('email', '=', 'veilleuse@example.be').execute();
    await owner.delete(`/api/saved-searches/${saved.id}`);
  });

  it('runs once with two API instances on one database: the lease, then each search’s conditional watermark', async () => {
    const second = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      await save(owner, { name: 'Deux instances', tab: 'directory', locale: 'fr', query: 'secteur=Sant%C3%A9', frequency: 'daily' });
      await publishListing('Centre de santé Partagé', 1, after(4));
      await second.searchIndexer.catchUp();
      const before = (await alertsTo('veilleuse@example.be')).length;
      const reports = await Promise.all([t.app.savedSearchAlerts.runDue(after(5)), second.savedSearchAlerts.runDue(after(5))]);
      expect(reports.reduce((sum, r) => sum + r.mails, 0)).toBe(1);
      await second.mailer.drain();
      expect((await alertsTo('veilleuse@example.be')).length).toBe(before + 1);

      // The lease itself: one holder at a time until it expires or is released.
      const leases = new JobLeases(t.db);
      const now = after(6);
      expect(await leases.claim('test-job', 'a', now, 60_000)).toBe(true);
      expect(await leases.claim('test-job', 'b', now, 60_000)).toBe(false);
      expect(await leases.claim('test-job', 'b', new Date(now.getTime() + 61_000), 60_000)).toBe(true);
      await leases.release('test-job', 'b');
      expect(await leases.claim('test-job', 'a', now, 60_000)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('stops alerts by the mail’s link or its one-click header, without login; a forged token is 403', async () => {
    const saved = (await save(owner, { name: 'À arrêter', tab: 'directory', locale: 'fr', query: 'secteur=Sant%C3%A9', frequency: 'weekly' })).json().data;
    await publishListing('Centre de santé Dernier', 1, after(7));
    await t.app.savedSearchAlerts.runDue(after(8));
    const mail = (await alertsTo('veilleuse@example.be')).find((m) => m.subject.includes('À arrêter'))!;
    const page = mail.links.find((l) => l.includes('/fr/recherches/alertes/arreter/'))!;
    expect(page).toMatch(new RegExp(`^${t.config.portalOrigin}/fr/recherches/alertes/arreter/${saved.id}/[a-f0-9]{64}$`));
    const raw = await rawMail(t.app, mail.id);
    const header = raw.match(/^List-Unsubscribe:\s+<([^>]+)>/m)![1];
    expect(header).toBe(`${t.config.apiPublicUrl}/api/saved-searches/unsubscribe?id=${saved.id}&token=${page.split('/').pop()}`);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    const forged = await t.app.inject({ method: 'POST', url: `/api/saved-searches/unsubscribe?id=${saved.id}&token=${'a'.repeat(64)}` });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/^Ce lien n’est pas valide/);

    // A mail client's one-click POST: no cookie, no CSRF token, a form body.
    const url = new URL(header);
    const stopped = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ data: { name: 'À arrêter', frequency: 'none' } });
    const row = await t.db.selectFrom('saved_searches').select(['frequency', 'next_run_at']).where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ frequency: 'none', next_run_at: null });
    expect((await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` })).statusCode).toBe(200); // idempotent

    await publishListing('Centre de santé Après', 1, after(9));
    await t.app.savedSearchAlerts.runDue(after(20));
    expect((await alertsTo('veilleuse@example.be')).filter((m) => m.subject.includes('À arrêter'))).toHaveLength(1);
  });
});
