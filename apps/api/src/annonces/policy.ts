import type { DB } from '@sam/db';
import { forbidden, notFound } from '../http-error';
import { hasRole } from '../plugins/session';
import { PrestatairesRepository } from '../prestataires/repository';
import type { SessionUser } from '../users/repository';
import { AnnoncesRepository, isVisible, type AnnonceRow } from './repository';

/**
 * Who manages an ad (docs/decisions/0007-annonce-writes.md): its author, the owners of the listing
 * it is linked to, admin and root; and which listing an ad may name.
 */
export class AnnoncePolicy {
  private readonly annonces: AnnoncesRepository;
  private readonly listings: PrestatairesRepository;

  constructor(db: DB) {
    this.annonces = new AnnoncesRepository(db);
    this.listings = new PrestatairesRepository(db);
  }

  async canManage(user: SessionUser, annonce: AnnonceRow): Promise<boolean> {
    return (
      hasRole(user, 'admin', 'root') ||
      annonce.user_id === user.id ||
      (annonce.prestataire_id !== null && (await this.listings.isOwner(annonce.prestataire_id, user.id)))
    );
  }

  /** The ad if the user manages it: 404 unknown; for others 403 when it is public anyway, 404 while it is not (a draft is not revealed). */
  async requireManaged(user: SessionUser, ref: number | string, now: string): Promise<AnnonceRow> {
    const annonce = await this.annonces.findAny(ref);
    if (!annonce) throw notFound();
    if (!(await this.canManage(user, annonce))) throw isVisible(annonce, now) ? forbidden() : notFound();
    return annonce;
  }

  /** A new link to an existing listing: one of the user's own (admin and root: any). */
  async mayLink(user: SessionUser, listingId: number): Promise<boolean> {
    return hasRole(user, 'admin', 'root') || (await this.listings.isOwner(listingId, user.id));
  }
}
