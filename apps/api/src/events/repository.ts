import { sql, type Selectable } from 'kysely';
import type { EventCategory, EventDetail, EventEditable, EventStatus, EventSummary, EventWrite, OwnEventSummary } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { inTransaction, nowIso, type DB, type EventsTable } from '@sam/db';
import { containsPattern } from '../annonces/repository';
import { BookmarksRepository } from '../bookmarks/repository';
import { cardHead, categoryFields, RELATION_COLUMNS, relationsIn, resolveCategoryId, type CategoryRow, type RelationRow } from '../categories/relations';
import { isUniqueViolation } from '../db-errors';
import { findPublicPrestataireLink } from '../prestataires/public-link';
import { firstFreeSlug, slugify } from '../slugs';

export type EventRow = Selectable<EventsTable>;

/** Only published events are public (§3 Event; drafts and archives belong to the dashboard). */
const PUBLISHED = 'published';

export interface EventSearchFilters {
  locale: Locale;
  page: number;
  perPage: number;
  categoryId?: number;
  q?: string;
  /** ISO instants (inclusive bounds on starts_at). */
  from?: string;
  to?: string;
  past: boolean;
  now: string;
}

/** The filters of the dashboard's own list: past and upcoming together, every status. */
export type OwnEventFilters = Pick<EventSearchFilters, 'locale' | 'page' | 'perPage' | 'categoryId' | 'q' | 'from' | 'to'> & { userId: number };

/** A slug taken between the read and the insert (another request): try the next one, a few times. */
const SLUG_ATTEMPTS = 5;

type EventQuery = ReturnType<EventsRepository['published']>;

/** The category, date and text filters shared by the public agenda and the dashboard's list. */
function narrowed(query: EventQuery, filters: Pick<EventSearchFilters, 'categoryId' | 'q' | 'from' | 'to'>): EventQuery {
  if (filters.categoryId !== undefined) query = query.where('e.category_id', '=', filters.categoryId);
  if (filters.from) query = query.where('e.starts_at', '>=', filters.from);
  if (filters.to) query = query.where('e.starts_at', '<=', filters.to);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    query = query.where(
      sql<boolean>`(lower(e.title) like ${pattern} escape '\\' or lower(e.description) like ${pattern} escape '\\' or lower(coalesce(e.place, '')) like ${pattern} escape '\\')`,
    );
  }
  return query;
}

type SummaryRow = Pick<EventRow, 'id' | 'slug' | 'title' | 'locale' | 'place' | 'starts_at' | 'ends_at'> & RelationRow;

/** Agenda events, their categories, subscriptions and bookmarks (§3 Event, §7 events). */
export class EventsRepository {
  private readonly bookmarks: BookmarksRepository;

  constructor(private readonly db: DB) {
    this.bookmarks = new BookmarksRepository(db);
  }

  private published() {
    return this.db.selectFrom('events as e').where('e.status', '=', PUBLISHED);
  }

  /** Categories in position order, with their upcoming published events counted. */
  async listCategories(locale: Locale, now = nowIso()): Promise<EventCategory[]> {
    const rows = await this.db.selectFrom('event_categories').selectAll().orderBy('position').orderBy('id').execute();
    const counts = await this.db
      .selectFrom('events')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', PUBLISHED)
      .where(sql<boolean>`coalesce(ends_at, starts_at) >= ${now}`)
      .groupBy('category_id')
      .execute();
    const byCategory = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
    return rows.map((row) => this.toCategory(row, locale, byCategory.get(row.id) ?? 0));
  }

  async findCategory(id: number, locale: Locale, now = nowIso()): Promise<EventCategory | undefined> {
    return (await this.listCategories(locale, now)).find((c) => c.id === id);
  }

  /** A category by id or by its slug in either language. */
  resolveCategoryId(ref: number | string): Promise<number | undefined> {
    return resolveCategoryId(this.db, 'event_categories', ref);
  }

