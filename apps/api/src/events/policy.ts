import type { DB } from '@sam/db';
import { forbidden, notFound } from '../http-error';
import { hasRole } from '../plugins/session';
import { PrestatairesRepository } from '../prestataires/repository';
import type { SessionUser } from '../users/repository';
import { EventsRepository, type EventRow } from './repository';

/**
 * Who manages an event (docs/decisions/0006-post-events-create-or-list.md): its author, the owners
 * of its listing, admin and root; and which listing an event may name.
 */
export class EventPolicy {
  private readonly events: EventsRepository;
  private readonly listings: PrestatairesRepository;

  constructor(db: DB) {
    this.events = new EventsRepository(db);
    this.listings = new PrestatairesRepository(db);
  }

  async canManage(user: SessionUser, event: EventRow): Promise<boolean> {
    return (
      hasRole(user, 'admin', 'root') ||
      event.user_id === user.id ||
      (event.prestataire_id !== null && (await this.listings.isOwner(event.prestataire_id, user.id)))
    );
  }

  /** The event if the user manages it: 404 unknown; for others 403 when it is public, 404 when not (like an unknown one). */
  async requireManaged(user: SessionUser, ref: number | string): Promise<EventRow> {
    const event = await this.events.findAny(ref);
    if (!event) throw notFound();
    if (!(await this.canManage(user, event))) throw event.status === 'published' ? forbidden() : notFound();
    return event;
  }

  /** A listing the user may link an event to: one of their own (admin and root: any that exists). */
  mayLink(user: SessionUser, listingId: number): Promise<boolean> {
    return hasRole(user, 'admin', 'root') ? this.events.listingExists(listingId) : this.listings.isOwner(listingId, user.id);
  }
}
