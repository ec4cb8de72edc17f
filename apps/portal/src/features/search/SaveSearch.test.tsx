import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { configureApiClient, makeStore } from '@sam/api-client';
import type { User } from '@sam/contracts';
import { portalMessages, SEARCH_TABS, type Locale } from '@sam/i18n-routes';
import type { RootData } from '../../root-data';
import { SaveSearch } from './SaveSearch';

const aline: User = {
  id: 7, name: 'Aline', email: 'aline@example.be', locale: 'fr', email_verified_at: '2026-01-01T00:00:00.000Z', roles: ['user'],
  profile: null, prestataires: [], bookmarks: [], search_bookmark_token: '0123456789abcdef',
};
const rootData = (locale: Locale, user: User | null): RootData => ({
  locale,
  user,
  consentCookie: null,
  config: {
    apiPublicUrl: 'http://api.test', portalOrigin: 'http://portal.test', dashboardOrigin: 'http://dashboard.test', cookieDomain: null,
    search: { mode: 'embedded', host: 'api.test', protocol: 'http', appId: 'sam', apiKey: 'public' } as unknown as RootData['config']['search'],
    mapTilesUrl: null, socialLinks: [],
  },
});

let posted: unknown[];
beforeEach(() => {
  posted = [];
  configureApiClient({ baseUrl: 'http://api.test', locale: 'fr' });
  document.cookie = 'XSRF-TOKEN=tok; path=/';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    if (path === '/sanctum/csrf-cookie') return new Response(null, { status: 204 });
    const body = await request.clone().json();
    posted.push(body);
    return new Response(JSON.stringify({ data: { id: 3, ...body, created_at: 'x', alerted_until: 'x', next_run_at: null } }), { status: 201, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
});

function renderAt(url: string, locale: Locale, user: User | null, tab: (typeof SEARCH_TABS)[number] = SEARCH_TABS[0]) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData(locale, user), Component: Outlet, children: [{ path: '*', element: <SaveSearch locale={locale} tab={tab} /> }] }],
    { initialEntries: [url], hydrationData: { loaderData: { root: rootData(locale, user) } } },
  );
  return render(
    <Provider store={makeStore()}>
      <IntlProvider locale={locale === 'fr' ? 'fr-BE' : 'nl-BE'} messages={portalMessages[locale]}>
        <RouterProvider router={router} />
      </IntlProvider>
    </Provider>,
  );
}

describe('SaveSearch', () => {
  it('asks a visitor to log in', () => {
    renderAt('/fr/recherche?q=kine', 'fr', null);
    expect(screen.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute('href', '/fr/connexion');
    expect(screen.queryByRole('button', { name: 'Sauvegarder cette recherche' })).toBeNull();
  });

  it('saves the page’s address without its page number, named after the query, with the chosen alert', async () => {
    renderAt('/fr/recherche?q=kine&commune=Namur&page=3', 'fr', aline);
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder cette recherche' }));
    expect(await screen.findByRole('textbox', { name: 'Nom de la recherche' })).toHaveValue('kine');
    fireEvent.click(screen.getByRole('radio', { name: 'Chaque semaine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText(/La recherche « kine » est sauvegardée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes recherches' })).toHaveAttribute('href', 'http://dashboard.test/fr/mon-tableau-de-bord/mes-recherches');
    expect(posted).toEqual([{ name: 'kine', frequency: 'weekly', tab: 'directory', locale: 'fr', query: 'q=kine&commune=Namur' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sauvegarder cette recherche' })).toHaveFocus());
  });

  it('checks the name in the browser, in Dutch, and names a search without text after its tab', async () => {
    renderAt('/nl/zoeken/agenda', 'nl', aline, SEARCH_TABS[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Deze zoekopdracht bewaren' }));
    const name = await screen.findByRole('textbox', { name: 'Naam van de zoekopdracht' });
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Agenda');
    fireEvent.input(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bewaren' }));
    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});
