import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { makeStore } from '@sam/api-client';
import { ROUTES, type GuardName, type RouteDefinition } from '@sam/i18n-routes';
import { CONSENT_COOKIE } from '@sam/ui';
import { PENDING_TOASTS_COOKIE as TOAST_HANDOFF_COOKIE } from '@sam/ui';
import { json, listing, stubApi, stubApiRoutes, user } from '../testing/fixtures';
import { renderDashboard } from '../testing/render';
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

/** The toasts queued for the next page (the portal's), read back from the hand-over cookie. */
function queuedToasts(): unknown[] {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${TOAST_HANDOFF_COOKIE}=`));
  return cookie ? (JSON.parse(decodeURIComponent(cookie.slice(TOAST_HANDOFF_COOKIE.length + 1))) as unknown[]) : [];
}

/** The route table with other guards on one route. */
const withGuards = (name: string, guards: string[]): RouteDefinition[] =>
  ROUTES.map((route) => (route.name === name ? { ...route, guards: guards as GuardName[] } : route));

afterEach(() => {
  jest.clearAllMocks();
  document.cookie = `${TOAST_HANDOFF_COOKIE}=; Path=/; Max-Age=0`;
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('dashboard index', () => {
  it('greets the user in French, introduces their user type and lists the account sections', async () => {
    stubApi(provider);
    renderAt('/fr/mon-tableau-de-bord');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Anne Dupont' })).toBeInTheDocument();
    expect(screen.getByText(/Gérez ici les fiches de vos services/)).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Que souhaitez-vous faire\u202f?' });
    expect(within(sections).getByRole('link', { name: 'Mes fiches' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/mes-fiches');
    expect(within(sections).getByRole('link', { name: 'Mes favoris' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/mes-favoris');
    expect(screen.getByRole('link', { name: 'Amis de SAM Pro' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord/amis-de-sam-pro');
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
    expect(screen.getByRole('link', { name: 'Vrienden van SAM' })).toHaveAttribute('href', '/nl/my-dashboard/vrienden-van-sam');
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
    // Spec §4 step 5 / §8: the success toast, queued for the portal page the browser goes to.
    expect(queuedToasts()).toEqual([{ type: 'success', title: 'Déconnexion réussie', message: 'Vous êtes correctement déconnecté' }]);
  });

  it('stays, with an error toast, when the logout fails', async () => {
    const fetchStub = stubApi(user());
    renderAt('/fr/mon-tableau-de-bord');
    const logout = await screen.findByRole('button', { name: 'Déconnexion' });
    fetchStub.mockImplementation(async (input: RequestInfo | URL) =>
      (input as Request).url.endsWith('/logout') ? json({ message: 'Server Error', status: 500 }, 500) : new Response(null, { status: 204 }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => logout.click());
    expect(await screen.findByText('La déconnexion a échoué. Veuillez réessayer.')).toBeInTheDocument();
    expect(leaveDashboardFor).not.toHaveBeenCalled();
    expect(queuedToasts()).toEqual([]);
  });
});

describe('mes-fiches', () => {
  it('lists the listings of GET /api/prestataires/mine with a link to their public page on the portal', async () => {
    const mine = (id: number, slug: string, title: string, state: string) => ({
      id, slug, title, state, validated: state !== 'draft', visible: state === 'published', network_consent: false,
      validated_at: null, validation_requested_at: null, has_unsent_changes: false, updated_at: '2026-03-02T10:00:00.000Z',
    });
    stubApiRoutes(provider, {
      'GET /api/prestataires/mine': () =>
        json({ data: [mine(7, 'maison-medicale-du-parc', 'Maison médicale du Parc', 'published'), mine(8, 'centre-de-jour', 'Centre de jour Les Tilleuls', 'pending')] }),
    });
    renderAt('/nl/my-dashboard/mijn-fiches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn fiches' })).toBeInTheDocument();
    const park = await screen.findByRole('row', { name: /Maison médicale du Parc/ });
    expect(within(park).getByRole('link', { name: 'Publieke fiche bekijken van Maison médicale du Parc' })).toHaveAttribute(
      'href',
      'http://portal.test/nl/zorgverleners/maison-medicale-du-parc',
    );
    expect(within(park).getByText('Gepubliceerd')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Centre de jour Les Tilleuls/ })).getByText('Wacht op validatie')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Mijn ruimte' })).toBeInTheDocument();
  });

  it('says so when the user has no listing', async () => {
    stubApiRoutes(user(), { 'GET /api/prestataires/mine': () => json({ data: [] }) });
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
  ])('%s shows the localised 404', async (path, heading, title) => {
    stubApi(null);
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('shell', () => {
  it('shows a toast queued by the previous page (hand-over cookie) once, and clears it', async () => {
    const toast = { type: 'success', title: 'Connexion réussie', message: 'Bienvenue' };
    document.cookie = `${TOAST_HANDOFF_COOKIE}=${encodeURIComponent(JSON.stringify([toast]))}; Path=/`;
    stubApi(user());
    renderAt('/fr/mon-tableau-de-bord');
    expect(await screen.findByText('Bienvenue')).toBeInTheDocument();
    expect(queuedToasts()).toEqual([]);
  });

  it('offers the cookie consent bar until the visitor decides', async () => {
    stubApi(user());
    renderAt('/fr/mon-tableau-de-bord');
    const bar = await screen.findByRole('region', { name: 'Nous respectons votre vie privée' });
    expect(within(bar).getByRole('link', { name: 'En savoir plus' })).toHaveAttribute(
      'href',
      'http://portal.test/fr/politique-de-confidentialite/cookies',
    );
    await userEvent.setup().click(within(bar).getByRole('button', { name: 'Tout refuser' }));
    expect(screen.queryByRole('region', { name: 'Nous respectons votre vie privée' })).not.toBeInTheDocument();
  });

  it('folds the account menu behind a button (issue 15: under 900 px) that closes again after a followed link', async () => {
    stubApi(user());
    const { router } = renderDashboard('/fr/mon-tableau-de-bord/mes-fiches');
    const toggle = await screen.findByRole('button', { name: 'Menu de mon espace' });
    const nav = screen.getByRole('navigation', { name: 'Mon espace' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('data-open', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(within(nav).getByRole('list'));
    const events = userEvent.setup();
    await events.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await events.click(within(nav).getByRole('link', { name: 'Mes favoris' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/mon-tableau-de-bord/mes-favoris'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu de mon espace' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('remembers the language chosen in the switch for 365 days (issue 15)', async () => {
    stubApi(user());
    renderDashboard('/fr/mon-tableau-de-bord');
    const switcher = await screen.findByRole('navigation', { name: 'Choisir la langue' });
    await userEvent.setup().click(within(switcher).getByRole('link', { name: 'Nederlands' }));
    expect(document.cookie).toContain('i18n_locale=nl');
    document.cookie = 'i18n_locale=; Path=/; Max-Age=0';
  });

  it('shows the breadcrumb (dashboard home > page) and keeps its link inside the SPA', async () => {
    stubApi(user());
    const { router } = renderDashboard('/fr/mon-tableau-de-bord/mes-fiches');
    const trail = await screen.findByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(trail).getByText('Mes fiches')).toHaveAttribute('aria-current', 'page');
    const home = within(trail).getByRole('link', { name: 'Mon tableau de bord' });
    expect(home).toHaveAttribute('href', '/fr/mon-tableau-de-bord');
    await userEvent.setup().click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/mon-tableau-de-bord'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Anne Dupont' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Fil d’Ariane' })).not.toBeInTheDocument();
  });

  it('warns a user with an unverified address and resends the link', async () => {
    const { calls } = stubApiRoutes(user({ email_verified_at: null }), {
      'POST /api/email/verification-notification': () => json({ sent: true, already_verified: false }, 202),
    });
    // Without the verify-email guard (which would send the user to the portal), as right after an email change.
    renderDashboard('/fr/mon-tableau-de-bord/mes-fiches', withGuards('dashboard-index-mes-fiches', ['check-auth']));
    expect(await screen.findByText(/n’est pas encore vérifiée/)).toHaveTextContent('user@sam.example');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    expect(await screen.findByText('Un nouveau lien de confirmation a été envoyé à user@sam.example.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/email/verification-notification')).toBe(true);
  });

  it('does not show the banner to a verified user', async () => {
    stubApi(user());
    renderAt('/fr/mon-tableau-de-bord/mes-fiches');
    await screen.findByRole('heading', { level: 1, name: 'Mes fiches' });
    expect(screen.queryByText(/n’est pas encore vérifiée/)).not.toBeInTheDocument();
  });
});

describe('a route naming a guard the dashboard does not know (spec §8)', () => {
  it('answers 500 "Unknown middleware" with the localised error page', async () => {
    stubApi(user());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard('/fr/mon-tableau-de-bord/mes-fiches', withGuards('dashboard-index-mes-fiches', ['check-auth', 'is-admin']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText(/Unknown middleware/)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Unknown middleware: is-admin');
  });

  it('turns the navigation progress bar red when the navigation to it fails', async () => {
    stubApi(user());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderDashboard('/fr/mon-tableau-de-bord/mes-fiches', withGuards('dashboard-index-mon-profil', ['check-auth', 'is-admin']));
    await screen.findByRole('heading', { level: 1, name: 'Mes fiches' });
    const bar = document.querySelector('[data-state]')!;
    expect(bar).not.toHaveAttribute('data-failed');
    await act(() => router.navigate('/fr/mon-tableau-de-bord/mon-profil'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-state]')).toHaveAttribute('data-failed', 'true'));
    await act(() => router.navigate('/fr/mon-tableau-de-bord/mes-fiches'));
    await waitFor(() => expect(document.querySelector('[data-state]')).not.toHaveAttribute('data-failed'));
  });
});
