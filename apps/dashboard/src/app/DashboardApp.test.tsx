import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { makeStore } from '@sam/api-client';
import { listing, stubApi, user } from '../testing/fixtures';
import { buildRoutes } from './routes';

jest.mock('../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));
jest.mock('../shared/navigation', () => ({ leaveDashboardFor: jest.fn() }));
const { leaveDashboardFor } = jest.requireMock<{ leaveDashboardFor: jest.Mock }>('../shared/navigation');

function renderAt(path: string) {
  const store = makeStore();
  const router = createMemoryRouter(buildRoutes(store), { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const provider = user({
  profile: { id: 3, first_name: 'Anne', last_name: 'Dupont', phone: null, organisation: null, user_type: 'provider', newsletter: false },
  prestataires: [listing(), listing({ id: 8, slug: 'centre-de-jour', title: 'Centre de jour Les Tilleuls', validated: false, network_consent: true })],
});

afterEach(() => jest.clearAllMocks());

describe('dashboard index', () => {
  it('greets the user in French, introduces their user type and lists the account sections', async () => {
    stubApi(provider);
    renderAt('/fr/mon-tableau-de-bord');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Anne Dupont' })).toBeInTheDocument();
    expect(screen.getByText(/Gérez ici les fiches de vos services/)).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Que souhaitez-vous faire ?' });
    expect(within(sections).getByRole('link', { name: 'Mes fiches' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/mes-fiches');
    expect(within(sections).getByRole('link', { name: 'Mes favoris' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/mes-favoris');
    await waitFor(() => expect(document.title).toBe('Mon tableau de bord – SAM'));
    expect(document.documentElement.lang).toBe('fr-BE');
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nederlands' })).toHaveAttribute('href', '/nl/my-dashboard');
  });

  it('speaks Dutch under /nl/my-dashboard', async () => {
    stubApi(user());
    renderAt('/nl/my-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo Anne Dupont' })).toBeInTheDocument();
    expect(screen.getByText(/Welkom in uw SAM-ruimte/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nl-BE');
    await waitFor(() => expect(document.title).toBe('Mijn dashboard – SAM'));
  });

  it('logs out (CSRF cookie, POST /logout) and then leaves for the portal home', async () => {
    const fetchStub = stubApi(user());
    renderAt('/fr/mon-tableau-de-bord');
    const logout = await screen.findByRole('button', { name: 'Déconnexion' });
    fetchStub.mockImplementation(async (input: RequestInfo | URL) => new Response(null, { status: (input as Request).url.endsWith('/api/user') ? 401 : 204 }));
    await act(async () => logout.click());
    await waitFor(() => expect(leaveDashboardFor).toHaveBeenCalledWith('http://portal.test/fr'));
    const calls = fetchStub.mock.calls.map(([input]) => `${(input as Request).method} ${new URL((input as Request).url).pathname}`);
    expect(calls).toEqual(expect.arrayContaining(['GET /sanctum/csrf-cookie', 'POST /logout']));
    expect(calls.indexOf('GET /sanctum/csrf-cookie')).toBeLessThan(calls.indexOf('POST /logout'));
  });
});

describe('mes-fiches', () => {
  it('lists the listings of /api/user with a link to their public page on the portal', async () => {
    stubApi(provider);
    renderAt('/nl/my-dashboard/mijn-fiches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn fiches' })).toBeInTheDocument();
    const park = screen.getByRole('article', { name: 'Maison médicale du Parc' });
    expect(within(park).getByRole('link', { name: 'Publieke fiche bekijken van Maison médicale du Parc' })).toHaveAttribute(
      'href',
      'http://portal.test/nl/zorgverleners/maison-medicale-du-parc',
    );
    expect(within(park).getByText('Gevalideerd door het SAM-team')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Centre de jour Les Tilleuls' })).getByText('Wacht op validatie door het SAM-team')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Mijn ruimte' })).toBeInTheDocument();
  });

  it('says so when the user has no listing', async () => {
    stubApi(user());
    renderAt('/fr/mon-tableau-de-bord/mes-fiches');
    expect(await screen.findByText('Vous ne gérez encore aucune fiche de prestataire.')).toBeInTheDocument();
  });
});

describe('reseau-light-consent', () => {
  it('explains the network consent and links back to the dashboard', async () => {
    stubApi(provider);
    renderAt('/fr/mon-tableau-de-bord/travailler-en-reseau/consentement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consentement au travail en réseau' })).toBeInTheDocument();
    expect(screen.getByText('Maison médicale du Parc : Pas encore de consentement')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mon tableau de bord' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord');
  });
});

describe('unknown dashboard paths', () => {
  it.each([
    ['/fr/mon-tableau-de-bord/nexiste-pas', 'La page demandée est introuvable', 'Cette page est introuvable – SAM'],
    ['/nl/my-dashboard/bestaat-niet', 'De gevraagde pagina werd niet gevonden', 'Deze pagina is niet gevonden – SAM'],
    ['/fr/mon-tableau-de-bord/tokens', 'La page demandée est introuvable', 'Cette page est introuvable – SAM'],
  ])('%s shows the localised 404', async (path, heading, title) => {
    stubApi(null);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });
});
