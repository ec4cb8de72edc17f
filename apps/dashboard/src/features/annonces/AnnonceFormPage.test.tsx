import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { annonceDay, annonceEndOfDay, type AnnonceCategory, type ManagedAnnonce } from '@sam/contracts';
import { communeRoutes, json, listPage, listing, notFound, stubApiRoutes, unprocessable, user, type ApiCall } from '../../testing/fixtures';
import { expectPageTitle, findForm, main } from '../../testing/page';
import { renderDashboard } from '../../testing/render';
import { typeInto, chooseOption, findAlert } from '../../testing/settle';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const CREATE = '/fr/mon-tableau-de-bord/annonces/create';
const DAY = 86_400_000;

const category = (id: number, title: string): AnnonceCategory => ({
  id,
  slug: `cat-${id}`,
  title,
  slug_fr: `cat-${id}`,
  slug_nl: `cat-${id}-nl`,
  titre_fr: title,
  titre_nl: title,
  position: id,
  count: 0,
});

const stored = (overrides: Partial<ManagedAnnonce> = {}): ManagedAnnonce => ({
  id: 12,
  slug: 'fauteuil-roulant-pliable',
  title: 'Fauteuil roulant pliable',
  locale: 'fr',
  body: 'Très bon état.',
  category_id: 2,
  prestataire: null,
  contact_email: 'user@sam.example',
  phone: '02 123 45 67',
  price_cents: 1250,
  commune_id: '21009',
  status: 'draft',
  published_at: null,
  expires_at: annonceEndOfDay(annonceDay(Date.now() + 20 * DAY)),
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
  visible: false,
  ...overrides,
});

/** The lists the form offers, the user's ads and whatever `routes` adds. */
function stubAnnonceApi(routes: Record<string, (call: ApiCall) => Response> = {}, account = user()) {
  return stubApiRoutes(account, {
    'GET /api/annonces/categories': () => json({ data: [category(1, 'Matériel médical'), category(2, 'Logement adapté')] }),
    ...communeRoutes,
    'POST /api/annonces/search': () => listPage([]),
    ...routes,
  });
}

const form = () => findForm('Enregistrer l’annonce');

