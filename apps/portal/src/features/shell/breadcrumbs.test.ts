import { breadcrumbFile } from './breadcrumbs';

describe('breadcrumb file', () => {
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

  it('has a trail for every portal page but the home page, each labelled', () => {
    const file = breadcrumbFile('nl');
    expect(file['index']).toBeUndefined();
    for (const trail of Object.values(file)) for (const crumb of trail) expect(crumb.label).not.toMatch(/^content-|^index$/);
  });
});