  private toCategory(row: CategoryRow, locale: Locale, upcoming: number): EventCategory {
    return { ...categoryFields(row, locale), upcoming_count: upcoming };
  }

  /** Published events, upcoming first by start (or past ones, most recent first), one page. */
  async search(filters: EventSearchFilters): Promise<{ data: EventSummary[]; total: number }> {
    let query = this.published();
    query = filters.past
      ? query.where(sql<boolean>`coalesce(e.ends_at, e.starts_at) < ${filters.now}`)
      : query.where(sql<boolean>`coalesce(e.ends_at, e.starts_at) >= ${filters.now}`);
    query = narrowed(query, filters);
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const direction = filters.past ? 'desc' : 'asc';
    const rows = await this.withRelations(query)
      .orderBy('e.starts_at', direction)
      .orderBy('e.id', direction)
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute();
    return { total: Number(total), data: rows.map((row) => this.toSummary(row, filters.locale)) };
  }

  /** The user's events: created by them or linked to a listing they own; every status, latest start first. */
  async searchOwn(filters: OwnEventFilters): Promise<{ data: OwnEventSummary[]; total: number }> {
    const ownedListings = this.db.selectFrom('prestataire_users').select('prestataire_id').where('user_id', '=', filters.userId);
    const query = narrowed(
      this.db.selectFrom('events as e').where((eb) => eb.or([eb('e.user_id', '=', filters.userId), eb('e.prestataire_id', 'in', ownedListings)])),
      filters,
    );
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await this.withRelations(query)
      .select('e.status')
      .orderBy('e.starts_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute();
    return { total: Number(total), data: rows.map((row) => ({ ...this.toSummary(row, filters.locale), status: row.status as EventStatus })) };
  }

  private withRelations(query: EventQuery) {
    return query
      .leftJoin('event_categories as c', 'c.id', 'e.category_id')
      .leftJoin('communes as m', 'm.id', 'e.commune_id')
      .select(['e.id', 'e.slug', 'e.title', 'e.locale', 'e.place', 'e.starts_at', 'e.ends_at', 'e.commune_id', ...RELATION_COLUMNS]);
  }

  private toSummary(row: SummaryRow, locale: Locale): EventSummary {
    const { commune, category } = relationsIn(row, locale);
    return {
      ...cardHead(row),
      place: row.place,
      commune,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      category,
    };
  }

  /** An event of any status by slug or numeric id (its editors' view). */
  findAny(ref: number | string): Promise<EventRow | undefined> {
    const query = this.db.selectFrom('events').selectAll();
    return (typeof ref === 'number' ? query.where('id', '=', ref) : query.where('slug', '=', ref)).executeTakeFirst();
  }

  async categoryExists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('event_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  async communeExists(id: string): Promise<boolean> {
    return (await this.db.selectFrom('communes').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  async listingExists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('prestataires').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** Stores a new event under a free slug made from its title; the user is its author. */
  async create(values: EventWrite, userId: number, now: string): Promise<EventRow> {
    const base = slugify(values.title, 'evenement');
    for (let attempt = 1; ; attempt++) {
      const taken = await this.db
        .selectFrom('events')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute();
      const slug = firstFreeSlug(base, new Set(taken.map((r) => r.slug)));
      try {
        return await this.attempt(() =>
          this.db
            .insertInto('events')
            .values({ ...values, slug, user_id: userId, created_at: now, updated_at: now })
            .returningAll()
            .executeTakeFirstOrThrow(),
        );
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === SLUG_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * `write` behind a savepoint when this repository runs in the caller's transaction: a failed
   * statement aborts a PostgreSQL transaction, and the slug's next attempt must still run in it.
   */
  private async attempt<T>(write: () => Promise<T>): Promise<T> {
    if (!this.db.isTransaction) return write();
    await sql`savepoint event_slug`.execute(this.db);
    try {
      const result = await write();
      await sql`release savepoint event_slug`.execute(this.db);
      return result;
    } catch (error) {
      await sql`rollback to savepoint event_slug`.execute(this.db);
      throw error;
    }
  }

  /** Replaces the event's fields; its slug stays, so links, bookmarks and short URLs keep working. */
  async update(id: number, values: EventWrite, now: string): Promise<EventRow> {
    return this.db.updateTable('events').set({ ...values, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }

  /** The event, its subscriptions and the bookmarks on it (bookmarks have no foreign key: they point at several tables). */
  async delete(id: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('bookmarks').where('bookmarkable_type', '=', 'event').where('bookmarkable_id', '=', id).execute();
      await trx.deleteFrom('event_subscriptions').where('event_id', '=', id).execute();
      await trx.deleteFrom('events').where('id', '=', id).execute();
    });
  }

  /** Every stored field, with the organising listing named whatever its visibility. */
  async toEditable(row: EventRow): Promise<EventEditable> {
    const listing =
      row.prestataire_id === null
        ? undefined
        : await this.db.selectFrom('prestataires').select(['id', 'slug', 'title']).where('id', '=', row.prestataire_id).executeTakeFirst();
    return {
      id: row.id,
      slug: row.slug,
      status: row.status as EventStatus,
      title: row.title,
      description: row.description,
      locale: row.locale === 'nl' ? 'nl' : 'fr',
      category_id: row.category_id,
      prestataire: listing ?? null,
      place: row.place,
      commune_id: row.commune_id,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      contact_person: row.contact_person,
      website: row.website,
      updated_at: row.updated_at,
    };
  }

  /** A published event by slug or numeric id. */
  findPublished(ref: number | string): Promise<EventRow | undefined> {
    let query = this.db.selectFrom('events').selectAll().where('status', '=', PUBLISHED);
    query = typeof ref === 'number' ? query.where('id', '=', ref) : query.where('slug', '=', ref);
    return query.executeTakeFirst();
  }

  /** The event with its category, commune, public organiser listing and the user's own flags. */
  async loadDetail(event: EventRow, locale: Locale, userId: number | null): Promise<EventDetail> {
    const row = await this.withRelations(this.db.selectFrom('events as e')).where('e.id', '=', event.id).executeTakeFirstOrThrow();
    const organiser = await findPublicPrestataireLink(this.db, event.prestataire_id);
    const state = await this.subscriptionState(event.id, userId);
    return {
      ...this.toSummary(row, locale),
      description: event.description,
      contact_person: event.contact_person,
      website: event.website,
      organiser,
      subscribers: state.subscribers,
      subscribed: state.subscribed,
      bookmarked: userId === null ? false : await this.isBookmarked(event.id, userId),
      updated_at: event.updated_at,
    };
  }

  async subscriptionState(eventId: number, userId: number | null): Promise<{ subscribed: boolean; subscribers: number }> {
    const rows = await this.db.selectFrom('event_subscriptions').select('user_id').where('event_id', '=', eventId).execute();
    return { subscribed: userId !== null && rows.some((r) => r.user_id === userId), subscribers: rows.length };
  }

  /** Subscribes the user, or unsubscribes one who already is (§7 POST /api/events/{slug}/subscribe). */
  async toggleSubscription(eventId: number, userId: number): Promise<{ subscribed: boolean; subscribers: number }> {
    await inTransaction(this.db, async (trx) => {
      const deleted = await trx.deleteFrom('event_subscriptions').where('event_id', '=', eventId).where('user_id', '=', userId).executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) {
        await trx
          .insertInto('event_subscriptions')
          .values({ event_id: eventId, user_id: userId, created_at: nowIso() })
          .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
          .execute();
      }
    });
    return this.subscriptionState(eventId, userId);
  }

  isBookmarked(eventId: number, userId: number): Promise<boolean> {
    return this.bookmarks.isBookmarked('event', eventId, userId);
  }
}
