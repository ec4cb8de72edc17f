import { giveOwnership, grantRole, insertListing } from '../testing/fixtures';
import { mailsTo, rawMail } from '../testing/outbox';
import { TestClient, usePublicFormApp } from '../testing/test-client';
import { testDialects } from '../testing/test-database';

/** The text of a raw mail, its quoted-printable soft breaks and =XX bytes decoded. */
const decoded = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
const mailText = async (app: Parameters<typeof rawMail>[0], id: string) => decoded(await rawMail(app, id));

const validReport = (overrides: Record<string, unknown> = {}) => ({
  prestataire: 'aide-ixelles',
  message: 'Le numéro de téléphone ne répond plus depuis janvier.',
  name: 'Nadia Benali',
  email: 'nadia.benali@example.be',
  ...overrides,
});

describe.each(testDialects())('listing reports on %s', (dialect) => {
  const form = usePublicFormApp(dialect, { contactEmail: 'equipe@sam.example', dashboardOrigin: 'http://dashboard.test', portalOrigin: 'http://portal.test' });
  let listingId: number;
  let admin: TestClient;
  let owner: TestClient;

  const userIdOf = async (client: TestClient) => (await client.get('/api/user')).json().id as number;
  const stored = () => form.t.db.selectFrom('listing_reports').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    listingId = await insertListing(form.t.db, { slug: 'aide-ixelles', title: 'Aide à domicile Ixelles' });
    await insertListing(form.t.db, { slug: 'service-masque', title: 'Service masqué', visible: false });
    owner = new TestClient(form.t.app);
    await owner.register({ email: 'proprietaire@example.be', name: 'Jan Peeters', locale: 'nl' });
    await giveOwnership(form.t.db, listingId, await userIdOf(owner));
    admin = new TestClient(form.t.app);
    await admin.register({ email: 'admin@example.be', name: 'Admin SAM' });
    await grantRole(form.t.db, await userIdOf(admin), 'admin');
  });

  it('keeps the report and mails the owners in their language without the reporter, and the team with Reply-To the reporter', async () => {
    const response = await form.visitor.post('/api/listing-reports', validReport({ email: 'Nadia.Benali@Example.be', locale: 'fr' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    expect(await stored()).toMatchObject([
      { prestataire_id: listingId, name: 'Nadia Benali', email: 'nadia.benali@example.be', locale: 'fr', status: 'open', handled_by: null, reply: null },
    ]);

    const [, toOwner] = await mailsTo(form.t.app, 'proprietaire@example.be'); // after the address confirmation
    expect(toOwner.subject).toBe('Er is een fout gemeld op uw fiche “Aide à domicile Ixelles”');
    expect(toOwner.replyTo).toBeUndefined();
    expect(toOwner.links).toContain('http://dashboard.test/nl/my-dashboard/mijn-fiches/aide-ixelles');
    const ownerRaw = await mailText(form.t.app, toOwner.id);
    expect(ownerRaw).toContain('ne répond plus depuis janvier');
    expect(ownerRaw).not.toMatch(/nadia|Benali/i);

    const [toTeam] = await mailsTo(form.t.app, 'equipe@sam.example');
    expect(toTeam.subject).toMatch(/^Signalement n° \d+ sur «\u00a0Aide à domicile Ixelles\u00a0»$/);
    expect(toTeam.replyTo).toBe('nadia.benali@example.be');
    const teamRaw = await mailText(form.t.app, toTeam.id);
    expect(teamRaw).toContain('Signalé par : Nadia Benali, nadia.benali@example.be');
    expect(toTeam.links).toContain('http://dashboard.test/fr/mon-tableau-de-bord/signalements');
    // No acknowledgement: the reporter's address is only for a reply.
    expect(await mailsTo(form.t.app, 'nadia.benali@example.be')).toHaveLength(0);
  });

  it('takes a report without contact (by listing id) and says so to the team', async () => {
    const before = (await mailsTo(form.t.app, 'equipe@sam.example')).length;
    const response = await form.visitor.post('/api/listing-reports', { prestataire: listingId, message: 'Les horaires du samedi sont faux.', name: '', email: '' });
    expect(response.statusCode).toBe(201);
    expect((await stored()).at(-1)).toMatchObject({ name: null, email: null });
    const team = await mailsTo(form.t.app, 'equipe@sam.example');
    expect(team).toHaveLength(before + 1);
    expect(team.at(-1)?.replyTo).toBeUndefined();
    expect(await mailText(form.t.app, team.at(-1)!.id)).toContain('Signalé sans coordonnées');
  });

  it('answers 422 per field in the request language, and keeps nothing', async () => {
    const before = (await stored()).length;
    const response = await form.visitor.post('/api/listing-reports', { prestataire: 'Pas Un Slug', message: 'faux', email: 'pas-une-adresse', name: 'a\nb' }, { 'accept-language': 'nl' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'message', 'name', 'prestataire']);
    expect(response.json().errors.message).toEqual(['Beschrijf de fout in minstens 10 tekens.']);
    const tooLong = await form.visitor.post('/api/listing-reports', validReport({ message: 'x'.repeat(2001) }), { 'accept-language': 'fr' });
    expect(tooLong.json().errors).toEqual({ message: ['Ce texte est trop long.'] });
    const empty = await form.visitor.post('/api/listing-reports', {}, { 'accept-language': 'fr' });
    expect(empty.json().errors).toEqual({ prestataire: ['Cette valeur n’est pas valide.'], message: ['Ce champ est obligatoire.'] });
    expect(await stored()).toHaveLength(before);
  });

  it('is 404 for an unknown or hidden listing, and needs the CSRF token', async () => {
    expect((await form.visitor.post('/api/listing-reports', validReport({ prestataire: 'inconnu' }))).statusCode).toBe(404);
    expect((await form.visitor.post('/api/listing-reports', validReport({ prestataire: 'service-masque' }))).statusCode).toBe(404);
    expect((await form.visitor.request({ method: 'POST', url: '/api/listing-reports', payload: validReport(), csrf: false })).statusCode).toBe(419);
  });

  it('answers a robot that fills the honeypot as usual, keeping and mailing nothing', async () => {
    const before = (await stored()).length;
    const teamBefore = (await mailsTo(form.t.app, 'equipe@sam.example')).length;
    const response = await form.visitor.post('/api/listing-reports', validReport({ email: 'robot@example.be', homepage_url: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(await stored()).toHaveLength(before);
    expect(await mailsTo(form.t.app, 'equipe@sam.example')).toHaveLength(teamBefore);
  });

  it('throttles per address and IP (3 per 15 minutes), and per IP without an address', async () => {
    for (let i = 0; i < 3; i++) expect((await form.visitor.post('/api/listing-reports', validReport({ email: 'insistant@example.be' }))).statusCode).toBe(201);
    const blocked = await form.visitor.post('/api/listing-reports', validReport({ email: 'insistant@example.be' }), { 'accept-language': 'fr' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect((await form.visitor.post('/api/listing-reports', validReport({ email: undefined, name: undefined }))).statusCode).toBe(201);
    expect((await form.visitor.post('/api/listing-reports', validReport({ email: undefined, name: undefined }))).statusCode).toBe(429);
  });

  it('lets only the SAM team read and moderate: 401 logged out, 403 for a provider', async () => {
    const [report] = await stored();
    const anonymous = new TestClient(form.t.app);
    await anonymous.csrfCookie();
    expect((await anonymous.get('/api/listing-reports')).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/listing-reports'],
      ['GET', `/api/listing-reports/${report.id}`],
      ['POST', `/api/listing-reports/${report.id}/handle`],
      ['POST', `/api/listing-reports/${report.id}/reply`],
    ] as const) {
      expect((await owner.request({ method, url, payload: method === 'POST' ? { reply: 'Bonjour' } : undefined })).statusCode).toBe(403);
    }
    expect((await stored())[0]).toMatchObject({ status: 'open', reply: null });
  });

  it('lists by status with counts, replies once in the reporter’s language, and marks handled', async () => {
    const list = await admin.get('/api/listing-reports?status=open');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    const open = (await stored()).filter((r) => r.status === 'open');
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 30, total: open.length, open: open.length, handled: 0 });
    expect(body.data.map((r: { id: number }) => r.id)).toEqual(open.map((r) => r.id).reverse());
    const first = body.data.at(-1);
    expect(first).toMatchObject({ listing: { id: listingId, slug: 'aide-ixelles', title: 'Aide à domicile Ixelles' }, email: 'nadia.benali@example.be', status: 'open', handled_by: null });

    expect((await admin.get('/api/listing-reports?status=nouveau', { 'accept-language': 'fr' })).json().errors).toEqual({ status: ['Cette valeur n’est pas valide.'] });
    expect((await admin.get('/api/listing-reports/999999')).statusCode).toBe(404);
    expect((await admin.post(`/api/listing-reports/${first.id}/reply`, { reply: '  ' }, { 'accept-language': 'fr' })).json().errors).toEqual({ reply: ['Ce champ est obligatoire.'] });

    const replied = await admin.post(`/api/listing-reports/${first.id}/reply`, { reply: 'Merci, le numéro est corrigé.' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data).toMatchObject({ reply: 'Merci, le numéro est corrigé.', replied_at: expect.any(String), status: 'open' });
    const [mail] = await mailsTo(form.t.app, 'nadia.benali@example.be');
    expect(mail.subject).toBe('Votre signalement sur « Aide à domicile Ixelles »');
    const raw = await mailText(form.t.app, mail.id);
    expect(raw).toContain('Merci, le numéro est corrigé.');
    expect(raw).toContain('Bonjour Nadia Benali,');
    expect((await admin.post(`/api/listing-reports/${first.id}/reply`, { reply: 'Encore' })).statusCode).toBe(409);
    expect(await mailsTo(form.t.app, 'nadia.benali@example.be')).toHaveLength(1);

    const anonymousReport = body.data.find((r: { email: string | null }) => r.email === null);
    const noAddress = await admin.post(`/api/listing-reports/${anonymousReport.id}/reply`, { reply: 'Merci' }, { 'accept-language': 'fr' });
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json().errors.reply).toEqual(['Ce signalement n’a pas laissé d’adresse e-mail : pas de réponse possible.']);

    const handled = await admin.post(`/api/listing-reports/${first.id}/handle`);
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({ status: 'handled', handled_at: expect.any(String), handled_by: { name: 'Admin SAM' } });
    const again = await admin.post(`/api/listing-reports/${first.id}/handle`);
    expect(again.json().data.handled_at).toBe(handled.json().data.handled_at);

    const handledList = (await admin.get('/api/listing-reports?status=handled')).json();
    expect(handledList.data.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect(handledList.meta).toMatchObject({ total: 1, open: open.length - 1, handled: 1 });
    expect((await admin.get(`/api/listing-reports/${first.id}`)).json().data.status).toBe('handled');
  });
});
