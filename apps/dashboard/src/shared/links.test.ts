import { portalUrl } from './links';

jest.mock('../env', () => ({ env: { portalOrigin: 'http://portal.test', apiUrl: 'http://api.test' } }));

describe('portalUrl (appHref from the dashboard)', () => {
  it('puts portal pages on the portal’s origin and keeps dashboard pages as paths', () => {
    expect(portalUrl('faq', 'nl')).toBe('http://portal.test/nl/faq');
    expect(portalUrl('commander-encart-publicitaire', 'fr', undefined, { hash: 'ad-order-heading' })).toBe('http://portal.test/fr/commander-encart-publicitaire#ad-order-heading');
    expect(portalUrl('prestataires-sector-slug', 'fr', { slug: 'asbl-repit' })).toBe('http://portal.test/fr/prestataires/asbl-repit');
    expect(portalUrl('dashboard-index-tokens', 'fr')).toBe('/fr/mon-tableau-de-bord/tokens');
  });

  it('throws on a route name the table does not know', () => {
    expect(() => portalUrl('foire-aux-questions', 'fr')).toThrow(/Unknown route name/);
  });
});
