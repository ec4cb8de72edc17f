import { createIntl } from 'react-intl';
import { portalMessages } from '@sam/i18n-routes';
import { contentHref, formatAddress, formatDay, formatPrice, providerHref } from './format';
import { directoryFacets, facetLabeller } from './facets';
import { tabOfSegment, tabPath } from './tabs';

describe('search cards', () => {
  it('writes the address as the provider page does', () => {
    expect(formatAddress({ kind: 'head_office', street: 'Rue Haute', number: '152', box: '3', postal_code: '1000', locality: 'Bruxelles' })).toBe('Rue Haute 152 / 3, 1000 Bruxelles');
    expect(formatAddress({ kind: 'activity_place', street: 'Grand-Place', number: null, box: null, postal_code: '7000', locality: 'Mons' })).toBe('Grand-Place, 7000 Mons');
  });

  it('links a provider under its main sector in the page locale, or without one', () => {
    const hit = { slug: 'maison-medicale-du-parc', sector_slug: { fr: 'sante', nl: 'gezondheid' } };
    expect(providerHref(hit, 'fr')).toBe('/fr/prestataires/sante/maison-medicale-du-parc');
    expect(providerHref(hit, 'nl')).toBe('/nl/zorgverleners/gezondheid/maison-medicale-du-parc');
    expect(providerHref({ slug: 'x', sector_slug: { fr: null, nl: null } }, 'fr')).toBe('/fr/prestataires/x');
  });

  it('links each kind of content to its page', () => {
    const slug = { fr: 'repit', nl: 'respijt' };
    expect(contentHref({ kind: 'event', slug }, 'fr')).toBe('/fr/agenda/repit');
    expect(contentHref({ kind: 'annonce', slug }, 'nl')).toBe('/nl/zoekertjes/respijt');
    expect(contentHref({ kind: 'info', slug }, 'fr')).toBe('/fr/informations-utiles/repit');
    expect(contentHref({ kind: 'conseil', slug }, 'nl')).toBe('/nl/sam-advies/respijt');
  });

  it('formats Belgian dates and prices the same everywhere', () => {
    // 2026-12-03 23:30 UTC is already 4 December in Brussels.
    expect(formatDay(Date.UTC(2026, 11, 3, 23, 30) / 1000, 'fr')).toBe('ven. 4 décembre 2026');
    expect(formatPrice(15000, 'fr')).toBe(new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(150));
    expect(formatPrice(0, 'nl')).toBeNull();
    expect(formatPrice(null, 'nl')).toBeNull();
  });
});

describe('facets', () => {
  it('labels coded values from the catalogues and keeps the others', () => {
    const intl = createIntl({ locale: 'fr-BE', messages: portalMessages.fr });
    const labels = facetLabeller('fr', intl);
    expect(labels.title('tarif')).toBe('Tarif');
    expect(labels.value('tarif', 'conventionne')).toBe('Conventionné');
    expect(labels.value('type', 'service_public')).toBe('Service public');
    expect(labels.value('type', 'inconnu')).toBe('inconnu');
    expect(labels.value('sources.country', 'BE')).toBe('Belgique');
    expect(labels.value('language', 'nl')).toBe('Néerlandais');
    expect(labels.title('accessibility')).toBe('Accessibilité');
    expect(labels.value('accessibility', 'step_free_entrance')).toBe('Entrée de plain-pied');
    expect(labels.value('communes.commune', 'Ixelles')).toBe('Ixelles');
    // Current filters follow the panel: the need first, then the facets in their order.
    expect(['tarif', 'provinces.province', 'navbesoinsfr.lvl0'].sort((a, b) => labels.rank(a) - labels.rank(b))).toEqual(['navbesoinsfr.lvl0', 'provinces.province', 'tarif']);
  });

  it('lists the spec’s facets of the directory with the locale’s attributes', () => {
    expect(directoryFacets('nl').map((f) => f.attribute)).toEqual([
      'sectors.titre.nl',
      'provinces.province',
      'arrondissements.arrondissement',
      'communes.commune',
      'quartiers.quartier',
      'tarif',
      'accessibility',
      'sources.association',
      'sources.country',
      'type',
      'category_nl',
    ]);
  });
});

describe('tabs', () => {
  it('maps the localised segments to the five tabs, the directory at /recherche', () => {
    expect(tabOfSegment(undefined, 'fr')?.id).toBe('directory');
    expect(tabOfSegment('bons-plans', 'fr')?.countType).toBe('sam_conseils');
    expect(tabOfSegment('goede-tips', 'fr')).toBeUndefined();
    expect(tabPath(tabOfSegment('annuaire', 'fr')!, 'nl')).toBe('/nl/zoeken');
    expect(tabPath(tabOfSegment('artikels', 'nl')!, 'fr')).toBe('/fr/recherche/articles');
  });
});
