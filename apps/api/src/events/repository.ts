import { sql, type Selectable } from 'kysely';
import type { EventCategory, EventDetail, EventSummary } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { nowIso, type DB, type EventsTable } from '@sam/db';
import { containsPattern } from '../annonces/repository';
import { BookmarksRepository } from '../bookmarks/repository';
import { cardHead, categoryFields, RELATION_COLUMNS, relationsIn, resolveCategoryId, type CategoryRow, type RelationRow } from '../categories/relations';
import { findPublicPrestataireLink } from '../prestataires/public-link';

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
    if (filters.categoryId !== undefined) query = query.where('e.category_id', '=', filters.categoryId);
    if (filters.from) query = query.where('e.starts_at', '>=', filters.from);
    if (filters.to) query = query.where('e.starts_at', '<=', filters.to);
    if (filters.q) {
      const pattern = containsPattern(filters.q);
      query = query.where(
        sql<boolean>`(lower(e.title) like ${pattern} escape '\\' or lower(e.description) like ${pattern} escape '\\' or lower(coalesce(e.place, '')) like ${pattern} escape '\\')`,
      );
    }
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

  private withRelations(query: ReturnType<EventsRepository['published']>) {
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
    await this.db.transaction().execute(async (trx) => {
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

  /** Sets the bookmark to `wanted` (idempotent); without `wanted`, toggles it. */
  setBookmark(eventId: number, userId: number, wanted?: boolean): Promise<boolean> {
    return this.bookmarks.set('event', eventId, userId, wanted);
  }
}
