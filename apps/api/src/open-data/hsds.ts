import { createHash } from 'node:crypto';
import { openingHoursSchema, type HsdsService, type Locale } from '@sam/contracts';
import { pathFor } from '@sam/i18n-routes';
import { serverText } from '../i18n';
import { accessibilityOf } from '../prestataires/accessibility';
import { areaKey, type OpenDataDetails, type OpenDataListing } from './repository';

/**
 * Database rows → HSDS 3.0 objects (pure; decision 0018). Ids are name-based UUIDs (RFC 4122
 * version 5 layout) of the row they come from, so a harvester sees the same id for the same
 * listing, address or schedule on every export and can update rather than duplicate.
 */

const NAMESPACE = 'be.sam.open-data';

export function stableUuid(kind: string, key: string | number): string {
  const bytes = createHash('sha1').update(`${NAMESPACE}:${kind}:${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const DAY_NAMES: Record<Locale, readonly string[]> = {
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  nl: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
};
const LOCAL_TIME: Record<Locale, string> = { fr: 'heure de Bruxelles', nl: 'Brusselse tijd' };
const TAXONOMIES: Record<'sector' | 'need', Record<Locale, string>> = {
  sector: { fr: 'SAM : secteurs', nl: 'SAM: sectoren' },
  need: { fr: 'SAM : besoins', nl: 'SAM: noden' },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const present = (value: string | null | undefined): string | undefined => (value && value.trim() ? value.trim() : undefined);
const email = (value: string | null): string | undefined => (value && EMAIL.test(value.trim()) ? value.trim() : undefined);

/** Websites are typed by providers, often without a scheme: an absolute http(s) URL or nothing. */
export function absoluteUrl(value: string | null): string | undefined {
  const raw = present(value);
  if (!raw) return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    return url.hostname.includes('.') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Stored timestamps are ISO on both engines, or `YYYY-MM-DD hh:mm:ss` (UTC) from a default. */
export const isoInstant = (value: string): string => new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`).toISOString();

function openingSlots(raw: string | null) {
  if (!raw) return [];
  try {
    const parsed = openingHoursSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

const groupBy = <T extends { prestataire_id: number }>(rows: T[]) => {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.prestataire_id, [...(map.get(row.prestataire_id) ?? []), row]);
  return map;
};

export interface HsdsContext {
  locale: Locale;
  portalOrigin: string;
}

export function toHsdsServices(listings: OpenDataListing[], details: OpenDataDetails, { locale, portalOrigin }: HsdsContext): HsdsService[] {
  const addresses = groupBy(details.addresses);
  const languages = groupBy(details.languages);
  const sectors = groupBy(details.sectors);
  const besoins = groupBy(details.besoins);
  const zones = groupBy(details.zones);
  const named = (key: string) => {
    const area = details.areas.get(key);
    return area && (locale === 'fr' ? area.name_fr : area.name_nl);
  };

  return listings.map((listing) => {
    const serviceId = stableUuid('service', listing.id);
    const organizationId = stableUuid('organization', listing.id);
    const mainSector = sectors.get(listing.id)?.[0];
    const pageUrl = new URL(
      pathFor('prestataires-sector-slug', locale, { sector: mainSector ? (locale === 'fr' ? mainSector.slug_fr : mainSector.slug_nl) : undefined, slug: listing.slug }),
      portalOrigin,
    ).href;
    const description = present(listing.activity_description) ?? listing.title;
    const person = [listing.first_name, listing.last_name].map(present).filter(Boolean).join(' ');
    const eligibility = [listing.target_audience, listing.access_conditions].map(present).filter(Boolean).join('\n\n');

    const identifiers = [
      ['company_number', listing.company_number, 'BE-KBO-BCE', locale === 'fr' ? "Numéro d'entreprise (BCE)" : 'Ondernemingsnummer (KBO)'],
      ['inami_number', listing.inami_number, 'BE-INAMI-RIZIV', locale === 'fr' ? 'Numéro INAMI' : 'RIZIV-nummer'],
    ] as const;

    const locations = (addresses.get(listing.id) ?? []).map((address) => {
      const locationId = stableUuid('location', address.id);
      const commune = address.commune_id ? details.areas.get(areaKey('commune', address.commune_id)) : undefined;
      const province = commune?.province_id ? named(areaKey('province', commune.province_id)) : undefined;
      const street = [address.street, address.number].map(present).filter(Boolean).join(' ');
      return {
        id: stableUuid('service_at_location', address.id),
        service_id: serviceId,
        location_id: locationId,
        location: {
          id: locationId,
          location_type: 'physical' as const,
          organization_id: organizationId,
          name: `${listing.title} – ${address.locality}`,
          ...(address.lat !== null && address.lon !== null ? { latitude: address.lat, longitude: address.lon } : {}),
          addresses: [
            {
              id: stableUuid('address', address.id),
              location_id: locationId,
              address_1: street || address.locality,
              ...(present(address.box) ? { address_2: `${locale === 'fr' ? 'boîte' : 'bus'} ${address.box!.trim()}` } : {}),
              city: address.locality,
              // Brussels has no province: the region stands in (HSDS requires the field).
              state_province: province ?? (locale === 'fr' ? 'Région de Bruxelles-Capitale' : 'Brussels Hoofdstedelijk Gewest'),
              postal_code: address.postal_code,
              country: address.country || 'BE',
              address_type: 'physical' as const,
            },
          ],
          // One record per accessibility fact of the address (issue 17), named in the export's language.
          accessibility: accessibilityOf(address).map((fact) => ({
            id: stableUuid('accessibility', `${address.id}:${fact}`),
            location_id: locationId,
            description: serverText(locale, `accessibility.fact.${fact}`) ?? fact,
          })),
        },
      };
    });

    const termsOf = (kind: 'sector' | 'need', rows: { id: number; slug_fr: string; slug_nl: string; titre_fr: string; titre_nl: string }[]) =>
      rows.map((row) => {
        const termId = stableUuid(kind, row.id);
        const name = locale === 'fr' ? row.titre_fr : row.titre_nl;
        return {
          id: stableUuid('attribute', `${listing.id}:${kind}:${row.id}`),
          link_id: serviceId,
          link_type: kind,
          link_entity: 'service' as const,
          taxonomy_term_id: termId,
          taxonomy_term: { id: termId, code: locale === 'fr' ? row.slug_fr : row.slug_nl, name, description: name, taxonomy: TAXONOMIES[kind][locale], language: locale },
        };
      });

    return {
      id: serviceId,
      organization_id: organizationId,
      name: listing.title,
      description,
      url: pageUrl,
      ...(email(listing.email) ? { email: email(listing.email) } : {}),
      status: 'active' as const,
      ...(present(listing.fees) ? { fees_description: present(listing.fees) } : {}),
      ...(eligibility ? { eligibility_description: eligibility } : {}),
      last_modified: isoInstant(listing.updated_at),
      organization: {
        id: organizationId,
        name: present(listing.company) ?? listing.title,
        description,
        ...(email(listing.email) ? { email: email(listing.email) } : {}),
        ...(absoluteUrl(listing.website) ? { website: absoluteUrl(listing.website) } : {}),
        uri: pageUrl,
        organization_identifiers: identifiers.flatMap(([kind, value, scheme, type]) =>
          present(value) ? [{ id: stableUuid(`identifier-${kind}`, listing.id), organization_id: organizationId, identifier_scheme: scheme, identifier_type: type, identifier: value!.trim() }] : [],
        ),
      },
      phones: present(listing.phone) ? [{ id: stableUuid('phone', listing.id), service_id: serviceId, number: listing.phone!.trim() }] : [],
      contacts:
        person || email(listing.email)
          ? [{ id: stableUuid('contact', listing.id), service_id: serviceId, ...(person ? { name: person } : {}), ...(email(listing.email) ? { email: email(listing.email) } : {}) }]
          : [],
      schedules: openingSlots(listing.opening_hours).map((slot, index) => ({
        id: stableUuid('schedule', `${listing.id}:${index}`),
        service_id: serviceId,
        freq: 'WEEKLY' as const,
        wkst: 'MO' as const,
        byday: BYDAY[slot.day - 1],
        opens_at: slot.opens,
        closes_at: slot.closes,
        description: `${DAY_NAMES[locale][slot.day - 1]} ${slot.opens}–${slot.closes} (${LOCAL_TIME[locale]})`,
      })),
      languages: (languages.get(listing.id) ?? []).map((language) => ({
        id: stableUuid('language', `${listing.id}:${language.code}`),
        service_id: serviceId,
        name: locale === 'fr' ? language.name_fr : language.name_nl,
        code: language.code,
      })),
      service_areas: (zones.get(listing.id) ?? []).flatMap((zone) => {
        const name = named(areaKey(zone.zone_type, zone.zone_id));
        return name ? [{ id: stableUuid('service_area', `${listing.id}:${zone.zone_type}:${zone.zone_id}`), service_id: serviceId, name, extent_type: zone.zone_type }] : [];
      }),
      service_at_locations: locations,
      attributes: [...termsOf('sector', sectors.get(listing.id) ?? []), ...termsOf('need', besoins.get(listing.id) ?? [])],
    };
  });
}
