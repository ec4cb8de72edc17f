import type { ListingDocument, ListingEvent, ListingPhoto, ListingPlace } from '@sam/contracts';
import type { DB } from '@sam/db';
import { loadListingMedia } from './repository';

/** Published events of the listing that have not ended yet, soonest first (its page shows a few). */
const UPCOMING_EVENTS = 10;

/**
 * What GET /api/prestataires/{slug} adds for the public page (issue 11): photos and documents,
 * upcoming published events and the places the listing serves. Kept here so the listings
 * repository only spreads it into its answer.
 */
export async function loadListingPageRelations(
  db: DB,
  prestataireId: number,
  now = new Date().toISOString(),
): Promise<{ photos: ListingPhoto[]; documents: ListingDocument[]; events: ListingEvent[]; places: ListingPlace[] }> {
  const { photos, documents } = await loadListingMedia(db, prestataireId);
  const events = await db
    .selectFrom('events')
    .select(['id', 'slug', 'title', 'starts_at', 'ends_at', 'place'])
    .where('prestataire_id', '=', prestataireId)
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('starts_at', '>=', now), eb('ends_at', '>=', now)]))
    .orderBy('starts_at')
    .orderBy('id')
    .limit(UPCOMING_EVENTS)
    .execute();
  const places = await db
    .selectFrom('prestataire_places as pp')
    .innerJoin('places as p', 'p.id', 'pp.place_id')
    .select(['p.id', 'p.type', 'p.name_fr', 'p.name_nl'])
    .where('pp.prestataire_id', '=', prestataireId)
    .orderBy('p.type')
    .orderBy('p.name_fr')
    .execute();
  return { photos, documents, events, places };
}