describe('annonces/create', () => {
  it('sends the checked ad (price in euros, expiry as the end of a Brussels day) and goes back to the list with a toast', async () => {
    const { calls } = stubAnnonceApi({
      'POST /api/annonces': ({ body }) => json({ data: stored({ title: (body as { title: string }).title, status: 'published', visible: true }) }, 201),
    });
    const { router } = renderDashboard(CREATE);
    await expectPageTitle('Nouvelle annonce');
    const f = await form();
    expect(f.getByLabelText('Adresse e-mail de contact')).toHaveValue('user@sam.example');
    expect(f.getByLabelText('Langue de l’annonce')).toHaveValue('fr');
    expect(f.getByLabelText('Statut')).toHaveValue('published');
    // No listing: no listing to link the ad to.
    expect(f.queryByLabelText('Fiche liée (facultatif)')).not.toBeInTheDocument();
    const expiry = f.getByLabelText('Date d’expiration');
    expect(expiry).toHaveValue(annonceDay(Date.now() + 30 * DAY));
    expect(expiry).toHaveAttribute('max', annonceDay(Date.parse(`${annonceDay(Date.now())}T12:00:00Z`) + 90 * DAY));

    const u = userEvent.setup();
    await typeInto(u, f.getByLabelText('Titre'), 'Lit médicalisé');
    await chooseOption(u, f.getByLabelText('Catégorie'), 'Matériel médical');
    await typeInto(u, f.getByLabelText('Texte de l’annonce'), 'Lit électrique.{Enter}{Enter}À venir chercher.', 'Lit électrique.\n\nÀ venir chercher.');
    await typeInto(u, f.getByLabelText('Prix en euros (facultatif)'), '12,50');
    await chooseOption(u, f.getByLabelText('Commune'), 'Ixelles');
    await typeInto(u, f.getByLabelText('Téléphone de contact'), '0470 12 34 56');
    await u.clear(expiry);
    await typeInto(u, expiry, annonceDay(Date.now() + 10 * DAY));
    await u.click(f.getByRole('button', { name: 'Enregistrer l’annonce' }));

    expect(await screen.findByText('L’annonce « Lit médicalisé » est en ligne.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/mon-tableau-de-bord/annonces'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/annonces')?.body).toEqual({
      title: 'Lit médicalisé',
      category_id: 1,
      locale: 'fr',
      body: 'Lit électrique.\n\nÀ venir chercher.',
      price: 12.5,
      commune_id: '21009',
      contact_email: 'user@sam.example',
      phone: '0470 12 34 56',
      prestataire_id: null,
      expires_at: annonceEndOfDay(annonceDay(Date.now() + 10 * DAY)),
      status: 'published',
    });
  });

  it('checks the form with the shared schema before sending anything', async () => {
    const { calls } = stubAnnonceApi();
    renderDashboard(CREATE);
    const f = await form();
    const u = userEvent.setup();
    await u.clear(f.getByLabelText('Adresse e-mail de contact'));
    await typeInto(u, f.getByLabelText('Titre'), 'ab');
    await typeInto(u, f.getByLabelText('Prix en euros (facultatif)'), 'gratuit');
    await u.click(f.getByRole('button', { name: 'Enregistrer l’annonce' }));

    await findAlert(f, 'Le formulaire contient 6 erreurs :');
    expect(f.getByLabelText('Titre')).toHaveAccessibleDescription(expect.stringContaining('Le titre doit contenir au moins 3 caractères.'));
    expect(f.getByLabelText('Catégorie')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(f.getByLabelText('Prix en euros (facultatif)')).toHaveAccessibleDescription(expect.stringContaining('Indiquez un prix en euros'));
    expect(f.getByLabelText('Adresse e-mail de contact')).toHaveAccessibleDescription(expect.stringContaining('Indiquez une adresse e-mail ou un numéro de téléphone'));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/annonces')).toBe(false);
  });

  it('puts the API’s 422 on its field', async () => {
    stubAnnonceApi({ 'POST /api/annonces': () => unprocessable({ prestataire_id: ['Choisissez une de vos propres fiches.'] }) }, user({ prestataires: [listing()] }));
    renderDashboard(CREATE);
    const f = await form();
    const u = userEvent.setup();
    await typeInto(u, f.getByLabelText('Titre'), 'Permanence');
    await chooseOption(u, f.getByLabelText('Catégorie'), 'Logement adapté');
    await typeInto(u, f.getByLabelText('Texte de l’annonce'), 'Le mardi.');
    await chooseOption(u, f.getByLabelText('Commune'), 'Bruxelles');
    await chooseOption(u, f.getByLabelText('Fiche liée (facultatif)'), 'Maison médicale du Parc');
    await u.click(f.getByRole('button', { name: 'Enregistrer l’annonce' }));
    await waitFor(() => expect(f.getByLabelText('Fiche liée (facultatif)')).toHaveAccessibleDescription(expect.stringContaining('Choisissez une de vos propres fiches.')));
    expect(screen.getByRole('heading', { level: 1, name: 'Nouvelle annonce' })).toBeInTheDocument();
  });
});

describe('annonces/{slug}', () => {
  it('loads the ad with edit=1, fills the form and saves it with PUT /api/annonces/{id}', async () => {
    const admin = user({ roles: ['user', 'admin'] });
    const ad = stored({ prestataire: { id: 40, slug: 'autre-fiche', title: 'Fiche d’un autre' } });
    const { calls } = stubAnnonceApi(
      {
        'GET /api/annonces/fauteuil-roulant-pliable': () => json({ data: ad }),
        'PUT /api/annonces/12': ({ body }) => json({ data: { ...ad, ...(body as object), price_cents: 2000 } }),
      },
      admin,
    );
    renderDashboard('/fr/mon-tableau-de-bord/annonces/fauteuil-roulant-pliable');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier l’annonce' })).toBeInTheDocument();
    const f = await form();
    expect(f.getByLabelText('Titre')).toHaveValue('Fauteuil roulant pliable');
    expect(f.getByLabelText('Prix en euros (facultatif)')).toHaveValue('12,50');
    expect(f.getByLabelText('Catégorie')).toHaveValue('2');
    expect(f.getByLabelText('Commune')).toHaveValue('21009');
    expect(f.getByLabelText('Statut')).toHaveValue('draft');
    // An admin keeps the listing the ad already has.
    expect(f.getByLabelText('Fiche liée (facultatif)')).toHaveValue('40');
    expect(f.getByLabelText('Date d’expiration')).toHaveValue(annonceDay(ad.expires_at!));

    const u = userEvent.setup();
    const price = f.getByLabelText('Prix en euros (facultatif)');
    await u.clear(price);
    await typeInto(u, price, '20');
    await u.click(f.getByRole('button', { name: 'Enregistrer l’annonce' }));
    expect(await screen.findByText('L’annonce « Fauteuil roulant pliable » est enregistrée comme brouillon.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'GET' && c.path === '/api/annonces/fauteuil-roulant-pliable')).toBeDefined();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ price: 20, prestataire_id: 40, expires_at: ad.expires_at, status: 'draft' });
  });

  it('says when the ad cannot be loaded', async () => {
    stubAnnonceApi({ 'GET /api/annonces/inconnue': notFound });
    renderDashboard('/fr/mon-tableau-de-bord/annonces/inconnue');
    await waitFor(() => expect(main().getByRole('alert')).toHaveTextContent('Cette annonce n’a pas pu être chargée. Cette page est introuvable.'));
  });
});
