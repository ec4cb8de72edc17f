import { adCampaignListSchema } from '@sam/contracts';
import { mailsTo, rawMail } from '../testing/outbox';
import { TestClient } from '../testing/test-client';
import { createTestApp, testDialects, type TestApp } from '../testing/test-database';

const TEAM = 'equipe@sam.example';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** A date in Brussels, days from today, as the form sends it. */
const dateIn = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(Date.now() + days * DAY));

describe.each(testDialects())('publicité on %s', (dialect) => {
  let t: TestApp;
  let visitor: TestClient;
  beforeAll(async () => {
    t = await createTestApp(dialect, { contactEmail: TEAM });
    visitor = new TestClient(t.app);
    await visitor.csrfCookie();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the homepage campaigns running now, in the asked locale', async () => {
    const campaign = (title: string, starts_at: string | null, ends_at: string | null, placement = 'homepage', url: string | null = null) => ({
      placement,
      title_fr: `${title} FR`,
      title_nl: `${title} NL`,
      text_fr: `Texte ${title}`,
      text_nl: `Tekst ${title}`,
      image_path: null,
      url,
      starts_at,
      ends_at,
    });
    await t.db
      .insertInto('ad_campaigns')
      .values([
        campaign('running', at(-10), at(10), 'homepage', 'https://advertiser.example.be/offre'),
        campaign('open-ended', at(-100), null, 'homepage', '/fr/soutenir-l-asbl'),
        campaign('ended', at(-30), at(-1)),
        campaign('future', at(5), at(40)),
        campaign('other placement', at(-10), at(10), 'newsletter'),
      ])
      .execute();

    const fr = await t.app.inject({ method: 'GET', url: '/api/publicite/homepage/campagnes' });
    expect(fr.statusCode).toBe(200);
    const { data } = adCampaignListSchema.parse(fr.json());
    expect(data.map((c) => c.title)).toEqual(['running FR', 'open-ended FR']);
    expect(data[0]).toMatchObject({ text: 'Texte running', text_nl: 'Tekst running', url: 'https://advertiser.example.be/offre', placement: 'homepage' });

    const nl = adCampaignListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/publicite/homepage/campagnes?locale=nl' })).json()).data;
    expect(nl.map((c) => [c.title, c.url])).toEqual([
      ['running NL', 'https://advertiser.example.be/offre'],
      ['open-ended NL', '/nl/steun-de-vzw'],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/publicite/homepage/campagnes?locale=de' })).statusCode).toBe(422);
  });

  const order = (overrides: Record<string, unknown> = {}) => ({
    format: 'encart-annuaire',
    languages: 'fr-nl',
    start_date: dateIn(30),
    duration_months: '3',
    organisation: 'Ortho Confort SRL',
    contact_name: 'Sophie Lemaire',
    email: 'sophie@orthoconfort.example.be',
    phone: '+32 81 22 33 44',
    message: 'Nous visons la province de Namur.',
    consent: true,
    ...overrides,
  });

  it('stores an ad order as a suggestion of kind ad_order and mails the association', async () => {
    const response = await visitor.post('/api/publicite/commandes', order());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ received: true });
    const [row] = await t.db.selectFrom('suggestions').selectAll().where('kind', '=', 'ad_order').execute();
    expect(row).toMatchObject({ email: 'sophie@orthoconfort.example.be', status: 'new' });
    expect(JSON.parse(row.payload)).toEqual({ ...order(), consent: undefined, locale: 'fr' });
    const [mail] = await mailsTo(t.app, TEAM);
    expect(mail.subject).toBe('Commande d’encart publicitaire : Ortho Confort SRL');
    expect(mail.replyTo).toBe('sophie@orthoconfort.example.be');
    const raw = await rawMail(t.app, mail.id);
    expect(raw).toMatch(/^Reply-To: sophie@orthoconfort\.example\.be$/m);
    expect(raw).toContain(dateIn(30));
    expect(raw).toContain('Sophie Lemaire');
  });

  it('validates the order (422) and throttles it (429)', async () => {
    const bad = await visitor.post('/api/publicite/commandes', order({ format: 'affiche', languages: '', start_date: dateIn(-2), duration_months: 2, organisation: '', consent: false }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      format: ['Ce champ est obligatoire.'],
      languages: ['Ce champ est obligatoire.'],
      start_date: ['La date de début ne peut pas être dans le passé.'],
      duration_months: ['Ce champ est obligatoire.'],
      organisation: ['Ce champ est obligatoire.'],
      consent: ['Vous devez accepter que SAM conserve ces informations pour traiter votre demande.'],
    });
    expect((await visitor.post('/api/publicite/commandes', order({ start_date: '2027-02-30x' }))).json().errors).toEqual({ start_date: ['Indiquez une date valide (AAAA-MM-JJ).'] });

    await t.db.deleteFrom('throttles').execute();
    for (let i = 0; i < 3; i++) expect((await visitor.post('/api/publicite/commandes', order({ email: 'pub@example.be' }))).statusCode).toBe(201);
    expect((await visitor.post('/api/publicite/commandes', order({ email: 'pub@example.be' }))).statusCode).toBe(429);
  });
});
