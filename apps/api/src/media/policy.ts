import type { FastifyRequest } from 'fastify';
import type { DB } from '@sam/db';
import { ListingPolicy } from '../prestataires/policy';
import { isPubliclyVisible, type ListingRow } from '../prestataires/repository';
import type { SessionUser } from '../users/repository';

/** The listing a stored file belongs to. */
export type ListingRef = Pick<ListingRow, 'id' | 'slug' | 'active' | 'visible'>;

/**
 * A listing's files (§6): managed as the listing is (ListingPolicy: its owners and admin/root);
 * read by everyone when the listing is public, else only by those who manage it.
 */
export class ListingFilesPolicy {
  private readonly listings: ListingPolicy;

  constructor(db: DB) {
    this.listings = new ListingPolicy(db);
  }

  findById(id: number): Promise<ListingRef | undefined> {
    return this.listings.find({ id });
  }

  /** A stored file is served when its listing is public, or to those who manage the listing. */
  async canRead(user: SessionUser | null, listing: ListingRef): Promise<boolean> {
    return isPubliclyVisible(listing) || (await this.listings.canManage(user, listing.id));
  }

  isPublic(listing: ListingRef): boolean {
    return isPubliclyVisible(listing);
  }

  /** The listing of `slug` when the user may change its files (ListingPolicy.requireManaged). */
  requireManaged(request: FastifyRequest, slug: string): Promise<ListingRef> {
    return this.listings.requireManaged(request, { slug });
  }
}

/** Published offers (offres.status) whose attachment may be downloaded. */
export function publishedOfferAttachment(db: DB, id: number) {
  return db.selectFrom('offres').select(['id', 'attachment_path']).where('id', '=', id).where('status', '=', 'published').executeTakeFirst();
}
