import type { EventCategory, EventEditable, OwnEventSummary } from '@sam/contracts';
import { communeRoutes, json } from '../../testing/fixtures';

/** One of the user's events as POST /api/events/search with mine answers it. */
export function ownEvent(overrides: Partial<OwnEventSummary> = {}): OwnEventSummary {
  return {
    id: 11,
    slug: 'cafe-des-aidants',
    title: 'Café des aidants',
    locale: 'fr',
    place: 'Maison de quartier',
    commune: { id: '21009', name: 'Ixelles' },
    starts_at: '2026-05-14T16:30:00.000Z',
    ends_at: '2026-05-14T18:30:00.000Z',
    category: { id: 3, slug: 'groupe-de-parole', title: 'Groupe de parole' },
    status: 'published',
    ...overrides,
  };
}

export function editableEvent(overrides: Partial<EventEditable> = {}): EventEditable {
  return {
    id: 11,
    slug: 'cafe-des-aidants',
    status: 'draft',
    title: 'Café des aidants',
    description: 'Un moment d’échange.\n\nEntrée libre.',
    locale: 'fr',
    category_id: 3,
    prestataire: { id: 7, slug: 'maison-medicale-du-parc', title: 'Maison médicale du Parc' },
    place: 'Maison de quartier',
    commune_id: '21009',
    starts_at: '2026-05-14T16:30:00.000Z',
    ends_at: null,
    contact_person: 'Marie Dupont',
    website: 'https://example.be/cafe',
    updated_at: '2026-04-01T08:00:00.000Z',
    ...overrides,
  };
}

const category = (id: number, title: string): EventCategory => ({
  id,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  slug_fr: title.toLowerCase().replace(/\s+/g, '-'),
  slug_nl: title.toLowerCase().replace(/\s+/g, '-'),
  titre_fr: title,
  titre_nl: title,
  position: id,
  upcoming_count: 0,
});

/** The references the event form loads: categories and communes. */
export const formReferences = {
  'GET /api/events/categories': () => json({ data: [category(2, 'Conférence'), category(3, 'Groupe de parole')] }),
  ...communeRoutes,
};
