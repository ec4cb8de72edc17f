import type { FastifyRequest } from 'fastify';
import { isSet, type DB } from '@sam/db';
import { forbidden } from '../http-error';
import { ListingPolicy } from '../prestataires/policy';
import type { ListingRow } from '../prestataires/repository';
import type { SessionUser } from '../users/repository';
import { consentRequired, type RelationRow } from './relations';
import { nextStatus, type Side } from './state-machine';
import type { NetworkRelationAction } from '@sam/contracts';

/**
 * §6 who does what in a network: a head's owners (or the team) manage its network and take the
 * head's steps; a member's owners take the member's steps. Anyone else is refused (403).
 */
export class NetworkPolicy {
  readonly listings: ListingPolicy;

  constructor(db: DB) {
    this.listings = new ListingPolicy(db);
  }

  /** The listing of a {slug} the user manages (401/403/404 as for the listing itself). */
  managed(request: FastifyRequest, slug: string): Promise<ListingRow & { user: SessionUser }> {
    return this.listings.requireManaged(request, { slug });
  }

  /** A listing that opens or accepts a relation must consent to networking (§6 network-consent). */
  requireConsent(listing: Pick<ListingRow, 'network_consent'>): void {
    if (!isSet(listing.network_consent)) throw consentRequired();
  }

  /**
   * The side from which the user takes `action`: the one where the step is legal when the user
   * manages both, else the one they manage (an illegal step is then the state machine's 409).
   */
  async sideFor(user: SessionUser, relation: RelationRow, action: NetworkRelationAction): Promise<Side> {
    const sides: Side[] = [];
    if (await this.listings.canManage(user, relation.parent_id)) sides.push('head');
    if (await this.listings.canManage(user, relation.child_id)) sides.push('member');
    if (sides.length === 0) throw forbidden();
    return sides.find((side) => nextStatus(relation.status, action, side) !== null) ?? sides[0];
  }
}
