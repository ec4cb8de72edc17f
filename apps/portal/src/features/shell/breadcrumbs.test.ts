import { LOCALES, portalCatalogue } from '@sam/i18n-routes';
import { breadcrumbFile } from './breadcrumbs';

describe('breadcrumb file', () => {
  // The portal has both languages loaded on the server (entry.server.tsx), the page's in the browser.
  beforeAll(() => Promise.all(LOCALES.map((locale) => portalCatalogue.load(locale))));

  it('gives each page its parents, home first, in the file’s language', () => {
    const fr = breadcrumbFile('fr');
    expect(fr['content-a-propos-asbl-statuts']).toEqual([
      { label: 'Accueil', href: '/fr' },
      { label: 'À propos de l’ASBL', href: '/fr/a-propos-de-l-asbl' },
    ]);
    expect(fr['prestataires-sector-slug']).toEqual([
      { label: 'Accueil', href: '/fr' },
      { label: 'Prestataires', href: '/fr/prestataires' },
    ]);
    expect(breadcrumbFile('nl')['content-permanence-juridique']).toEqual([
      { label: 'Home', href: '/nl' },
      { label: 'Hulp nodig?', href: '/nl/hulp-nodig' },
    ]);
  });

  it('puts the flat detail pages under their list page', () => {
    const nl = breadcrumbFile('nl');
    expect(nl['sam-conseil-slug']).toEqual([
      { label: 'Home', href: '/nl' },
      { label: expect.any(String), href: '/nl/sam-gids' },
    ]);
    expect(nl['besoins-slug'].map((c) => c.href)).toEqual(['/nl', '/nl/laat-me-begeleiden']);
  });

  it('has a trail for every portal page but the home page, each labelled', () => {
    const file = breadcrumbFile('nl');
    expect(file['index']).toBeUndefined();
    for (const trail of Object.values(file)) for (const crumb of trail) expect(crumb.label).not.toMatch(/^content-|^index$/);
  });
});
