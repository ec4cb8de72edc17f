import { makeStore } from '@sam/api-client';
import { DASHBOARD_BASE, ROUTES, dashboardMessages, pathFor } from '@sam/i18n-routes';
import { DASHBOARD_PAGES, buildRoutes, dashboardPageRoutes, type DashboardRouteHandle } from './routes';

jest.mock('../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

const pageRoutes = dashboardPageRoutes(makeStore());

describe('dashboard route generation', () => {
  it('makes one route per built page and locale, with the paths of the route table', () => {
    const built = Object.keys(DASHBOARD_PAGES);
    expect(pageRoutes).toHaveLength(built.length * 2);
    for (const name of built) {
      // The table's patterns: pages like offres/:id take parameters.
      const route = ROUTES.find((r) => r.name === name)!;
      expect(pageRoutes.map((r) => r.path)).toEqual(expect.arrayContaining([route.fr, route.nl]));
    }
    expect(pageRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/fr/mon-tableau-de-bord', '/nl/my-dashboard', '/fr/mon-tableau-de-bord/mes-fiches', '/nl/my-dashboard/mijn-fiches']),
    );
  });

  it('names each route with its locale suffix and carries a guard loader', () => {
    const route = pageRoutes.find((r) => r.path === '/nl/my-dashboard/netwerken/toestemming')!;
    expect(route.id).toBe('dashboard-index-reseau-light-consent___nl');
    expect((route.handle as DashboardRouteHandle).locale).toBe('nl');
    expect(typeof route.loader).toBe('function');
  });

  it('only builds dashboard routes of the table', () => {
    const dashboardPaths = new Set(ROUTES.filter((r) => r.app === 'dashboard').flatMap((r) => [r.fr, r.nl]));
    for (const route of pageRoutes) expect(dashboardPaths.has(route.path!)).toBe(true);
    for (const route of pageRoutes) expect(route.path!.startsWith(DASHBOARD_BASE.fr) || route.path!.startsWith(DASHBOARD_BASE.nl)).toBe(true);
  });

  it('builds every network page (issue 13) and leaves a route without a page out of the router, so it 404s', () => {
    const paths = pageRoutes.map((r) => r.path);
    expect(paths).toContain(pathFor('dashboard-index-mon-reseau-exporter-mon-reseau', 'fr'));
    expect(paths).toContain(pathFor('dashboard-index-mon-reseau', 'nl'));
    const unbuilt = { name: 'dashboard-index-pas-encore', fr: '/fr/mon-tableau-de-bord/pas-encore', nl: '/nl/my-dashboard/nog-niet', app: 'dashboard', layout: 'account' } as const;
    expect(dashboardPageRoutes(makeStore(), [...ROUTES, unbuilt]).map((r) => r.path)).not.toContain(unbuilt.fr);
  });

  it('builds the account pages (profile, credentials, tokens), each with a title in both catalogues', () => {
    expect(pageRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/fr/mon-tableau-de-bord/mon-profil', '/nl/my-dashboard/mijn-inloggegevens', '/nl/my-dashboard/tokens']),
    );
    for (const page of Object.values(DASHBOARD_PAGES)) {
      expect(dashboardMessages.fr[page.titleId]).toBeTruthy();
      expect(dashboardMessages.nl[page.titleId]).toBeTruthy();
    }
  });

  it('ends with a catch-all 404 inside the account layout', () => {
    const [root] = buildRoutes(makeStore());
    const layout = root.children!.find((r) => r.id === 'account-layout')!;
    expect(layout.children!.at(-1)!.path).toBe('*');
  });
});
