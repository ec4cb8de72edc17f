import type { Prestataire } from '@sam/contracts';
import { providerJsonLd } from './provider-json-ld';

const base = {
  title: 'Maison médicale du Parc', activity_description: 'Médecine générale.', specialisation: null, phone: '+32 2 123 45 67', email: 'accueil@mmparc.be',
  website: 'https://mmparc.be', opening_hours: [{ day: 1, opens: '09:00', closes: '17:00' }], photos: [],
  sectors: [{ id: 1, slug_fr: 'sante', slug_nl: 'gezondheid', titre_fr: 'Santé', titre_nl: 'Gezondheid', is_main: true }],
  addresses: [
    { id: 1, kind: 'head_office', street: 'Rue du Parc', number: '12', box: null, postal_code: '1000', locality: 'Bruxelles', country: 'BE', is_visible: true, lat: 50.84, lon: 4.35, commune: null, arrondissement: null, province: null, quartier: null },
    { id: 2, kind: 'activity_place', street: '', number: null, box: null, postal_code: '1000', locality: 'Bruxelles', country: 'BE', is_visible: false, lat: null, lon: null, commune: null, arrondissement: null, province: null, quartier: null },
  ],
} as unknown as Prestataire;

describe('providerJsonLd', () => {
  it('describes a health provider as a MedicalBusiness with its visible address, geo and opening hours', () => {
    expect(providerJsonLd(base, 'https://sam.example/fr/prestataires/sante/mmparc', 'https://api.sam.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalBusiness',
      name: 'Maison médicale du Parc',
      url: 'https://sam.example/fr/prestataires/sante/mmparc',
      description: 'Médecine générale.',
      telephone: '+32 2 123 45 67',
      email: 'accueil@mmparc.be',
      sameAs: 'https://mmparc.be',
      address: { '@type': 'PostalAddress', streetAddress: 'Rue du Parc 12', postalCode: '1000', addressLocality: 'Bruxelles', addressCountry: 'BE' },
      geo: { '@type': 'GeoCoordinates', latitude: 50.84, longitude: 4.35 },
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '17:00' }],
    });
  });

  it('is a LocalBusiness in other sectors', () => {
    const other = { ...base, sectors: [{ ...base.sectors[0], slug_fr: 'aide-a-domicile' }] } as Prestataire;
    expect(providerJsonLd(other, 'u', '')).toMatchObject({ '@type': 'LocalBusiness' });
  });
});
