import type { Prestataire } from '@sam/contracts';
import type { JsonLdValue } from '../../shared/seo/jsonld';

/** Sectors whose providers are health services for schema.org (MedicalBusiness rather than LocalBusiness). */
const HEALTH_SECTORS = new Set(['sante', 'soins', 'sante-mentale', 'soins-a-domicile']);
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The provider page's schema.org record: LocalBusiness (MedicalBusiness for health sectors) with
 * its visible addresses, their coordinates and the opening hours; only what the page shows.
 */
export function providerJsonLd(listing: Prestataire, url: string, apiBase: string): JsonLdValue {
  const health = listing.sectors.some((s) => HEALTH_SECTORS.has(s.slug_fr) || /sant|soin|m[ée]dic/i.test(s.slug_fr));
  const visible = listing.addresses.filter((a) => a.is_visible);
  const postal = (a: Prestataire['addresses'][number]): JsonLdValue => ({
    '@type': 'PostalAddress',
    streetAddress: [a.street, a.number].filter(Boolean).join(' ') + (a.box ? ` / ${a.box}` : ''),
    postalCode: a.postal_code,
    addressLocality: a.locality,
    addressCountry: a.country,
  });
  const record: Record<string, JsonLdValue> = {
    '@context': 'https://schema.org',
    '@type': health ? 'MedicalBusiness' : 'LocalBusiness',
    name: listing.title,
    url,
  };
  const description = listing.activity_description ?? listing.specialisation;
  if (description) record.description = description;
  if (listing.phone) record.telephone = listing.phone;
  if (listing.email) record.email = listing.email;
  if (listing.website && /^https?:\/\//i.test(listing.website)) record.sameAs = listing.website;
  if (visible.length === 1) record.address = postal(visible[0]);
  if (visible.length > 1) record.address = visible.map(postal);
  const located = visible.find((a) => a.lat !== null && a.lon !== null);
  if (located) record.geo = { '@type': 'GeoCoordinates', latitude: located.lat as number, longitude: located.lon as number };
  if (listing.opening_hours.length > 0) {
    record.openingHoursSpecification = listing.opening_hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAYS[h.day - 1]}`,
      opens: h.opens,
      closes: h.closes,
    }));
  }
  if (listing.photos.length > 0) record.image = listing.photos.map((p) => `${apiBase.replace(/\/+$/, '')}${p.urls.large}`);
  return record;
}
