import { qrPagePath, qrTargetOf } from './qr-target';

const qrPageFor = (address: string, origin: string) => {
  const target = qrTargetOf(address, origin);
  return target && qrPagePath(target);
};

const ORIGIN = 'https://www.example.be';

describe('qrTargetOf', () => {
  it('maps a provider page, an event and a static page to their QR page, in their locale', () => {
    expect(qrPageFor('https://www.example.be/fr/prestataires/sante/maison-medicale-du-parc', ORIGIN)).toBe('/fr/qr/prestataire/maison-medicale-du-parc');
    expect(qrPageFor('/nl/zorgverleners/maison-medicale-du-parc?x=1', ORIGIN)).toBe('/nl/qr/prestataire/maison-medicale-du-parc');
    expect(qrPageFor(' /fr/agenda/cafe-des-aidants#plan ', ORIGIN)).toBe('/fr/qr/event/cafe-des-aidants');
    expect(qrPageFor('https://www.example.be/nl/steun-de-vzw/vrienden-van-sam', ORIGIN)).toBe('/nl/qr/page/content-soutenir-asbl-amis-de-sam');
    expect(qrPageFor('/fr', ORIGIN)).toBe('/fr/qr/page/index');
  });

  it('refuses other sites, account pages, pages with other parameters and unknown paths', () => {
    for (const bad of [
      'https://evil.example/fr/contact',
      '//evil.example/fr/contact',
      'fr/contact',
      'javascript:alert(1)',
      '/fr/connexion',
      '/fr/annonces/velo-adapte',
      '/fr/mon-tableau-de-bord',
      '/en/contact',
      '',
    ]) {
      expect([bad, qrPageFor(bad, ORIGIN)]).toEqual([bad, null]);
    }
  });
});
