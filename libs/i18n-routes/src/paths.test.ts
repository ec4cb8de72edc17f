import { ROUTES } from './routes';
import { isPortalPage, localisedRouteName, matchRoute, pathFor, splitRouteName, twinPath } from './paths';

describe('route table', () => {
  it('has unique names and unique paths per locale', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    for (const locale of ['fr', 'nl'] as const) {
      const paths = ROUTES.map((r) => r[locale]);
      expect(new Set(paths).size).toBe(paths.length);
      for (const path of paths) expect(path.startsWith(`/${locale}`)).toBe(true);
    }
  });

  it('gives fr and nl patterns of the same shape (same parameters in the same order)', () => {
    const params = (p: string) => p.split('/').filter((s) => s.startsWith(':'));
    for (const r of ROUTES) expect(params(r.nl)).toEqual(params(r.fr));
  });

  it('carries the spec route names', () => {
    const names = new Set(ROUTES.map((r) => r.name));
    for (const n of ['index', 'besoins', 'content-services-sam', 'faq', 'contact', 'dashboard-index', 'dashboard-index-reseau-light-consent',
      'auth-login', 'auth-register', 'verify-id-hash', 'aide-besoin-aide', 'content-permanence-juridique', 'content-soutenir-asbl-amis-de-sam']) {
      expect(names).toContain(n);
    }
  });

  it('puts the dashboard under /fr/mon-tableau-de-bord and /nl/my-dashboard', () => {
    expect(pathFor('dashboard-index', 'fr')).toBe('/fr/mon-tableau-de-bord');
    expect(pathFor('dashboard-index-mes-fiches', 'nl')).toBe('/nl/my-dashboard/mijn-fiches');
  });
});

describe('route names with a locale suffix', () => {
  it('round-trips', () => {
    expect(localisedRouteName('agenda-slug', 'nl')).toBe('agenda-slug___nl');
    expect(splitRouteName('agenda-slug___nl')).toEqual({ name: 'agenda-slug', locale: 'nl' });
    expect(splitRouteName('agenda-slug')).toBeNull();
  });
});

describe('pathFor', () => {
  it('builds the home pages', () => {
    expect(pathFor('index', 'fr')).toBe('/fr');
    expect(pathFor('index', 'nl')).toBe('/nl');
  });
  it('fills and encodes parameters, drops missing optional ones', () => {
    expect(pathFor('prestataires-sector-slug', 'fr', { sector: 'sante', slug: 'maison-medicale' })).toBe('/fr/prestataires/sante/maison-medicale');
    expect(pathFor('prestataires-sector-slug', 'nl', { slug: 'x' })).toBe('/nl/zorgverleners/x');
    expect(pathFor('agenda-slug', 'fr', { slug: 'a b' })).toBe('/fr/agenda/a%20b');
  });
  it('refuses a missing required parameter and an unknown name', () => {
    expect(() => pathFor('agenda-slug', 'fr')).toThrow(/slug/);
    expect(() => pathFor('nope', 'fr')).toThrow(/Unknown route/);
  });
});

describe('matchRoute and twinPath', () => {
  it('prefers static segments over parameters', () => {
    expect(matchRoute('/fr/mon-tableau-de-bord/annonces/create')?.route.name).toBe('dashboard-index-annonces-create');
    expect(matchRoute('/fr/mon-tableau-de-bord/annonces/mon-velo')?.route.name).toBe('dashboard-index-annonces-slug');
  });
  it('matches the optional sector segment both ways', () => {
    expect(matchRoute('/fr/prestataires/sante/abc')?.params).toEqual({ sector: 'sante', slug: 'abc' });
    expect(matchRoute('/fr/prestataires/abc')?.params).toEqual({ slug: 'abc' });
  });
  it('ignores a trailing slash and rejects unknown paths and locales', () => {
    expect(matchRoute('/nl/zoeken/')?.route.name).toBe('recherche');
    expect(matchRoute('/fr/does-not-exist')).toBeNull();
    expect(matchRoute('/de/agenda')).toBeNull();
  });
  it('finds the twin page in the other locale', () => {
    expect(twinPath('/fr/annonces/velo', 'nl')).toBe('/nl/zoekertjes/velo');
    expect(twinPath('/nl/my-dashboard/mijn-profiel', 'fr')).toBe('/fr/mon-tableau-de-bord/mon-profil');
    expect(twinPath('/fr/prestataires/sante/abc', 'nl', { sector: 'gezondheid' })).toBe('/nl/zorgverleners/gezondheid/abc');
    expect(twinPath('/fr/unknown', 'nl')).toBe('/nl');
  });
});

describe('isPortalPage', () => {
  it('takes a portal page in either language, with a query or a fragment, and nothing else', () => {
    for (const url of ['/fr/soutenir-l-asbl/amis-de-sam', '/nl/steun-de-vzw/vrienden-van-sam#pro', '/fr?ref=panel', '/nl/zoeken/']) expect(isPortalPage(url)).toBe(true);
    for (const url of ['/fr/pas/une/page/du/site', '/fr/mon-tableau-de-bord', '/fr/mon-tableau-de-bord/tokens', '/de/x', '//www.example.be/fr', '/fr/\\x', 'https://www.example.be/fr']) {
      expect(isPortalPage(url)).toBe(false);
    }
  });
});
