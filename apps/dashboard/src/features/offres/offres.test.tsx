import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offre, OffreCategory } from '@sam/contracts';
import { json, listing, stubApiRoutes, user, type ApiCall } from '../../testing/fixtures';
import { renderDashboard } from '../../testing/render';

jest.mock('../../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const LIST = '/fr/mon-tableau-de-bord/offres';
const category = (id: number, fr: string, nl: string, titre_fr: string, titre_nl: string, count: number): OffreCategory => ({
  id, slug: fr, title: titre_fr, slug_fr: fr, slug_nl: nl, titre_fr, titre_nl, position: id, count,
});
const mobilite = category(1, 'mobilite', 'mobiliteit', 'Mobilité', 'Mobiliteit', 31);
const loisirs = category(2, 'loisirs', 'vrije-tijd', 'Loisirs', 'Vrije tijd', 2);
const offre = (overrides: Partial<Offre> = {}): Offre => ({
  id: 5,
  slug: 'taxi-adapte',
  title: 'Taxi adapté à moitié prix (-20 %)',
  description: 'Votre premier trajet en taxi adapté PMR à moitié prix.\nPuis une réduction permanente.',
  valid_from: '2026-03-01',
  valid_until: '2026-12-31',
  valid: true,
  promo_code: 'SAM20-PARC5',
  site_url: 'https://taxi.example.be/sam',
  attachment_path: 'offres/5/conditions.pdf',
  category: { id: 1, slug: 'mobilite', title: 'Mobilité' },
  prestataire: { id: 7, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc' },
  ...overrides,
});
const provider = user({ roles: ['user', 'provider'], prestataires: [listing()] });
const main = () => within(screen.getByRole('main'));
const searches = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/offres/search').map((c) => c.body);

/** The API's search over `all`: 30 a page, filtered by category slug. */
function offresApi(all: Offre[]) {
  return {
    'GET /api/offres/categories': () => json({ data: [mobilite, loisirs] }),
    'POST /api/offres/search': ({ body }: ApiCall) => {
      const { page = 1, category: wanted } = body as { page?: number; category?: string };
      const matching = all.filter((o) => !wanted || o.category?.slug === wanted);
      return json({ data: matching.slice((page - 1) * 30, page * 30), meta: { current_page: page, per_page: 30, total: matching.length } });
    },
  };
}

describe('offres', () => {
  const scooters = Array.from({ length: 31 }, (_, i) => offre({ id: 100 + i, title: `Scooter ${i + 1}`, valid_from: null, valid_until: '2026-06-30', prestataire: null }));
  const cinema = offre({ id: 9, title: 'Cinéma adapté', valid_from: null, valid_until: null, category: { id: 2, slug: 'loisirs', title: 'Loisirs' } });
  const spectacle = offre({ id: 10, title: 'Places de spectacle', valid_until: null, category: { id: 2, slug: 'loisirs', title: 'Loisirs' } });

  it('lists the offers with categories, validity in fr-BE and pages of 30', async () => {
    const { calls } = stubApiRoutes(provider, offresApi([...scooters, cinema, spectacle]));
    renderDashboard(LIST);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offres partenaires' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Offres partenaires – SAM'));
    const filters = await main().findByRole('navigation', { name: 'Filtrer par catégorie' });
    expect(within(filters).getByRole('link', { name: 'Toutes les catégories' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'Mobilité (31)' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/offres?categorie=mobilite');

    await waitFor(() => expect(main().getByRole('status')).toHaveTextContent('33 offres'));
    const first = main().getByRole('article', { name: 'Scooter 1' });
    expect(within(first).getByRole('link', { name: 'Scooter 1' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/offres/100');
    expect(first).toHaveTextContent('Catégorie : Mobilité');
    expect(first).toHaveTextContent('Jusqu’au 30 juin 2026');
    expect(main().getAllByRole('article')).toHaveLength(30);

    const pages = main().getByRole('navigation', { name: 'Pages des offres' });
    expect(pages).toHaveTextContent('Page 1 sur 2');
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Page suivante' }));
    expect(await main().findByRole('article', { name: 'Places de spectacle' })).toHaveTextContent('À partir du 1 mars 2026');
    expect(main().getByRole('article', { name: 'Cinéma adapté' })).toHaveTextContent('Sans limite de durée');
    expect(main().getByRole('navigation', { name: 'Pages des offres' })).toHaveTextContent('Page 2 sur 2');
    expect(searches(calls)).toEqual([{ locale: 'fr', page: 1 }, { locale: 'fr', page: 2 }]);
  });

  it('filters by category, from the first page', async () => {
    const { calls } = stubApiRoutes(provider, offresApi([...scooters, cinema, spectacle]));
    renderDashboard(`${LIST}?page=2`);
    const filters = await main().findByRole('navigation', { name: 'Filtrer par catégorie' });
    await userEvent.setup().click(within(filters).getByRole('link', { name: 'Loisirs (2)' }));
    await waitFor(() => expect(main().getByRole('status')).toHaveTextContent('2 offres dans la catégorie Loisirs'));
    expect(within(filters).getByRole('link', { name: 'Loisirs (2)' })).toHaveAttribute('aria-current', 'page');
    expect(main().getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['offre-9', 'offre-10']);
    expect(main().queryByRole('navigation', { name: 'Pages des offres' })).not.toBeInTheDocument();
    expect(searches(calls).at(-1)).toEqual({ locale: 'fr', page: 1, category: 'loisirs' });
  });

  it('writes the dates in nl-BE under /nl', async () => {
    stubApiRoutes(provider, offresApi([offre()]));
    renderDashboard('/nl/my-dashboard/aanbiedingen');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partneraanbiedingen' })).toBeInTheDocument();
    expect(await main().findByRole('article')).toHaveTextContent('Van 1 maart 2026 tot 31 december 2026');
    await waitFor(() => expect(main().getByRole('status')).toHaveTextContent('1 aanbieding')); // once the categories' spinner has gone
  });

  it('says why the offers could not be loaded, and loads them again on request', async () => {
    let fail = true;
    stubApiRoutes(provider, {
      ...offresApi([offre()]),
      'POST /api/offres/search': () => (fail ? json({ message: 'Trop de requêtes.', status: 429 }, 429) : json({ data: [offre()], meta: { current_page: 1, per_page: 30, total: 1 } })),
    });
    renderDashboard(LIST);
    await waitFor(() => expect(main().getByRole('alert')).toHaveTextContent('Les offres n’ont pas pu être chargées. Trop de requêtes.'));
    fail = false;
    await userEvent.setup().click(main().getByRole('button', { name: 'Réessayer' }));
    expect(await main().findByRole('article', { name: 'Taxi adapté à moitié prix (-20 %)' })).toBeInTheDocument();
  });
});

describe('offres/{id}', () => {
  const DETAIL = '/fr/mon-tableau-de-bord/offres/5';

  it('shows a provider the offer with its promo code, validity and links', async () => {
    const { calls } = stubApiRoutes(provider, { 'GET /api/offres/5': () => json({ data: offre() }) });
    renderDashboard(DETAIL);
    const article = await screen.findByRole('article', { name: 'Taxi adapté à moitié prix (-20 %)' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Taxi adapté à moitié prix (-20 %)');
    await waitFor(() => expect(document.title).toBe('Taxi adapté à moitié prix (-20 %) – SAM'));
    expect(article).toHaveTextContent('ValiditéDu 1 mars 2026 au 31 décembre 2026');
    expect(article).toHaveTextContent('CatégorieMobilité');
    expect(within(article).getByText(/Votre premier trajet/)).toHaveTextContent('Votre premier trajet en taxi adapté PMR à moitié prix. Puis une réduction permanente.');
    expect(within(article).getByRole('link', { name: 'Maison médicale du Parc' })).toHaveAttribute('href', 'http://portal.test/fr/prestataires/maison-medicale-du-parc');
    expect(article).not.toHaveTextContent('pas valable');

    const promo = within(article).getByRole('region', { name: 'Code promo' });
    expect(promo).toHaveTextContent('Code à mentionner : SAM20-PARC5');
    await userEvent.setup().click(within(promo).getByRole('button', { name: 'Copier' }));
    expect(await navigator.clipboard.readText()).toBe('SAM20-PARC5');
    expect(await screen.findByText('Code promo copié dans le presse-papier')).toBeInTheDocument();

    const links = within(article).getByRole('region', { name: 'En savoir plus' });
    expect(within(links).getByRole('link', { name: 'Site du partenaire pour «\u00a0Taxi adapté à moitié prix (-20 %)\u00a0»' })).toHaveAttribute('href', 'https://taxi.example.be/sam');
    expect(within(links).getByRole('link', { name: 'Conditions de l’offre (pièce jointe) «\u00a0Taxi adapté à moitié prix (-20 %)\u00a0»' })).toHaveAttribute(
      'href',
      'http://api.test/storage/offres/5/conditions.pdf',
    );
    expect(calls.find((c) => c.path === '/api/offres/5')).toBeTruthy();
    expect(main().getByRole('link', { name: 'Toutes les offres' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/offres');
  });

  it('keeps the promo code from a user without a listing, and says who gets it', async () => {
    stubApiRoutes(user(), { 'GET /api/offres/5': () => json({ data: offre({ valid: false, site_url: 'javascript:alert(1)', attachment_path: null }) }) });
    renderDashboard(DETAIL);
    const article = await screen.findByRole('article', { name: 'Taxi adapté à moitié prix (-20 %)' });
    expect(article).not.toHaveTextContent('SAM20-PARC5');
    expect(within(article).getByRole('region', { name: 'Code promo' })).toHaveTextContent('Le code promo est réservé aux prestataires référencés dans l’annuaire SAM.');
    expect(article).toHaveTextContent('Cette offre n’est pas valable aujourd’hui.');
    // Neither a web address nor an attachment: no links section.
    expect(within(article).queryByRole('region', { name: 'En savoir plus' })).not.toBeInTheDocument();
  });

  it('shows the offer in Dutch under /nl', async () => {
    stubApiRoutes(provider, { 'GET /api/offres/5': () => json({ data: offre({ title: 'Aangepaste taxi', promo_code: null }) }) });
    renderDashboard('/nl/my-dashboard/aanbiedingen/5');
    const article = await screen.findByRole('article', { name: 'Aangepaste taxi' });
    expect(article).toHaveTextContent('GeldigheidVan 1 maart 2026 tot 31 december 2026');
    expect(within(article).getByRole('region', { name: 'Promotiecode' })).toHaveTextContent('Voor deze aanbieding is geen promotiecode nodig.');
  });

  it.each([
    ['an unknown offer', '/fr/mon-tableau-de-bord/offres/404'],
    ['a malformed id', '/fr/mon-tableau-de-bord/offres/taxi'],
  ])('says when %s is not there', async (_case, path) => {
    const { calls } = stubApiRoutes(provider, {});
    renderDashboard(path);
    expect(await main().findByText('Cette offre n’existe pas ou n’est plus publiée.')).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 1, name: 'Offre partenaire' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/offres/')).map((c) => c.path)).toEqual(path.endsWith('404') ? ['/api/offres/404'] : []);
  });
});
