import { sql, type Transaction } from 'kysely';
import { NETWORK_CAP, type NetworkRelationAction, type NetworkRelationStatus } from '@sam/contracts';
import { isSet, type Database, type DB } from '@sam/db';
import { isUniqueViolation } from '../db-errors';
import { HttpError } from '../http-error';
import { canOpen, nextStatus, type Side } from './state-machine';

type Trx = Transaction<Database>;

export interface RelationRow {
  id: number;
  parent_id: number;
  child_id: number;
  status: string;
  initiated_by: string;
  updated_at: string;
}

export interface Actor {
  userId: number;
  listingId: number;
}

/** What a step changed, for the mails sent after the transaction. */
export interface StepDone {
  relation: RelationRow;
  action: NetworkRelationAction | 'invite' | 'request';
  /** The listing that took the step and the one on the other side. */
  actorListingId: number;
  otherListingId: number;
}

export const illegalTransition = () => new HttpError(409, 'errors.network_transition');
export const capReached = () => new HttpError(409, 'errors.network_cap');
export const consentRequired = () => new HttpError(409, 'errors.network_consent_required');

const RELATION_COLUMNS = ['id', 'parent_id', 'child_id', 'status', 'initiated_by', 'updated_at'] as const;

/**
 * Writes of §4 relations. Every write runs in a transaction that first locks the head's row
 * (a no-op UPDATE: a row lock on PostgreSQL, the single writer on SQLite), so the §6 cap read
 * inside it cannot be passed by two concurrent accepts.
 */
export class RelationWrites {
  constructor(private readonly db: DB) {}

