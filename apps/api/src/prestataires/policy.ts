import type { FastifyRequest } from 'fastify';
import { prestataireSlugParamsSchema } from '@sam/contracts';
import type { DB } from '@sam/db';
import { forbidden, HttpError, notFound, unauthenticated } from '../http-error';
import { hasRole } from '../plugins/session';
import type { SessionUser } from '../users/repository';
import { isPubliclyVisible, PrestatairesRepository, type ListingRow } from './repository';

/** A listing named by its slug, or by its numeric id (§7 /api/prestataires/{id}/export-history). */
export type ListingRef = { slug: string } | { id: number };

/**
 * One policy for provider listings (§6; docs/decisions/0010-provider-listing-writes.md), used by
 * every route that needs it: owners (prestataire_users) and admin/root manage a listing; the team
 * (admin/root) validates versions; a creator needs a verified email address.
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

  /** 401 for a visitor, 403 until the email address is verified (§4, §6). */
  requireVerifiedUser(request: FastifyRequest): SessionUser {
    if (!request.user) throw unauthenticated();
    if (request.user.email_verified_at === null) throw new HttpError(403, 'errors.email_unverified');
    return request.user;
  }

  /** 401 for a visitor, 403 for anyone but admin and root. */
  requireTeam(request: FastifyRequest): SessionUser {
    if (!request.user) throw unauthenticated();
    if (!this.isTeam(request.user)) throw forbidden();
    return request.user;
  }

  /** The listing of the {slug} route parameter (§8: a malformed slug is a missing page). */
  refOfSlugParam(request: FastifyRequest): ListingRef | null {
    const params = prestataireSlugParamsSchema.safeParse(request.params);
    return params.success ? { slug: params.data.slug } : null;
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
