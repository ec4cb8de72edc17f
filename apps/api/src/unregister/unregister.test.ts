import { createHmac } from 'node:crypto';
import { unregisterResultSchema } from '@sam/contracts';
import { giveOwnership, insertListing } from '../testing/fixtures';
import { mailsTo } from '../testing/outbox';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

describe.each(testDialects())('unregistering a listing on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const flags = async (id: number) => t.db.selectFrom('prestataires').select(['active', 'visible']).where('id', '=', id).executeTakeFirstOrThrow();
  const ask = async (email: string, headers: Record<string, string> = {}) => {
    const client = new TestClient(t.app, headers);
    await client.csrfCookie();
    return client.post('/api/users/unregister', { email });
  };
  /** The link's parts, as the portal page /fr/desinscription/{expires}/{id}/{token} passes them to GET /api/unreg. */
  const partsOf = (link: string) => {
    const url = new URL(link);
    const [, locale, slug, expires, id, token] = url.pathname.split('/');
    return { origin: url.origin, locale, slug, expires, id, token };
  };
  const unreg = (parts: { expires: string; id: string; token: string }, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/unreg?${new URLSearchParams(parts)}`, headers });

  it('answers the same whether or not a listing matches, and mails a signed link per matching listing', async () => {
    const listing = await insertListing(t.db, { slug: 'soins-a-domicile', title: 'Soins à domicile' }); // email soins-a-domicile@example.be
    const unknown = await ask('personne@example.be');
    const known = await ask('Soins-A-Domicile@example.be');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ sent: true });
    expect(await mailsTo(t.app, 'personne@example.be')).toHaveLength(0);

    const [mail] = await mailsTo(t.app, 'soins-a-domicile@example.be');
    expect(mail.subject).toBe('Désinscription de la fiche « Soins à domicile »');
    const parts = partsOf(mail.links[0]);
    expect(parts).toMatchObject({ origin: t.config.portalOrigin, locale: 'fr', slug: 'desinscription', id: String(listing) });
    expect(parts.token).toMatch(/^[a-f0-9]{64}$/);
    expect(Number(parts.expires) - Date.now() / 1000).toBeGreaterThan(47 * 3600);
    expect(await flags(listing)).toEqual({ active: 1, visible: 1 }); // asking changes nothing
  });

  it('the link unregisters the listing (visible=0, active=0) and a second call succeeds idempotently', async () => {
    const listing = await insertListing(t.db, { slug: 'kine-bruxelles', title: 'Kiné Bruxelles' });
    await ask('kine-bruxelles@example.be');
    const parts = partsOf((await mailsTo(t.app, 'kine-bruxelles@example.be'))[0].links[0]);
    // Read once: the page kept for anonymous readers must not outlive the unregister (a GET that writes).
    expect((await t.app.inject({ method: 'GET', url: '/api/prestataires/kine-bruxelles' })).statusCode).toBe(200);

    const response = await unreg(parts);
    expect(response.statusCode).toBe(200);
    expect(unregisterResultSchema.parse(response.json())).toEqual({ data: { id: listing, title: 'Kiné Bruxelles', already_unregistered: false } });
    expect(await flags(listing)).toEqual({ active: 0, visible: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/prestataires/kine-bruxelles' })).statusCode).toBe(404);

    const again = await unreg(parts);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.already_unregistered).toBe(true);

    // Nothing more to send for it.
    await t.db.deleteFrom('throttles').execute();
    await ask('kine-bruxelles@example.be');
    expect(await mailsTo(t.app, 'kine-bruxelles@example.be')).toHaveLength(1);
  });

  it('mails the owner of a listing too, in the owner language', async () => {
    const owner = new TestClient(t.app);
    const ownerId = (await owner.register({ email: 'eigenaar@example.be', locale: 'nl', name: 'Els Maes' })).json().id as number;
    const listing = await insertListing(t.db, { slug: 'thuiszorg', title: 'Thuiszorg' });
    await giveOwnership(t.db, listing, ownerId);
    await ask('eigenaar@example.be');
    const mails = (await mailsTo(t.app, 'eigenaar@example.be')).filter((m) => m.subject.startsWith('Uitschrijving'));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Uitschrijving van de fiche “Thuiszorg”');
    expect(partsOf(mails[0].links[0])).toMatchObject({ locale: 'nl', slug: 'uitschrijving', id: String(listing) });
  });

  it('refuses an altered or expired link with 403 and a clear localised message, changing nothing', async () => {
    const listing = await insertListing(t.db, { slug: 'aide-familiale', title: 'Aide familiale' });
    const other = await insertListing(t.db, { slug: 'autre-fiche', title: 'Autre fiche' });
    await ask('aide-familiale@example.be');
    const parts = partsOf((await mailsTo(t.app, 'aide-familiale@example.be'))[0].links[0]);
    const flip = (hex: string) => hex.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));

    for (const altered of [
      { ...parts, id: String(other) },
      { ...parts, expires: String(Number(parts.expires) + 3600) },
      { ...parts, token: flip(parts.token) },
    ]) {
      const response = await unreg(altered, { 'accept-language': 'nl' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Deze uitschrijvingslink is niet geldig: hij is misschien gewijzigd. Vraag een nieuwe link aan.', status: 403 });
    }

    // Correctly signed but expired (same APP_KEY as the app).
    const past = String(Math.floor(Date.now() / 1000) - 60);
    const key = Buffer.from((t.config.appKey ?? '').replace(/^base64:/, ''), 'base64');
    const token = createHmac('sha256', key).update(JSON.stringify(['unregister', String(listing), past, 'aide-familiale@example.be'])).digest('hex');
    const expired = await unreg({ expires: past, id: String(listing), token });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('Ce lien de désinscription a expiré (il est valable 48 heures). Demandez un nouveau lien.');

    // A link stops working once the listing email changes.
    await t.db.updateTable('prestataires').set({ email: 'nouvelle-adresse@example.be' }).where('id', '=', listing).execute();
    expect((await unreg(parts)).statusCode).toBe(403);

    expect(await flags(listing)).toEqual({ active: 1, visible: 1 });
    expect(await flags(other)).toEqual({ active: 1, visible: 1 });
  });

  it('throttles the mail-sending request per email and IP', async () => {
    for (let i = 0; i < 3; i++) expect((await ask('limite@example.be')).statusCode).toBe(200);
    expect((await ask('limite@example.be')).statusCode).toBe(429);
  });
});