  find(id: number): Promise<RelationRow | undefined> {
    return this.db.selectFrom('prestataire_relations').select(RELATION_COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  private pair(trx: Trx | DB, parentId: number, childId: number) {
    return trx.selectFrom('prestataire_relations').select(RELATION_COLUMNS).where('parent_id', '=', parentId).where('child_id', '=', childId).executeTakeFirst();
  }

  /** Locks the heads' rows, always in id order (no deadlock between two writers). */
  private async lockHeads(trx: Trx, ids: number[]): Promise<void> {
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      await trx.updateTable('prestataires').set({ is_privileged: sql<number>`is_privileged` }).where('id', '=', id).execute();
    }
  }

  /** Accepted members of a head (every one counts towards the cap, hidden or not). */
  async memberCount(trx: Trx | DB, headId: number): Promise<number> {
    const row = await trx.selectFrom('prestataire_relations').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', headId).where('status', '=', 'accepted').executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Room left in a head's network, or null when it has no cap (privileged). */
  async roomLeft(trx: Trx | DB, headId: number): Promise<number | null> {
    const head = await trx.selectFrom('prestataires').select('is_privileged').where('id', '=', headId).executeTakeFirstOrThrow();
    if (isSet(head.is_privileged)) return null;
    return Math.max(0, NETWORK_CAP - (await this.memberCount(trx, headId)));
  }

  private async requireRoom(trx: Trx, headId: number, seats = 1): Promise<void> {
    const room = await this.roomLeft(trx, headId);
    if (room !== null && room < seats) throw capReached();
  }

  private async record(trx: Trx, relationId: number, action: string, from: string | null, to: string, actor: Actor, now: string): Promise<void> {
    await trx
      .insertInto('prestataire_relation_events')
      .values({ relation_id: relationId, action, from_status: from, to_status: to, actor_prestataire_id: actor.listingId, actor_user_id: actor.userId, created_at: now })
      .execute();
  }

  /** Opens (or reopens) the relation head → member as pending; caller checked who may. */
  private async open(trx: Trx, headId: number, memberId: number, by: Side, action: string, actor: Actor, now: string): Promise<RelationRow> {
    const status: NetworkRelationStatus = by === 'head' ? 'invitation_pending' : 'request_pending';
    const initiated_by = by === 'head' ? 'parent' : 'child';
    const existing = await this.pair(trx, headId, memberId);
    if (!canOpen(existing?.status)) throw illegalTransition();
    if (existing) {
      await trx.updateTable('prestataire_relations').set({ status, initiated_by, updated_at: now }).where('id', '=', existing.id).execute();
      await this.record(trx, existing.id, action, existing.status, status, actor, now);
      return { ...existing, status, initiated_by, updated_at: now };
    }
    const created = await trx
      .insertInto('prestataire_relations')
      .values({ parent_id: headId, child_id: memberId, status, initiated_by, created_at: now, updated_at: now })
      .returning(RELATION_COLUMNS)
      .executeTakeFirstOrThrow();
    await this.record(trx, created.id, action, null, status, actor, now);
    return created;
  }

  /**
   * invite (by the head) or request (by the member). A full network takes no invitation (§6:
   * the 51st invite, import or link is refused) and no request either.
   */
  async link(headId: number, memberId: number, by: Side, actor: Actor, now: string): Promise<StepDone> {
    if (headId === memberId) throw illegalTransition();
    try {
      return await this.db.transaction().execute(async (trx) => {
        await this.lockHeads(trx, [headId]);
        await this.requireRoom(trx, headId);
        const relation = await this.open(trx, headId, memberId, by, by === 'head' ? 'invite' : 'request', actor, now);
        return { relation, action: by === 'head' ? 'invite' : 'request', actorListingId: actor.listingId, otherListingId: by === 'head' ? memberId : headId } satisfies StepDone;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw illegalTransition(); // a concurrent invite of the same pair
      throw error;
    }
  }

  /** The head invites several listings at once (import): all or none. */
  async inviteMany(headId: number, memberIds: number[], actor: Actor, now: string): Promise<StepDone[]> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await this.lockHeads(trx, [headId]);
        await this.requireRoom(trx, headId, memberIds.length);
        const done: StepDone[] = [];
        for (const memberId of memberIds) {
          if (memberId === headId) throw illegalTransition();
          const relation = await this.open(trx, headId, memberId, 'head', 'import', actor, now);
          done.push({ relation, action: 'invite', actorListingId: headId, otherListingId: memberId });
        }
        return done;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw illegalTransition();
      throw error;
    }
  }

  /**
   * One step of an existing relation, taken by `side`. The state is read again under the lock:
   * a step another writer made illegal meanwhile is a 409. accept-and-join-back also opens the
   * reverse relation (the other side's network, with the roles swapped) as pending, or accepts
   * it when the other side had already asked for it.
   */
  async step(relationId: number, action: NetworkRelationAction, side: Side, actor: Actor, now: string): Promise<StepDone[]> {
    const known = await this.find(relationId);
    if (!known) throw new HttpError(404, 'errors.not_found');
    const heads = action === 'accept-and-join-back' ? [known.parent_id, known.child_id] : [known.parent_id];
    try {
      return await this.db.transaction().execute(async (trx) => {
        await this.lockHeads(trx, heads);
        const relation = await trx.selectFrom('prestataire_relations').select(RELATION_COLUMNS).where('id', '=', relationId).executeTakeFirstOrThrow();
        const to = nextStatus(relation.status, action, side);
        if (!to) throw illegalTransition();
        if (to === 'accepted') await this.requireRoom(trx, relation.parent_id);
        await trx.updateTable('prestataire_relations').set({ status: to, updated_at: now }).where('id', '=', relation.id).execute();
        await this.record(trx, relation.id, action, relation.status, to, actor, now);
        if (to === 'left' || to === 'removed') await this.unhighlight(trx, relation.parent_id, relation.child_id, now);
        const [actorListingId, otherListingId] = side === 'head' ? [relation.parent_id, relation.child_id] : [relation.child_id, relation.parent_id];
        const done: StepDone[] = [{ relation: { ...relation, status: to, updated_at: now }, action, actorListingId, otherListingId }];
        if (action === 'accept-and-join-back') {
          const reverse = await this.joinBack(trx, relation, side, actor, now);
          if (reverse) done.push(reverse);
        }
        return done;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw illegalTransition();
      throw error;
    }
  }

  /** The reverse relation: its head is the original member. The actor opens it, or accepts it when the other side already asked. */
  private async joinBack(trx: Trx, relation: RelationRow, side: Side, actor: Actor, now: string): Promise<StepDone | null> {
    const headId = relation.child_id;
    const memberId = relation.parent_id;
    const reverseSide: Side = side === 'head' ? 'member' : 'head';
    const existing = await this.pair(trx, headId, memberId);
    const [actorListingId, otherListingId] = [actor.listingId, actor.listingId === headId ? memberId : headId];
    if (existing && nextStatus(existing.status, 'accept', reverseSide)) {
      await this.requireRoom(trx, headId);
      await trx.updateTable('prestataire_relations').set({ status: 'accepted', updated_at: now }).where('id', '=', existing.id).execute();
      await this.record(trx, existing.id, 'accept', existing.status, 'accepted', actor, now);
      return { relation: { ...existing, status: 'accepted', updated_at: now }, action: 'accept', actorListingId, otherListingId };
    }
    if (!canOpen(existing?.status)) return null; // already a member, or already asked by the actor
    const opened = await this.open(trx, headId, memberId, reverseSide, reverseSide === 'head' ? 'invite' : 'request', actor, now);
    return { relation: opened, action: reverseSide === 'head' ? 'invite' : 'request', actorListingId, otherListingId };
  }

  /** A member who leaves (or is removed) is no longer highlighted. */
  private async unhighlight(trx: Trx, headId: number, memberId: number, now: string): Promise<void> {
    const network = await trx.selectFrom('networks').select(['id', 'highlighted_ids']).where('prestataire_id', '=', headId).executeTakeFirst();
    if (!network) return;
    const ids = parseIds(network.highlighted_ids);
    if (!ids.includes(memberId)) return;
    await trx.updateTable('networks').set({ highlighted_ids: JSON.stringify(ids.filter((id) => id !== memberId)), updated_at: now }).where('id', '=', network.id).execute();
  }
}

/** A JSON array of ids stored as text; anything else reads as none. */
export function parseIds(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}
