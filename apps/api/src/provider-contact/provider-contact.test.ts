import { insertListing } from '../testing/fixtures';
import { mailsTo, rawMail } from '../testing/outbox';
import { usePublicFormApp } from '../testing/test-client';
import { testDialects } from '../testing/test-database';

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  prestataire: 'aide-ixelles',
  name: 'Nadia Benali',
  email: 'nadia.benali@example.be',
  phone: '0470 12 34 56',
  message: 'Bonjour, proposez-vous des soins à domicile le week-end à Ixelles ?',
  consent: true,
  ...overrides,
});

describe.each(testDialects())('POST /api/prestataires/contact on %s', (dialect) => {
  const form = usePublicFormApp(dialect, { contactEmail: 'equipe@sam.example' });
  let listingId: number;

  beforeAll(async () => {
    listingId = await insertListing(form.t.db, { slug: 'aide-ixelles', title: 'Aide à domicile Ixelles' });
    await form.t.db.updateTable('prestataires').set({ locale: 'nl' }).where('id', '=', listingId).execute();
    const noEmail = await insertListing(form.t.db, { slug: 'sans-adresse', title: 'Sans adresse' });
    await form.t.db.updateTable('prestataires').set({ email: null }).where('id', '=', noEmail).execute();
    await insertListing(form.t.db, { slug: 'service-masque', title: 'Service masqué', visible: false });
  });

  const stored = () => form.t.db.selectFrom('contact_messages').selectAll().where('kind', '=', 'prestataire').orderBy('id').execute();

  it('mails the provider in its language with Reply-To the writer, and acknowledges in the writer’s', async () => {
    const response = await form.visitor.post('/api/prestataires/contact', validMessage({ email: 'Nadia.Benali@Example.be', locale: 'fr' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    expect(await stored()).toMatchObject([{ prestataire_id: listingId, name: 'Nadia Benali', email: 'nadia.benali@example.be', phone: '0470 12 34 56', locale: 'fr' }]);

    const [provider] = await mailsTo(form.t.app, 'aide-ixelles@example.be');
    expect(provider.subject).toBe('Bericht via SAM voor Aide à domicile Ixelles');
    expect(provider.replyTo).toBe('nadia.benali@example.be');
    const raw = await rawMail(form.t.app, provider.id);
    expect(raw).toMatch(/^Reply-To: nadia\.benali@example\.be$/m);
    expect(raw).toContain('0470 12 34 56');

    const [ack] = await mailsTo(form.t.app, 'nadia.benali@example.be');
    expect(ack.subject).toBe('Votre message à Aide à domicile Ixelles a été transmis');
    expect(ack.replyTo).toBeUndefined();
    // The association is not in the loop.
    expect(await mailsTo(form.t.app, 'equipe@sam.example')).toHaveLength(0);
  });

  it('finds the listing by id too', async () => {
    expect((await form.visitor.post('/api/prestataires/contact', validMessage({ prestataire: listingId, email: 'par-id@example.be' }))).statusCode).toBe(201);
    expect(await mailsTo(form.t.app, 'par-id@example.be')).toHaveLength(1);
  });

  it('answers 422 per field in the request language, and sends nothing', async () => {
    const before = (await stored()).length;
    const response = await form.visitor.post('/api/prestataires/contact', { prestataire: 'Pas Un Slug', email: 'x', consent: false }, { 'accept-language': 'nl' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['consent', 'email', 'message', 'name', 'prestataire']);
    expect(response.json().errors.name).toEqual(['Dit veld is verplicht.']);
    expect(await stored()).toHaveLength(before);
  });

  it('is 404 for an unknown or hidden listing and 422 for a listing without an address', async () => {
    expect((await form.visitor.post('/api/prestataires/contact', validMessage({ prestataire: 'inconnu' }))).statusCode).toBe(404);
    expect((await form.visitor.post('/api/prestataires/contact', validMessage({ prestataire: 'service-masque' }))).statusCode).toBe(404);
    const none = await form.visitor.post('/api/prestataires/contact', validMessage({ prestataire: 'sans-adresse' }), { 'accept-language': 'fr' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ prestataire: ['Ce prestataire n’a pas d’adresse e-mail : contactez-le par téléphone.'] });
  });

  it('needs the CSRF token', async () => {
    expect((await form.visitor.request({ method: 'POST', url: '/api/prestataires/contact', payload: validMessage(), csrf: false })).statusCode).toBe(419);
  });

  it('answers a robot that fills the honeypot as usual, storing and mailing nothing', async () => {
    const before = (await stored()).length;
    const response = await form.visitor.post('/api/prestataires/contact', validMessage({ email: 'robot@example.be', homepage_url: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(await stored()).toHaveLength(before);
    expect(await mailsTo(form.t.app, 'robot@example.be')).toHaveLength(0);
  });

  it('throttles per address and IP: 3 per 15 minutes', async () => {
    for (let i = 0; i < 3; i++) expect((await form.visitor.post('/api/prestataires/contact', validMessage({ email: 'insistant@example.be' }))).statusCode).toBe(201);
    const blocked = await form.visitor.post('/api/prestataires/contact', validMessage({ email: 'insistant@example.be' }), { 'accept-language': 'fr' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(form.t.app, 'insistant@example.be')).toHaveLength(3);
  });
});
