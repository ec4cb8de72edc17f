import { mailsTo, rawMail } from '../testing/outbox';
import { usePublicFormApp } from '../testing/test-client';
import { testDialects } from '../testing/test-database';

const TEAM = 'equipe@sam.example';

describe.each(testDialects())('suggestions on %s', (dialect) => {
  const form = usePublicFormApp(dialect, { contactEmail: TEAM });

  const rows = (kind: string) => form.t.db.selectFrom('suggestions').selectAll().where('kind', '=', kind).orderBy('id').execute();

  it('stores a provider suggestion with its fields as payload and mails the association', async () => {
    const response = await form.visitor.post('/api/prestataires/suggestions', {
      name: 'Repair Cafe Fauteuils Namur',
      activity: 'Reparation benevole de fauteuils roulants et de deambulateurs, un samedi par mois.',
      locality: 'Namur',
      website: 'https://repair.example.be',
      phone: '',
      email: '',
      comment: 'Tres utile pour les familles.',
      sender_name: 'Luc Lambert',
      sender_email: 'Luc.Lambert@example.be',
      consent: true,
      homepage_url: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });

    const [row] = await rows('prestataire');
    expect(row).toMatchObject({ kind: 'prestataire', email: 'luc.lambert@example.be', status: 'new' });
    expect(JSON.parse(row.payload)).toEqual({
      name: 'Repair Cafe Fauteuils Namur',
      activity: 'Reparation benevole de fauteuils roulants et de deambulateurs, un samedi par mois.',
      locality: 'Namur',
      website: 'https://repair.example.be',
      comment: 'Tres utile pour les familles.',
      sender_name: 'Luc Lambert',
      sender_email: 'luc.lambert@example.be',
      locale: 'fr',
    });
    const [mail] = await mailsTo(form.t.app, TEAM);
    expect(mail.subject).toBe('Suggestion de prestataire : Repair Cafe Fauteuils Namur');
    expect(mail.links).toContain('https://repair.example.be');
    expect(mail.replyTo).toBe('luc.lambert@example.be');
    const raw = await rawMail(form.t.app, mail.id);
    expect(raw).toContain('luc.lambert@example.be');
    expect(raw).toMatch(/^Reply-To: luc\.lambert@example\.be$/m);
  });

  it('stores a useful-information suggestion', async () => {
    const response = await form.visitor.post(
      '/api/infos/suggestions',
      { title: 'Parkeerkaart voor personen met een handicap', description: 'Uitleg over de aanvraag bij de FOD Sociale Zekerheid.', sender_email: 'an@example.be', consent: true, locale: 'nl' },
      { 'accept-language': 'nl' },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await rows('info');
    expect(JSON.parse(row.payload)).toEqual({
      title: 'Parkeerkaart voor personen met een handicap',
      description: 'Uitleg over de aanvraag bij de FOD Sociale Zekerheid.',
      sender_email: 'an@example.be',
      locale: 'nl',
    });
    const mails = await mailsTo(form.t.app, TEAM);
    expect(mails.at(-1)?.subject).toBe('Suggestion d’information utile : Parkeerkaart voor personen met een handicap');
  });

  it('answers 422 per field in the request language', async () => {
    const provider = await form.visitor.post('/api/prestataires/suggestions', { website: 'www.sans-schema', sender_email: 'x', consent: 'yes' }, { 'accept-language': 'nl' });
    expect(provider.statusCode).toBe(422);
    expect(provider.json().errors).toEqual({
      name: ['Dit veld is verplicht.'],
      activity: ['Dit veld is verplicht.'],
      locality: ['Dit veld is verplicht.'],
      website: ['Geef een geldig webadres op.'],
      sender_email: ['Geef een geldig e-mailadres op.'],
      consent: ['U moet ermee akkoord gaan dat SAM deze gegevens bewaart om uw vraag te behandelen.'],
    });
    const info = await form.visitor.post('/api/infos/suggestions', { title: 'x'.repeat(191), description: ' ', sender_email: 'a@b.be', consent: true });
    expect(info.json().errors).toEqual({ title: ['Ce texte est trop long.'], description: ['Ce champ est obligatoire.'] });
    expect(await rows('prestataire')).toHaveLength(1);
  });

  it('ignores a filled honeypot and throttles per address and IP', async () => {
    const body = { title: 'Aide', description: 'Texte', sender_email: 'bot@example.be', consent: true, homepage_url: 'http://spam.example' };
    expect((await form.visitor.post('/api/infos/suggestions', body)).statusCode).toBe(201);
    expect(await rows('info')).toHaveLength(1);

    const human = { ...body, sender_email: 'fatima@example.be', homepage_url: undefined };
    for (let i = 0; i < 2; i++) expect((await form.visitor.post('/api/infos/suggestions', human)).statusCode).toBe(201);
    expect((await form.visitor.post('/api/prestataires/suggestions', { name: 'X', activity: 'Y', locality: 'Z', sender_email: 'fatima@example.be', consent: true })).statusCode).toBe(201);
    expect((await form.visitor.post('/api/infos/suggestions', human)).statusCode).toBe(429);
    expect(await rows('info')).toHaveLength(3);
  });
});
