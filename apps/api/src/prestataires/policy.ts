import type { FastifyRequest } from 'fastify';
import type { DB } from '@sam/db';
import { forbidden, notFound, unauthenticated } from '../http-error';
import { hasRole } from '../plugins/session';
import type { SessionUser } from '../users/repository';
import { isPubliclyVisible, PrestatairesRepository, type ListingRow } from './repository';

/** A listing named by its slug, or by its numeric id (§7 /api/prestataires/{id}/export-history). */
export type ListingRef = { slug: string } | { id: number };

/**
 * One policy for provider listings (§6; docs/decisions/0010-provider-listing-writes.md), used by
 * every route that needs it: owners (prestataire_users) and admin/root manage a listing. The team's
 * calls (validation) and creation (a verified email address) say so in their contracts' access.
 */
export class ListingPolicy {
  private readonly listings: PrestatairesRepository;

  constructor(private readonly db: DB) {
    this.listings = new PrestatairesRepository(db);
  }

  isTeam(user: SessionUser | null): boolean {
    return user !== null && hasRole(user, 'admin', 'root');
  }

  async canManage(user: SessionUser | null, listingId: number): Promise<boolean> {
    return user !== null && (this.isTeam(user) || (await this.listings.isOwner(listingId, user.id)));
  }

  find(ref: ListingRef | null): Promise<ListingRow | undefined> {
    if (ref === null) return Promise.resolve(undefined);
    const query = this.db.selectFrom('prestataires').selectAll();
    return ('id' in ref ? query.where('id', '=', ref.id) : query.where('slug', '=', ref.slug)).executeTakeFirst();
  }

  /**
   * The listing when the user may manage it: 401 for a visitor; 404 when unknown; for another
   * user 403 on a public listing and 404 on a hidden one (drafts are not revealed).
   */
  async requireManaged(request: FastifyRequest, ref: ListingRef | null): Promise<ListingRow & { user: SessionUser }> {
    if (!request.user) throw unauthenticated();
    const listing = await this.find(ref);
    if (!listing) throw notFound();
    if (!(await this.canManage(request.user, listing.id))) throw isPubliclyVisible(listing) ? forbidden() : notFound();
    return { ...listing, user: request.user };
  }
}
