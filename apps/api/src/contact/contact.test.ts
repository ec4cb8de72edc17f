import { mailsTo, rawMail } from '../testing/outbox';
import { TestClient, usePublicFormApp } from '../testing/test-client';
import { testDialects } from '../testing/test-database';

const TEAM = 'equipe@sam.example';

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nadia Benali',
  email: 'nadia.benali@example.be',
  phone: '0470 12 34 56',
  subject: 'Transport adapte pour ma mere',
  message: 'Bonjour, ma mere se deplace en fauteuil roulant. Quels services de transport adapte existent a Schaerbeek ?',
  consent: true,
  ...overrides,
});

describe.each(testDialects())('POST /api/contact on %s', (dialect) => {
  const form = usePublicFormApp(dialect, { contactEmail: TEAM });

  const stored = () => form.t.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

  it('stores the message, mails the association and acknowledges in the sender language', async () => {
    const response = await form.visitor.post('/api/contact', validMessage({ email: 'Nadia.Benali@Example.be', locale: 'nl' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });

    const [row] = await stored();
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Nadia Benali',
      email: 'nadia.benali@example.be',
      phone: '0470 12 34 56',
      subject: 'Transport adapte pour ma mere',
      locale: 'nl',
      prestataire_id: null,
    });

    const [team] = await mailsTo(form.t.app, TEAM);
    expect(team.subject).toBe('Contact : Transport adapte pour ma mere');
    // The team answers with its mail client's Reply button.
    expect(team.replyTo).toBe('nadia.benali@example.be');
    const teamRaw = await rawMail(form.t.app, team.id);
    expect(teamRaw).toMatch(/^Reply-To: nadia\.benali@example\.be$/m);
    expect(teamRaw).toContain('Schaerbeek');
    expect(teamRaw).toContain('0470 12 34 56');

    const [ack] = await mailsTo(form.t.app, 'nadia.benali@example.be');
    expect(ack.subject).toBe('We hebben uw bericht goed ontvangen');
    expect(ack.replyTo).toBeUndefined();
    expect(await rawMail(form.t.app, ack.id)).toContain('Schaerbeek');
  });

  it('answers 422 with a localised error per field, storing and sending nothing', async () => {
    const response = await form.visitor.post('/api/contact', { email: 'pas-une-adresse', subject: 'Ligne 1\nLigne 2', phone: 'abc', consent: false }, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Certaines informations ne sont pas valides.',
      status: 422,
      errors: {
        name: ['Ce champ est obligatoire.'],
        email: ['Veuillez indiquer une adresse e-mail valide.'],
        phone: ['Indiquez un numéro de téléphone valide.'],
        subject: ['Cette valeur n’est pas valide.'],
        message: ['Ce champ est obligatoire.'],
        consent: ['Vous devez accepter que SAM conserve ces informations pour traiter votre demande.'],
      },
    });
    const nl = await form.visitor.post('/api/contact', validMessage({ consent: undefined }), { 'accept-language': 'nl' });
    expect(nl.json().errors).toEqual({ consent: ['U moet ermee akkoord gaan dat SAM deze gegevens bewaart om uw vraag te behandelen.'] });
    expect(await stored()).toHaveLength(1); // the one of the first test only
  });

  it('needs the CSRF token', async () => {
    expect((await form.visitor.request({ method: 'POST', url: '/api/contact', payload: validMessage(), csrf: false })).statusCode).toBe(419);
  });

  it('accepts a robot that fills the honeypot without storing or mailing anything', async () => {
    const before = (await stored()).length;
    const response = await form.visitor.post('/api/contact', validMessage({ email: 'robot@example.be', homepage_url: 'https://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    expect(await stored()).toHaveLength(before);
    expect(await mailsTo(form.t.app, 'robot@example.be')).toHaveLength(0);
  });

  it('throttles per address and IP (3 per 15 minutes), then per IP (20 an hour)', async () => {
    for (let i = 0; i < 3; i++) expect((await form.visitor.post('/api/contact', validMessage({ email: 'insistant@example.be' }))).statusCode).toBe(201);
    const blocked = await form.visitor.post('/api/contact', validMessage({ email: 'insistant@example.be' }), { 'accept-language': 'nl' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Te veel pogingen. Probeer het over enkele minuten opnieuw.', status: 429 });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo(form.t.app, 'insistant@example.be')).toHaveLength(3);

    for (let i = 3; i < 20; i++) expect((await form.visitor.post('/api/contact', validMessage({ email: `personne${i}@example.be` }))).statusCode).toBe(201);
    expect((await form.visitor.post('/api/contact', validMessage({ email: 'encore@example.be' }))).statusCode).toBe(429);
    // Another IP is not held back.
    const elsewhere = new TestClient(form.t.app);
    await elsewhere.csrfCookie();
    const other = await form.t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '203.0.113.9',
      payload: validMessage({ email: 'encore@example.be' }),
      headers: { cookie: [...elsewhere.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': elsewhere.xsrfToken! },
    });
    expect(other.statusCode).toBe(201);
  });
});
