import type { Selectable, Transaction } from 'kysely';
import type { HistoryAction, ListingHistoryEntry, ListingState, ListingVersion, VersionStatus } from '@sam/contracts';
import { isSet, type Database, type DB, type PrestataireVersionsTable, type PrestatairesTable } from '@sam/db';
import type { ListingData } from './listing-data';

export type VersionRow = Selectable<PrestataireVersionsTable>;
type Executor = DB | Transaction<Database>;

/**
 * §4 state of a listing: public listings are published (changes_pending while a version awaits
 * validation); hidden ones are draft or pending until their first validation, unpublished after.
 */
export function listingState(row: Pick<Selectable<PrestatairesTable>, 'active' | 'visible' | 'validated_at'>, hasPendingVersion: boolean): ListingState {
  if (isSet(row.active) && isSet(row.visible)) return hasPendingVersion ? 'changes_pending' : 'published';
  if (row.validated_at === null) return hasPendingVersion ? 'pending' : 'draft';
  return 'unpublished';
}

export function dataOf(row: Pick<VersionRow, 'data'>): ListingData {
  const data = JSON.parse(row.data) as ListingData;
  // Versions saved before the closures or the addresses' accessibility facts (issue 17) have none: compare equal to data without them.
  return { ...data, closures: data.closures ?? [], addresses: data.addresses.map((address) => ({ ...address, accessibility: address.accessibility ?? [] })) };
}

export interface HistoryDetails {
  fields?: string[];
  version?: number;
  reason?: string;
}

/**
 * Versions of a listing (prestataire_versions): at most one `draft` (the edit copy), then the
 * versions sent for validation, numbered 1, 2… (`pending`, then `approved`, `rejected`, or
 * `withdrawn` when a newer one was sent before a decision).
 */
export class ListingVersionsRepository {
  constructor(private readonly db: DB) {}

