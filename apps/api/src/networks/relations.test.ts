import sharp from 'sharp';
import { networkImportPreviewSchema, networkRelationSchema, networkSchema, userNetworkSchema, type NetworkRelation } from '@sam/contracts';
import { acceptRelation, giveOwnership, grantRole, insertListing } from '../testing/fixtures';
import { mailsTo } from '../testing/outbox';
import { registeredAccount } from '../testing/accounts';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';
import { toXlsx, unzip } from './spreadsheet';

function multipart(file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----sam${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDialects())('network relations on %s', (dialect) => {
  let t: TestApp;
  let a: TestClient;
  let b: TestClient;
  let third: TestClient;
  let admin: TestClient;
  const ids: Record<string, number> = {};

  const account = (email: string, locale = 'fr') => registeredAccount(t.app, t.db, email, { locale });
  const listing = async (slug: string, title: string, ownerId?: number, consent = true) => {
    const id = await insertListing(t.db, { slug, title });
    if (consent) await t.db.updateTable('prestataires').set({ network_consent: 1 }).where('id', '=', id).execute();
    if (ownerId) await giveOwnership(t.db, id, ownerId);
    return id;
  };
  const networkOf = async (client: TestClient, accepted = false) => {
    const response = await client.get(`/api/users/network${accepted ? '?accepted=1' : ''}`);
    expect(response.statusCode).toBe(200);
    return userNetworkSchema.parse(response.json().data);
  };
  const relationOf = async (client: TestClient, listingSlug: string, otherSlug: string): Promise<NetworkRelation | undefined> =>
    (await networkOf(client)).relations.find((r) => r.listing.slug === listingSlug && r.other.slug === otherSlug);
  const act = (client: TestClient, id: number, action: string) => client.post(`/api/networks/relations/${id}/${action}`);
  const invite = (client: TestClient, head: string, member: string) => client.post('/api/networks/invitations', { head, member });
  const ask = (client: TestClient, head: string, member: string) => client.post('/api/networks/requests', { head, member });
  const members = async (headId: number) =>
    Number((await t.db.selectFrom('prestataire_relations').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', headId).where('status', '=', 'accepted').executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const userA = await account('tete@example.be');
    const userB = await account('membre@example.be', 'nl');
    const userC = await account('tiers@example.be');
    const userAdmin = await account('equipe@example.be');
    await grantRole(t.db, userAdmin.id, 'admin');
    [a, b, third, admin] = [userA.client, userB.client, userC.client, userAdmin.client];
    ids.head = await listing('reseau-a', 'Réseau A', userA.id);
    ids.member = await listing('membre-b', 'Membre B', userB.id);
    ids.third = await listing('tiers-c', 'Tiers C', userC.id);
    ids.noConsent = await listing('sans-accord', 'Sans accord', userA.id, false);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('A invites B, B accepts: both see "member", each step recorded and mailed to the other side in its language', async () => {
    const invited = await invite(a, 'reseau-a', 'membre-b');
    expect(invited.statusCode).toBe(201);
    const sent = networkRelationSchema.parse(invited.json().data);
    expect(sent).toMatchObject({ side: 'head', state: 'invitation_sent', actions: ['cancel'], other: { slug: 'membre-b' } });
    expect(await relationOf(b, 'membre-b', 'reseau-a')).toMatchObject({ side: 'member', state: 'invitation_received', actions: ['accept', 'accept-and-join-back', 'refuse'] });
    const invitationMail = (await mailsTo(t.app, 'membre@example.be')).at(-1);
    expect(invitationMail?.subject).toBe('“Réseau A” nodigt u uit in zijn netwerk');

    const accepted = await act(b, sent.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ state: 'member', actions: ['leave'] });
    expect(await relationOf(a, 'reseau-a', 'membre-b')).toMatchObject({ state: 'member', actions: ['remove'] });
    expect((await networkOf(a)).listings.find((l) => l.slug === 'reseau-a')).toMatchObject({ member_count: 1, cap: 50, privileged: false });
    expect((await mailsTo(t.app, 'tete@example.be')).at(-1)?.subject).toBe('« Membre B » a accepté');

    const events = await t.db.selectFrom('prestataire_relation_events').selectAll().where('relation_id', '=', sent.id).orderBy('id').execute();
    expect(events.map((e) => [e.action, e.from_status, e.to_status, e.actor_prestataire_id])).toEqual([
      ['invite', null, 'invitation_pending', ids.head],
      ['accept', 'invitation_pending', 'accepted', ids.member],
    ]);
    expect(events.every((e) => e.actor_user_id !== null && e.created_at.length > 0)).toBe(true);
  });

  it('refuses an illegal transition with 409 and a message', async () => {
    const relation = await relationOf(a, 'reseau-a', 'membre-b');
    for (const [client, action] of [[b, 'accept'], [a, 'cancel'], [b, 'refuse'], [a, 'leave'], [b, 'remove']] as const) {
      const response = await act(client, relation!.id, action);
      expect({ action, status: response.statusCode }).toEqual({ action, status: 409 });
      expect(response.json().message).toMatch(/relation/);
    }
    expect((await invite(a, 'reseau-a', 'membre-b')).statusCode).toBe(409);
  });

  it('B leaves and A’s count drops; refuse, cancel and accept-and-join-back work', async () => {
    const relation = (await relationOf(b, 'membre-b', 'reseau-a'))!;
    expect((await act(b, relation.id, 'leave')).statusCode).toBe(200);
    expect((await networkOf(a)).listings.find((l) => l.slug === 'reseau-a')?.member_count).toBe(0);
    expect(await relationOf(a, 'reseau-a', 'membre-b')).toBeUndefined();

    // Invited again, B refuses.
    const again = networkRelationSchema.parse((await invite(a, 'reseau-a', 'membre-b')).json().data);
    expect(again.id).toBe(relation.id);
    expect((await act(b, again.id, 'refuse')).json().data).toBeNull();
    expect(await relationOf(b, 'membre-b', 'reseau-a')).toBeUndefined();

    // Invited again, A cancels.
    await invite(a, 'reseau-a', 'membre-b');
    expect((await act(a, again.id, 'cancel')).statusCode).toBe(200);
    expect(await relationOf(a, 'reseau-a', 'membre-b')).toBeUndefined();

    // B asks to join; A accepts and joins back: B is a member of A, and A asks to join B's network.
    const asked = await ask(b, 'reseau-a', 'membre-b');
    expect(asked.statusCode).toBe(201);
    expect(asked.json().data).toMatchObject({ state: 'request_sent', actions: ['cancel'] });
    const received = (await relationOf(a, 'reseau-a', 'membre-b'))!;
    expect(received).toMatchObject({ state: 'request_received', actions: ['accept', 'accept-and-join-back', 'refuse'] });
    expect((await act(a, received.id, 'accept-and-join-back')).json().data).toMatchObject({ state: 'member' });
    expect(await relationOf(b, 'membre-b', 'reseau-a')).toMatchObject({ side: 'member', state: 'member' });
    const reverse = (await networkOf(b)).relations.find((r) => r.side === 'head' && r.other.slug === 'reseau-a');
    expect(reverse).toMatchObject({ state: 'request_received', listing: { slug: 'membre-b' } });
    // B accepts the way back: both are members of each other's network.
    expect((await act(b, reverse!.id, 'accept')).statusCode).toBe(200);
    expect((await networkOf(a, true)).relations.map((r) => [r.listing.slug, r.side, r.state]).sort()).toEqual([
      ['reseau-a', 'head', 'member'],
      ['reseau-a', 'member', 'member'],
    ]);
  });

  it('refuses a third user on every endpoint', async () => {
    const relation = (await relationOf(a, 'reseau-a', 'membre-b'))!;
    const file = multipart({ name: 'liste.csv', type: 'text/csv', bytes: Buffer.from('tiers-c\n') });
    const refusals = [
      await invite(third, 'reseau-a', 'tiers-c'),
      await ask(third, 'reseau-a', 'membre-b'),
      ...(await Promise.all(['accept', 'refuse', 'cancel', 'accept-and-join-back', 'leave', 'remove'].map((action) => act(third, relation.id, action)))),
      await third.post('/api/prestataires/reseau-a/save-network-params', { name: 'Pris', tabs: ['members'] }),
      await third.request({ method: 'POST', url: '/api/prestataires/reseau-a/network-logo', ...file }),
      await third.delete('/api/prestataires/reseau-a/network-logo'),
      await third.put('/api/prestataires/reseau-a/network-highlights', { ids: [ids.member] }),
      await third.get('/api/prestataires/reseau-a/network-candidates?q=membre'),
      await third.request({ method: 'POST', url: '/api/prestataires/reseau-a/network-import/preview', ...file }),
      await third.post('/api/prestataires/reseau-a/network-import', { ids: [ids.third] }),
      await third.get('/api/prestataires/reseau-a/network-export?format=csv'),
      await third.post('/api/prestataires/reseau-a/network-email', { subject: 'Spam', message: 'Spam' }),
      await third.put('/api/prestataires/reseau-a/privileged', { privileged: true }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual(refusals.map(() => 403));
    expect((await networkOf(third)).relations).toEqual([]);
    expect(await relationOf(a, 'reseau-a', 'membre-b')).toMatchObject({ state: 'member' });
  });

  it('asks for the network consent of the listing that opens or accepts', async () => {
    const response = await invite(a, 'sans-accord', 'tiers-c');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/accord/);
  });

  describe('the cap of 50', () => {
    const fill = async (headId: number, count: number, prefix: string) => {
      for (let i = 0; i < count; i++) await acceptRelation(t.db, headId, await insertListing(t.db, { slug: `${prefix}-${i}`, title: `${prefix} ${i}` }));
    };

    it('refuses the 51st member of an ordinary network and accepts it once the head is privileged', async () => {
      const owner = await account('plein@example.be');
      const headId = await listing('reseau-plein', 'Réseau plein', owner.id);
      await fill(headId, 50, 'plein');
      const response = await invite(owner.client, 'reseau-plein', 'tiers-c');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('50');
      // A request to join a full network is refused too; one pending from before cannot be accepted.
      expect((await ask(third, 'reseau-plein', 'tiers-c')).statusCode).toBe(409);
      await t.db.insertInto('prestataire_relations').values({ parent_id: headId, child_id: ids.third, status: 'request_pending', initiated_by: 'child', created_at: 'x', updated_at: 'x' }).execute();
      const pending = (await relationOf(owner.client, 'reseau-plein', 'tiers-c'))!;
      expect((await act(owner.client, pending.id, 'accept')).statusCode).toBe(409);
      expect(await members(headId)).toBe(50);

      expect((await admin.put('/api/prestataires/reseau-plein/privileged', { privileged: true })).statusCode).toBe(204);
      expect((await act(owner.client, pending.id, 'accept')).statusCode).toBe(200);
      expect(await members(headId)).toBe(51);
      expect((await networkOf(owner.client)).listings[0]).toMatchObject({ privileged: true, cap: null, member_count: 51 });
    });

    it('ends two concurrent accepts at 49 with 50 members', async () => {
      const owner = await account('course@example.be');
      const headId = await listing('reseau-course', 'Réseau course', owner.id);
      await fill(headId, 49, 'course');
      const askers = [];
      for (const slug of ['candidat-1', 'candidat-2']) {
        const asker = await account(`${slug}@example.be`);
        await listing(slug, slug, asker.id);
        expect((await ask(asker.client, 'reseau-course', slug)).statusCode).toBe(201);
        askers.push(asker);
      }
      const pending = (await networkOf(owner.client)).relations.filter((r) => r.state === 'request_received');
      expect(pending).toHaveLength(2);
      const results = await Promise.all(pending.map((r) => act(owner.client, r.id, 'accept')));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await members(headId)).toBe(50);
    });
  });

  describe("the head's tools", () => {
    it('previews an import with per-row errors, then invites only the valid rows', async () => {
      const owner = await account('import@example.be');
      const headId = await listing('reseau-import', 'Réseau import', owner.id);
      const known = await listing('connu-email', 'Connu par e-mail');
      const bySlug = await listing('connu-slug', 'Connu par slug');
      const byNumber = await listing('connu-bce', 'Connu par BCE');
      await t.db.updateTable('prestataires').set({ company_number: 'BE 0123.456.789' }).where('id', '=', byNumber).execute();
      await acceptRelation(t.db, headId, ids.member);
      const csv = ['email;nom', 'CONNU-EMAIL@example.be;x', 'personne@example.be', 'connu-slug', '0123456789', 'membre-b', 'reseau-import', 'connu-slug', ''].join('\r\n');
      const response = await owner.client.request({ method: 'POST', url: '/api/prestataires/reseau-import/network-import/preview', ...multipart({ name: 'membres.csv', type: 'text/csv', bytes: Buffer.from(csv) }) });
      expect(response.statusCode).toBe(200);
      const preview = networkImportPreviewSchema.parse(response.json().data);
      expect(preview.rows.map((r) => [r.line, r.listing?.id ?? null, r.error])).toEqual([
        [1, known, null],
        [2, null, 'unknown'],
        [3, bySlug, null],
        [4, byNumber, null],
        [5, ids.member, 'member'],
        [6, headId, 'self'],
        [7, bySlug, 'duplicate'],
      ]);
      expect(preview).toMatchObject({ valid: 3, invalid: 4 });
      // Nothing was written by the preview.
      expect(await t.db.selectFrom('prestataire_relations').select('id').where('parent_id', '=', headId).where('status', '!=', 'accepted').execute()).toEqual([]);

      const validIds = preview.rows.filter((r) => r.error === null).map((r) => r.listing!.id);
      const imported = await owner.client.post('/api/prestataires/reseau-import/network-import', { ids: validIds });
      expect(imported.json()).toEqual({ data: { invited: 3 } });
      const rows = await t.db.selectFrom('prestataire_relations').select(['child_id', 'status']).where('parent_id', '=', headId).orderBy('child_id').execute();
      expect(rows).toEqual([{ child_id: ids.member, status: 'accepted' }, ...[known, bySlug, byNumber].sort((x, y) => x - y).map((child_id) => ({ child_id, status: 'invitation_pending' }))]);
      // The same ids again: all refused, none written twice.
      expect((await owner.client.post('/api/prestataires/reseau-import/network-import', { ids: validIds })).statusCode).toBe(409);

      // An XLSX file is read the same way.
      const xlsx = toXlsx([['Slug'], ['connu-slug'], ['inconnu-du-tout']], 'Feuille');
      const fromXlsx = await owner.client.request({ method: 'POST', url: '/api/prestataires/reseau-import/network-import/preview', ...multipart({ name: 'membres.xlsx', type: 'application/octet-stream', bytes: xlsx }) });
      expect(networkImportPreviewSchema.parse(fromXlsx.json().data).rows.map((r) => r.error)).toEqual(['pending', 'unknown']);
    });

    it('exports every member as CSV and XLSX, safe from formulas', async () => {
      await t.db.updateTable('prestataires').set({ title: '=HYPERLINK("x")' }).where('slug', '=', 'membre-b').execute();
      const csv = await a.get('/api/prestataires/reseau-a/network-export?format=csv');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.headers['content-disposition']).toContain('reseau-reseau-a.csv');
      expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = csv.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^"Fiche";"Identifiant";"E-mail"/);
      expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)";"membre-b";"membre-b@example.be"/);

      const xlsx = await a.get('/api/prestataires/reseau-a/network-export?format=xlsx');
      expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const files = unzip(xlsx.rawPayload);
      expect([...files.keys()]).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
      const sheet = files.get('xl/worksheets/sheet1.xml')?.toString('utf8') ?? '';
      // A text cell, never a formula (<f>), keeps the title as it is.
      expect(sheet).toContain('t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;x&quot;)</t>');
      expect(sheet).not.toContain('<f>');
      await t.db.updateTable('prestataires').set({ title: 'Membre B' }).where('slug', '=', 'membre-b').execute();
    });

    it('mails the members with a copy to the sender, throttled', async () => {
      const body = { subject: 'Réunion', message: 'Rendez-vous jeudi à 14 h.' };
      const response = await a.post('/api/prestataires/reseau-a/network-email', body);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ data: { sent: 1 } });
      const received = (await mailsTo(t.app, 'membre@example.be')).at(-1);
      expect(received).toMatchObject({ subject: '[Réseau A] Réunion', replyTo: 'tete@example.be' });
      expect((await mailsTo(t.app, 'tete@example.be')).at(-1)?.subject).toBe('Copie : [Réseau A] Réunion');
      expect((await a.post('/api/prestataires/reseau-a/network-email', { ...body, member_ids: [ids.third] })).statusCode).toBe(422);
      for (let i = 0; i < 4; i++) expect((await a.post('/api/prestataires/reseau-a/network-email', body)).statusCode).toBe(202);
      expect((await a.post('/api/prestataires/reseau-a/network-email', body)).statusCode).toBe(429);
    });

    it('saves the settings, logo and highlights the public page shows', async () => {
      const saved = await a.post('/api/prestataires/reseau-a/save-network-params', { name: 'Réseau santé A', description: 'Ensemble.', tabs: ['events', 'members'] });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ name: 'Réseau santé A', tabs: ['events', 'members'], logo_url: null });
      expect((await a.post('/api/prestataires/reseau-a/save-network-params', { name: '', tabs: ['bogus'] })).statusCode).toBe(422);

      const png = await sharp({ create: { width: 60, height: 30, channels: 3, background: '#0b6e4f' } }).png().toBuffer();
      const logo = await a.request({ method: 'POST', url: '/api/prestataires/reseau-a/network-logo', ...multipart({ name: 'logo.png', type: 'image/png', bytes: png }) });
      expect(logo.statusCode).toBe(200);
      const logoUrl = logo.json().data.logo_url as string;
      expect(logoUrl).toMatch(/^\/storage\/networks\/[a-f0-9]{32}\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: logoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const second = await listing('membre-d', 'Aaa premier par le titre');
      await acceptRelation(t.db, ids.head, second);
      expect((await a.put('/api/prestataires/reseau-a/network-highlights', { ids: [ids.third] })).statusCode).toBe(422);
      expect((await a.put('/api/prestataires/reseau-a/network-highlights', { ids: [ids.member] })).json().data.highlighted_ids).toEqual([ids.member]);

      const event = (slug: string, starts_at: string, status = 'published') => ({
        slug, category_id: null, prestataire_id: ids.member, user_id: null, title: slug, description: 'Rencontre.', locale: 'fr', place: null, commune_id: null,
        starts_at, ends_at: null, contact_person: null, website: null, status, created_at: starts_at, updated_at: starts_at,
      });
      await t.db.insertInto('events').values([event('a-venir', '2099-05-01T10:00:00.000Z'), event('passe', '2001-05-01T10:00:00.000Z'), event('brouillon', '2099-06-01T10:00:00.000Z', 'draft')]).execute();
      const page = networkSchema.parse((await t.app.inject({ method: 'GET', url: '/api/prestataires/reseau-a/network' })).json().data);
      expect(page.events.map((e) => [e.slug, e.prestataire_id])).toEqual([['a-venir', ids.member]]);
      expect(page).toMatchObject({ name: 'Réseau santé A', tabs: ['events', 'members'], logo_url: logoUrl, highlighted_ids: [ids.member] });
      expect(page.members.map((m) => [m.slug, m.highlighted])).toEqual([
        ['membre-b', true],
        ['membre-d', false],
      ]);
      const list = (await t.app.inject({ method: 'GET', url: '/api/networks' })).json().data as { head_slug: string; logo_url: string | null }[];
      expect(list.find((n) => n.head_slug === 'reseau-a')?.logo_url).toBe(logoUrl);

      expect((await a.delete('/api/prestataires/reseau-a/network-logo')).json().data.logo_url).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    });

    it('finds listings to link, with their relation', async () => {
      const response = await a.get('/api/prestataires/reseau-a/network-candidates?q=membre');
      expect(response.statusCode).toBe(200);
      const found = response.json().data as { slug: string; relation: unknown }[];
      expect(found.find((c) => c.slug === 'membre-b')?.relation).toEqual({ side: 'head', state: 'member' });
      expect(found.some((c) => c.slug === 'reseau-a')).toBe(false);
    });
  });
});
