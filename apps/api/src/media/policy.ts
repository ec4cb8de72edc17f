import type { FastifyRequest } from 'fastify';
import { prestataireSlugParamsSchema } from '@sam/contracts';
import { isSet, type DB } from '@sam/db';
import { forbidden, notFound, unauthenticated } from '../http-error';
import { hasRole } from '../plugins/session';

export interface ListingRef {
  id: number;
  slug: string;
  active: number | boolean;
  visible: number | boolean;
}

const isPublic = (listing: Pick<ListingRef, 'active' | 'visible'>) => isSet(listing.active) && isSet(listing.visible);

/**
 * One policy for a listing's files (§6): its owners (prestataire_users) and admin/root manage
 * them; everyone may read those of a public (active and visible) listing.
 */
export class ListingFilesPolicy {
  constructor(private readonly db: DB) {}

  findBySlug(slug: string): Promise<ListingRef | undefined> {
    return this.db.selectFrom('prestataires').select(['id', 'slug', 'active', 'visible']).where('slug', '=', slug).executeTakeFirst();
  }

  findById(id: number): Promise<ListingRef | undefined> {
    return this.db.selectFrom('prestataires').select(['id', 'slug', 'active', 'visible']).where('id', '=', id).executeTakeFirst();
  }

  async canManage(request: FastifyRequest, listing: Pick<ListingRef, 'id'>): Promise<boolean> {
    if (!request.user) return false;
    if (hasRole(request.user, 'admin', 'root')) return true;
    const owner = await this.db
      .selectFrom('prestataire_users')
      .select('user_id')
      .where('prestataire_id', '=', listing.id)
      .where('user_id', '=', request.user.id)
      .executeTakeFirst();
    return owner !== undefined;
  }

  /** A stored file is served when its listing is public, or to those who manage the listing. */
  async canRead(request: FastifyRequest, listing: ListingRef): Promise<boolean> {
    return isPublic(listing) || (await this.canManage(request, listing));
  }

  isPublic(listing: ListingRef): boolean {
    return isPublic(listing);
  }

  /**
   * The listing of the `slug` route parameter when the user may change its files: 401 for a
   * visitor, 404 for an unknown slug or a hidden listing (outsiders never learn it exists), 403
   * for another user on a public one.
   */
  async requireManaged(request: FastifyRequest): Promise<ListingRef> {
    if (!request.user) throw unauthenticated();
    const params = prestataireSlugParamsSchema.safeParse(request.params);
    const listing = params.success ? await this.findBySlug(params.data.slug) : undefined;
    if (!listing) throw notFound();
    if (await this.canManage(request, listing)) return listing;
    throw isPublic(listing) ? forbidden() : notFound();
  }
}

/** Published offers (offres.status) whose attachment may be downloaded. */
export function publishedOfferAttachment(db: DB, id: number) {
  return db.selectFrom('offres').select(['id', 'attachment_path']).where('id', '=', id).where('status', '=', 'published').executeTakeFirst();
}
