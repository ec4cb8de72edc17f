import type { BesoinSummary, ListingEditCopy, ListingVersion, MyListing, PrestataireEdit, SectorCount, ValidationQueueItem } from '@sam/contracts';
import { json, listing, user } from '../../testing/fixtures';

export const provider = () => user({ name: 'Anne Dupont', roles: ['user', 'provider'], prestataires: [listing()] });
export const admin = () => user({ id: 2, name: 'Admin SAM', email: 'admin@sam.example', roles: ['user', 'admin'] });

/** The provider's listing, published and validated, as both the own list and the edit copy describe it. */
const publishedListing = {
  id: 7,
  slug: 'maison-medicale-du-parc',
  title: 'Maison médicale du Parc',
  state: 'published',
  validated: true,
  visible: true,
  network_consent: true,
  validated_at: '2026-01-10T09:00:00.000Z',
  validation_requested_at: null,
} as const;

export function myListing(overrides: Partial<MyListing> = {}): MyListing {
  return {
    ...publishedListing,
    has_unsent_changes: false,
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

const sector = (id: number, fr: string, nl: string): SectorCount => ({ id, slug_fr: fr.toLowerCase(), slug_nl: nl.toLowerCase(), titre_fr: fr, titre_nl: nl, providers_count: 1, places_count: 1 });
const besoin = (id: number, title: string, parent: string | null): BesoinSummary => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  slug_fr: title.toLowerCase().replace(/\W+/g, '-'),
  slug_nl: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  path: parent ? `${parent} > ${title}` : title,
  parent_id: parent ? 1 : null,
  level: parent ? 2 : 1,
  description: null,
  position: id,
  providers_count: 0,
  children_count: 0,
});

/** Sectors and needs the pickers offer. */
export const activityRoutes = {
  'GET /api/sectors': () => json({ data: [sector(1, 'Santé', 'Gezondheid'), sector(2, 'Social', 'Sociaal')] }),
  'POST /api/besoins/search': () =>
    json({ data: [besoin(3, 'Soins à domicile', 'Santé'), besoin(4, 'Aide familiale', 'Social'), besoin(5, 'Répit', 'Social')], meta: { current_page: 1, per_page: 100, total: 3 } }),
};

export function editValues(overrides: Partial<PrestataireEdit> = {}): PrestataireEdit {
  return {
    title: 'Maison médicale du Parc',
    email: 'contact@parc.example',
    last_name: null,
    first_name: null,
    company: null,
    company_number: null,
    inami_number: null,
    member_of: null,
    target_audience: null,
    specialisation: null,
    access_conditions: null,
    activity_description: 'Soins de première ligne.',
    other_activities: null,
    phone: '02 123 45 67',
    opening_hours: [],
    closures: [],
    fees: null,
    tarif: 'conventionne',
    video_url: null,
    website: null,
    other_info: null,
    languages: ['fr'],
    primary_color: null,
    secondary_color: null,
    addresses: [
      {
        id: 31,
        kind: 'head_office',
        street: 'Rue du Parc',
        number: '12',
        box: null,
        postal_code: '1050',
        locality: 'Ixelles',
        country: 'BE',
        is_visible: true,
        commune_id: '21009',
        quartier_id: null,
        lat: 50.83,
        lon: 4.37,
        accessibility: ['hearing_loop'],
      },
    ],
    coverage_zones: [],
    sectors: [{ id: 1, is_main: true }],
    besoins: [{ id: 3, is_main: true }],
    tags: [12],
    ...overrides,
  };
}

export function editCopy(overrides: Partial<ListingEditCopy> = {}, values: Partial<PrestataireEdit> = {}): ListingEditCopy {
  return {
    listing: {
      ...publishedListing,
      network_consent_at: null,
      primary_color: null,
      secondary_color: null,
    },
    source: 'published',
    saved_at: null,
    pending_version: null,
    last_rejection: null,
    values: editValues(values),
    labels: {
      sectors: [{ id: 1, titre_fr: 'Santé', titre_nl: 'Gezondheid' }],
      besoins: [{ id: 3, titre_fr: 'Soins à domicile', titre_nl: 'Thuiszorg' }],
      tags: [{ id: 12, name_fr: 'soins infirmiers', name_nl: 'verpleging' }],
      addresses: [{ commune: { id: '21009', name_fr: 'Ixelles', name_nl: 'Elsene' }, quartier: null }],
      coverage_zones: [],
    },
    ...overrides,
  };
}

export function version(overrides: Partial<ListingVersion> = {}): ListingVersion {
  return {
    id: 41,
    number: 2,
    status: 'approved',
    title: 'Maison médicale du Parc',
    author: { id: 1, name: 'Anne Dupont' },
    created_at: '2026-01-09T09:00:00.000Z',
    updated_at: null,
    submitted_at: '2026-01-09T09:00:00.000Z',
    decided_at: '2026-01-10T09:00:00.000Z',
    decided_by: { id: 2, name: 'Admin SAM' },
    reason: null,
    current: true,
    ...overrides,
  };
}

export function queueItem(overrides: Partial<ValidationQueueItem> = {}): ValidationQueueItem {
  return {
    version: { id: 52, number: 3, submitted_at: '2026-03-03T14:30:00.000Z', author: { id: 1, name: 'Anne Dupont' } },
    listing: { id: 7, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc', state: 'changes_pending', validated: true },
    diff: [
      { field: 'phone', before: '02 123 45 67', after: '02 765 43 21' },
      { field: 'website', before: null, after: 'https://parc.example' },
    ],
    ...overrides,
  };
}

/** What the editor loads besides the edit copy: sectors, needs, versions, photos and documents. */
export const editorRoutes = (copy: ListingEditCopy = editCopy()) => ({
  ...activityRoutes,
  [`GET /api/prestataires/${copy.listing.slug}`]: () => json({ data: copy }),
  [`GET /api/prestataires/${copy.listing.slug}/versions`]: () => json({ data: [version()] }),
  [`GET /api/prestataires/${copy.listing.slug}/photos`]: () => json({ data: [] }),
  [`GET /api/prestataires/${copy.listing.slug}/documents`]: () => json({ data: [] }),
  'GET /api/places': () => json({ data: [] }),
});
