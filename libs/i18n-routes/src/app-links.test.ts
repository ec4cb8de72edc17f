import { appHref, appLinker, parseRouteLink, routeLinkHref } from './app-links';

const origins = { portal: 'https://www.sam.test/', dashboard: 'https://mon.sam.test' };

describe('appHref', () => {
  it('keeps a page of the same app a path, and puts the other app’s pages on its origin', () => {
    expect(appHref({ route: 'contact', locale: 'fr', origins, from: 'portal' })).toBe('/fr/contact');
    expect(appHref({ route: 'dashboard-index-mes-fiches', locale: 'nl', origins, from: 'portal' })).toBe('https://mon.sam.test/nl/my-dashboard/mijn-fiches');
    expect(appHref({ route: 'dashboard-index-mes-fiches', locale: 'fr', origins, from: 'dashboard' })).toBe('/fr/mon-tableau-de-bord/mes-fiches');
    expect(appHref({ route: 'faq', locale: 'nl', origins, from: 'dashboard' })).toBe('https://www.sam.test/nl/faq');
  });

  it('makes every link absolute when no app carries it (mails)', () => {
    expect(appHref({ route: 'agenda-slug', locale: 'fr', params: { slug: 'fete' }, origins })).toBe('https://www.sam.test/fr/agenda/fete');
    expect(appHref({ route: 'dashboard-index-mon-reseau', locale: 'nl', origins, query: { a: 'b c' }, hash: 'top' })).toBe(
      'https://mon.sam.test/nl/my-dashboard/mijn-netwerk?a=b+c#top',
    );
  });

  it('refuses a route name the table does not know, or a missing parameter', () => {
    expect(() => appHref({ route: 'dashboard.listings', locale: 'fr', origins })).toThrow(/Unknown route name/);
    expect(() => appHref({ route: 'agenda-slug', locale: 'fr', origins })).toThrow(/slug/);
  });

  it('binds the origins and the carrying app once', () => {
    const link = appLinker(origins, 'dashboard');
    expect(link('commander-encart-publicitaire', 'fr', undefined, { hash: 'commander' })).toBe('https://www.sam.test/fr/commander-encart-publicitaire#commander');
    expect(link('dashboard-index', 'nl')).toBe('/nl/my-dashboard');
  });
});

describe('route: links', () => {
  it('resolve in the locale asked, with parameters from the query and the rest kept', () => {
    expect(routeLinkHref('route:dashboard-index-services', 'fr', origins, 'portal')).toBe('https://mon.sam.test/fr/mon-tableau-de-bord/services');
    expect(routeLinkHref('route:dashboard-index-services', 'nl', origins, 'portal')).toBe('https://mon.sam.test/nl/my-dashboard/diensten');
    expect(routeLinkHref('route:agenda-slug?slug=fete&utm=x#plan', 'nl', origins, 'portal')).toBe('/nl/agenda/fete?utm=x#plan');
    expect(parseRouteLink('route:contact#form')).toEqual({ route: 'contact', params: {}, query: new URLSearchParams(), hash: 'form' });
  });

  it('fail on an unknown route name instead of giving a dead link', () => {
    expect(() => routeLinkHref('route:dashboard-index-nope', 'fr', origins, 'portal')).toThrow(/Unknown route name: dashboard-index-nope/);
    expect(() => parseRouteLink('/fr/contact')).toThrow(/Not a route link/);
  });
});
