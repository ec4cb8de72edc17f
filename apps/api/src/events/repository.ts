import { sql, type Selectable } from 'kysely';
import type { EventCategory, EventDetail, EventSummary } from '@sam/contracts';
import { isLocale, type Locale } from '@sam/i18n-routes';
import { flag, nowIso, type DB, type EventsTable } from '@sam/db';
import { BookmarksRepository } from '../bookmarks/repository';

export type EventRow = Selectable<EventsTable>;

/** Only published events are public (§3 Event; drafts and archives belong to the dashboard). */
const PUBLISHED = 'published';

/** LIKE pattern matching `text` anywhere, with the LIKE wildcards in it taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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

type CategoryRow = { id: number; slug_fr: string; slug_nl: string; titre_fr: string; titre_nl: string; position: number };

/** Agenda events, their categories, subscriptions and bookmarks (§3 Event, §7 events). */
export class EventsRepository {
  private readonly bookmarks: BookmarksRepository;

  constructor(private readonly db: DB) {
    this.bookmarks = new BookmarksRepository(db);
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
  async resolveCategoryId(ref: number | string): Promise<number | undefined> {
    let query = this.db.selectFrom('event_categories').select('id');
    query = typeof ref === 'number' ? query.where('id', '=', ref) : query.where((eb) => eb.or([eb('slug_fr', '=', ref), eb('slug_nl', '=', ref)]));
    return (await query.executeTakeFirst())?.id;
  }

  private toCategory(row: CategoryRow, locale: Locale, upcoming: number): EventCategory {
    return {
      id: row.id,
      slug: row[`slug_${locale}`],
      title: row[`titre_${locale}`],
      slug_fr: row.slug_fr,
      slug_nl: row.slug_nl,
      titre_fr: row.titre_fr,
      titre_nl: row.titre_nl,
      position: row.position,
      upcoming_count: upcoming,
    };
  }

  /** Published events, upcoming first by start (or past ones, most recent first), one page. */
  async search(filters: EventSearchFilters): Promise<{ data: EventSummary[]; total: number }> {
    let query = this.db.selectFrom('events as e').where('e.status', '=', PUBLISHED);
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
    const rows = await query
      .leftJoin('event_categories as c', 'c.id', 'e.category_id')
      .leftJoin('communes as m', 'm.id', 'e.commune_id')
      .select([
        'e.id', 'e.slug', 'e.title', 'e.locale', 'e.place', 'e.starts_at', 'e.ends_at', 'e.commune_id',
        'c.id as category_id', 'c.slug_fr', 'c.slug_nl', 'c.titre_fr', 'c.titre_nl',
        'm.name_fr as commune_fr', 'm.name_nl as commune_nl',
      ])
      .orderBy('e.starts_at', direction)
      .orderBy('e.id', direction)
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute();
    return { total: Number(total), data: rows.map((row) => this.toSummary(row, filters.locale)) };
  }

  private toSummary(
    row: Pick<EventRow, 'id' | 'slug' | 'title' | 'locale' | 'place' | 'starts_at' | 'ends_at' | 'commune_id'> & {
      category_id: number | null;
      slug_fr: string | null;
      slug_nl: string | null;
      titre_fr: string | null;
      titre_nl: string | null;
      commune_fr: string | null;
      commune_nl: string | null;
    },
    locale: Locale,
  ): EventSummary {
    const communeName = locale === 'nl' ? row.commune_nl : row.commune_fr;
    const categorySlug = locale === 'nl' ? row.slug_nl : row.slug_fr;
    const categoryTitle = locale === 'nl' ? row.titre_nl : row.titre_fr;
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      locale: isLocale(row.locale) ? row.locale : 'fr',
      place: row.place,
      commune: row.commune_id !== null && communeName ? { id: row.commune_id, name: communeName } : null,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      category: row.category_id !== null && categorySlug && categoryTitle ? { id: row.category_id, slug: categorySlug, title: categoryTitle } : null,
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
    const row = await this.db
      .selectFrom('events as e')
      .leftJoin('event_categories as c', 'c.id', 'e.category_id')
      .leftJoin('communes as m', 'm.id', 'e.commune_id')
      .select([
        'e.id', 'e.slug', 'e.title', 'e.locale', 'e.place', 'e.starts_at', 'e.ends_at', 'e.commune_id',
        'c.id as category_id', 'c.slug_fr', 'c.slug_nl', 'c.titre_fr', 'c.titre_nl',
        'm.name_fr as commune_fr', 'm.name_nl as commune_nl',
      ])
      .where('e.id', '=', event.id)
      .executeTakeFirstOrThrow();
    // The organiser is linked only while its listing is public (its page would be a 404 otherwise).
    const organiser =
      event.prestataire_id === null
        ? undefined
        : await this.db
            .selectFrom('prestataires')
            .select(['id', 'slug', 'title'])
            .where('id', '=', event.prestataire_id)
            .where('active', '=', flag(true))
            .where('visible', '=', flag(true))
            .executeTakeFirst();
    const state = await this.subscriptionState(event.id, userId);
    return {
      ...this.toSummary(row, locale),
      description: event.description,
      contact_person: event.contact_person,
      website: event.website,
      organiser: organiser ?? null,
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