  find(id: number): Promise<VersionRow | undefined> {
    return this.db.selectFrom('prestataire_versions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  draftOf(listingId: number, db: Executor = this.db): Promise<VersionRow | undefined> {
    return db.selectFrom('prestataire_versions').selectAll().where('prestataire_id', '=', listingId).where('status', '=', 'draft').executeTakeFirst();
  }

  /** The newest version with one of these statuses. */
  latest(listingId: number, statuses: VersionStatus[], db: Executor = this.db): Promise<VersionRow | undefined> {
    return db
      .selectFrom('prestataire_versions')
      .selectAll()
      .where('prestataire_id', '=', listingId)
      .where('status', 'in', statuses)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Listings among `ids` that have a version awaiting validation. */
  async withPending(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('prestataire_versions').select('prestataire_id').where('prestataire_id', 'in', ids).where('status', '=', 'pending').execute();
    return new Set(rows.map((r) => r.prestataire_id).filter((id): id is number => id !== null));
  }

  async hasDraft(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.selectFrom('prestataire_versions').select('prestataire_id').where('prestataire_id', 'in', ids).where('status', '=', 'draft').execute();
    return new Set(rows.map((r) => r.prestataire_id).filter((id): id is number => id !== null));
  }

  /** Writes the edit copy (one draft row per listing). */
  async saveDraft(listingId: number, userId: number, data: ListingData, now: string, db: Executor = this.db): Promise<number> {
    const draft = await this.draftOf(listingId, db);
    if (draft) {
      await db.updateTable('prestataire_versions').set({ data: JSON.stringify(data), author_id: userId, updated_at: now }).where('id', '=', draft.id).execute();
      return draft.id;
    }
    const { id } = await db
      .insertInto('prestataire_versions')
      .values({ prestataire_id: listingId, author_id: userId, data: JSON.stringify(data), status: 'draft', created_at: now, updated_at: now, applied_at: null, number: null, submitted_at: null, decided_at: null, decided_by: null, reason: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /**
   * "Request validation": the edit copy (or `data` when there is none) becomes the next numbered
   * version, pending; a version still pending is withdrawn (the newer one replaces it).
   */
  async commit(trx: Transaction<Database>, listingId: number, userId: number, data: ListingData, now: string): Promise<{ id: number; number: number }> {
    await trx.updateTable('prestataire_versions').set({ status: 'withdrawn', decided_at: now }).where('prestataire_id', '=', listingId).where('status', '=', 'pending').execute();
    const { max } = await trx
      .selectFrom('prestataire_versions')
      .select((eb) => eb.fn.max('number').as('max'))
      .where('prestataire_id', '=', listingId)
      .executeTakeFirstOrThrow();
    const number = Number(max ?? 0) + 1;
    const id = await this.saveDraft(listingId, userId, data, now, trx);
    await trx.updateTable('prestataire_versions').set({ status: 'pending', number, submitted_at: now, author_id: userId }).where('id', '=', id).execute();
    await trx.updateTable('prestataires').set({ validation_requested_at: now }).where('id', '=', listingId).execute();
    return { id, number };
  }

  async decide(trx: Transaction<Database>, id: number, status: 'approved' | 'rejected', userId: number, now: string, reason: string | null): Promise<void> {
    await trx
      .updateTable('prestataire_versions')
      .set({ status, decided_at: now, decided_by: userId, reason, ...(status === 'approved' ? { applied_at: now } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /** Pending versions, oldest request first (the validation queue). */
  pending(): Promise<VersionRow[]> {
    return this.db.selectFrom('prestataire_versions').selectAll().where('status', '=', 'pending').orderBy('submitted_at').orderBy('id').execute();
  }

  /** The versions list of a listing: the edit copy first, then numbered versions, newest first. */
  async list(listingId: number): Promise<ListingVersion[]> {
    const rows = await this.db
      .selectFrom('prestataire_versions as v')
      .leftJoin('users as a', 'a.id', 'v.author_id')
      .leftJoin('users as d', 'd.id', 'v.decided_by')
      .select([
        'v.id', 'v.number', 'v.status', 'v.data', 'v.created_at', 'v.updated_at', 'v.submitted_at', 'v.decided_at', 'v.reason',
        'a.id as author_id', 'a.name as author_name', 'd.id as decider_id', 'd.name as decider_name',
      ])
      .where('v.prestataire_id', '=', listingId)
      .orderBy('v.id', 'desc')
      .execute();
    const currentId = rows.find((r) => r.status === 'approved')?.id;
    const versions = rows.map((row) => ({
      id: row.id,
      number: row.number === null ? null : Number(row.number),
      status: row.status as VersionStatus,
      title: dataOf(row).title,
      author: row.author_id !== null && row.author_name !== null ? { id: row.author_id, name: row.author_name } : null,
      created_at: row.created_at,
      updated_at: row.updated_at,
      submitted_at: row.submitted_at,
      decided_at: row.decided_at,
      decided_by: row.decider_id !== null && row.decider_name !== null ? { id: row.decider_id, name: row.decider_name } : null,
      reason: row.reason,
      current: row.id === currentId,
    }));
    return [...versions.filter((v) => v.status === 'draft'), ...versions.filter((v) => v.status !== 'draft')];
  }
}

/** Every change of a listing (prestataire_history), for its history and its PDF. */
export class ListingHistoryRepository {
  constructor(private readonly db: DB) {}

  async record(db: Executor, listingId: number, userId: number | null, action: HistoryAction, now: string, details: HistoryDetails = {}): Promise<void> {
    await db
      .insertInto('prestataire_history')
      .values({ prestataire_id: listingId, user_id: userId, action, details: Object.keys(details).length > 0 ? JSON.stringify(details) : null, created_at: now })
      .execute();
  }

  async list(listingId: number): Promise<ListingHistoryEntry[]> {
    const rows = await this.db
      .selectFrom('prestataire_history as h')
      .leftJoin('users as u', 'u.id', 'h.user_id')
      .select(['h.id', 'h.action', 'h.details', 'h.created_at', 'u.id as user_id', 'u.name as user_name'])
      .where('h.prestataire_id', '=', listingId)
      .orderBy('h.id')
      .execute();
    return rows.map((row) => {
      const details = row.details ? (JSON.parse(row.details) as HistoryDetails) : {};
      return {
        id: row.id,
        action: row.action as HistoryAction,
        created_at: row.created_at,
        user: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
        fields: details.fields ?? null,
        version: details.version ?? null,
        reason: details.reason ?? null,
      };
    });
  }
}
