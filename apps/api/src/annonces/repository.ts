import { sql, type Selectable } from 'kysely';
import { ANNONCE_STATUSES, type AnnonceCategory, type AnnonceDetail, type AnnonceStatus, type AnnonceSummary, type AnnonceWrite, type ManagedAnnonce } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { inTransaction, nowIso, type AnnoncesTable, type DB } from '@sam/db';
import { BookmarksRepository } from '../bookmarks/repository';
import { isUniqueViolation } from '../db-errors';
import { cardHead, categoryFields, RELATION_COLUMNS, relationsIn, resolveCategoryId, type CategoryRow, type RelationRow } from '../categories/relations';
import { findPublicPrestataireLink } from '../prestataires/public-link';
import { firstFreeSlug, slugify } from '../slugs';

export type AnnonceRow = Selectable<AnnoncesTable>;

/** Only published ads are public (drafts and archives belong to the dashboard). */
const PUBLISHED = 'published';
const EXCERPT_LENGTH = 180;

/** LIKE pattern matching `text` anywhere, with the LIKE wildcards in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}

/** Slugs a new ad never takes: the dashboard's own pages under annonces/ (fr and nl). */
const RESERVED_SLUGS = ['create', 'aanmaken'];
/** Attempts at a free slug when another request takes the same one at the same moment. */
const SLUG_ATTEMPTS = 3;

/** An ad's row as the dashboard writes it (spec §3 Annonce; docs/decisions/0007-annonce-writes.md). */
function rowValues(values: AnnonceWrite) {
  return {
    title: values.title,
    body: values.body,
    locale: values.locale,
    category_id: values.category_id,
    prestataire_id: values.prestataire_id,
    contact_email: values.contact_email,
    phone: values.phone,
    price_cents: values.price === null ? null : Math.round(values.price * 100),
    commune_id: values.commune_id,
    status: values.status,
    expires_at: values.expires_at,
  };
}

const MANAGED_COLUMNS = [
  'a.id', 'a.slug', 'a.title', 'a.locale', 'a.body', 'a.category_id', 'a.prestataire_id', 'a.contact_email', 'a.phone', 'a.price_cents',
  'a.commune_id', 'a.status', 'a.published_at', 'a.expires_at', 'a.created_at', 'a.updated_at', 'p.slug as prestataire_slug', 'p.title as prestataire_title',
] as const;

type ManagedRow = Omit<AnnonceRow, 'user_id'> & { prestataire_slug: string | null; prestataire_title: string | null };

/** Public at `now`: the same rule as the `visible` query. */
export function isVisible(row: Pick<AnnonceRow, 'status' | 'published_at' | 'expires_at'>, now: string): boolean {
  return row.status === PUBLISHED && (row.published_at === null || row.published_at <= now) && (row.expires_at === null || row.expires_at > now);
}

export interface AnnonceSearchFilters {
  locale: Locale;
  page: number;
  perPage: number;
  categoryId?: number;
  q?: string;
  now: string;
}

export function toCategory(row: CategoryRow, locale: Locale, count: number): AnnonceCategory {
  return { ...categoryFields(row, locale), count };
}

type SummaryRow = Pick<AnnonceRow, 'id' | 'slug' | 'title' | 'locale' | 'body' | 'price_cents' | 'published_at' | 'expires_at'> & RelationRow;

/** Classified ads (§3 Annonce, §7 Annonces): public reads and bookmarks. */
export class AnnoncesRepository {
  private readonly bookmarks: BookmarksRepository;

  constructor(private readonly db: DB) {
    this.bookmarks = new BookmarksRepository(db);
  }

  /** Published ads visible at `now`: published already, not expired. */
  private visible(now: string) {
    return this.db
      .selectFrom('annonces as a')
      .where('a.status', '=', PUBLISHED)
      .where(sql<boolean>`(a.published_at is null or a.published_at <= ${now})`)
      .where(sql<boolean>`(a.expires_at is null or a.expires_at > ${now})`);
  }

  async listCategories(locale: Locale, now = nowIso()): Promise<AnnonceCategory[]> {
    const rows = await this.db.selectFrom('annonce_categories').selectAll().orderBy('position').orderBy('id').execute();
    const counts = await this.visible(now)
      .select(['a.category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('a.category_id')
      .execute();
    const byCategory = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
    return rows.map((row) => toCategory(row, locale, byCategory.get(row.id) ?? 0));
  }

  async findCategory(id: number, locale: Locale, now = nowIso()): Promise<AnnonceCategory | undefined> {
    return (await this.listCategories(locale, now)).find((c) => c.id === id);
  }

  resolveCategoryId(ref: number | string): Promise<number | undefined> {
    return resolveCategoryId(this.db, 'annonce_categories', ref);
  }

  /** Visible ads, newest first, one page; without a text, those written in the asked locale first (issue 15; decision 0019). */
  async search(filters: AnnonceSearchFilters): Promise<{ data: AnnonceSummary[]; total: number }> {
    let query = this.visible(filters.now);
    if (filters.categoryId !== undefined) query = query.where('a.category_id', '=', filters.categoryId);
    if (filters.q) {
      const pattern = containsPattern(filters.q);
      query = query.where(sql<boolean>`(lower(a.title) like ${pattern} escape '\\' or lower(a.body) like ${pattern} escape '\\')`);
    }
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    let ordered = this.withRelations(query);
    if (!filters.q) ordered = ordered.orderBy(sql`case when a.locale = ${filters.locale} then 0 else 1 end`);
    const rows = await ordered
      .orderBy(sql`coalesce(a.published_at, a.created_at)`, 'desc')
      .orderBy('a.id', 'desc')
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute();
    return { total: Number(total), data: rows.map((row) => this.toSummary(row, filters.locale)) };
  }

  private withRelations(query: ReturnType<AnnoncesRepository['visible']>) {
    return query
      .leftJoin('annonce_categories as c', 'c.id', 'a.category_id')
      .leftJoin('communes as m', 'm.id', 'a.commune_id')
      .select(['a.id', 'a.slug', 'a.title', 'a.locale', 'a.body', 'a.price_cents', 'a.commune_id', 'a.published_at', 'a.expires_at', ...RELATION_COLUMNS]);
  }

  private toSummary(row: SummaryRow, locale: Locale): AnnonceSummary {
    const { commune, category } = relationsIn(row, locale);
    return {
      ...cardHead(row),
      excerpt: excerpt(row.body),
      price_cents: row.price_cents === null ? null : Number(row.price_cents),
      commune,
      published_at: row.published_at,
      expires_at: row.expires_at,
      category,
    };
  }

  /** A visible ad by slug or numeric id. */
  findVisible(ref: number | string, now = nowIso()): Promise<AnnonceRow | undefined> {
    let query = this.visible(now).selectAll('a');
    query = typeof ref === 'number' ? query.where('a.id', '=', ref) : query.where('a.slug', '=', ref);
    return query.executeTakeFirst();
  }

  async loadDetail(annonce: AnnonceRow, locale: Locale, userId: number | null): Promise<AnnonceDetail> {
    const row = await this.withRelations(this.db.selectFrom('annonces as a')).where('a.id', '=', annonce.id).executeTakeFirstOrThrow();
    return {
      ...this.toSummary(row, locale),
      body: annonce.body,
      contact_email: annonce.contact_email,
      phone: annonce.phone,
      prestataire: await findPublicPrestataireLink(this.db, annonce.prestataire_id),
      bookmarked: userId === null ? false : await this.isBookmarked(annonce.id, userId),
      updated_at: annonce.updated_at,
    };
  }

  // --- the dashboard: ads a user manages, and their writes ---

  /** Any ad by slug or numeric id, whatever its status. */
  findAny(ref: number | string): Promise<AnnonceRow | undefined> {
    let query = this.db.selectFrom('annonces as a').selectAll('a');
    query = typeof ref === 'number' ? query.where('a.id', '=', ref) : query.where('a.slug', '=', ref);
    return query.executeTakeFirst();
  }

  /** Which of the ids a write refers to do not exist (the form's select lists were stale, or the body was forged). */
  async missingReferences(values: Pick<AnnonceWrite, 'category_id' | 'commune_id' | 'prestataire_id'>): Promise<('category_id' | 'commune_id' | 'prestataire_id')[]> {
    const [category, commune, listing] = await Promise.all([
      this.db.selectFrom('annonce_categories').select('id').where('id', '=', values.category_id).executeTakeFirst(),
      this.db.selectFrom('communes').select('id').where('id', '=', values.commune_id).executeTakeFirst(),
      values.prestataire_id === null ? true : this.db.selectFrom('prestataires').select('id').where('id', '=', values.prestataire_id).executeTakeFirst(),
    ]);
    return [category ? null : 'category_id' as const, commune ? null : 'commune_id' as const, listing ? null : 'prestataire_id' as const].filter((field) => field !== null);
  }

  private managed() {
    return this.db.selectFrom('annonces as a').leftJoin('prestataires as p', 'p.id', 'a.prestataire_id').select(MANAGED_COLUMNS);
  }

  private toManaged(row: ManagedRow, now: string): ManagedAnnonce {
    return {
      ...cardHead(row),
      body: row.body,
      category_id: row.category_id,
      prestataire: row.prestataire_id !== null && row.prestataire_slug !== null ? { id: row.prestataire_id, slug: row.prestataire_slug, title: row.prestataire_title ?? '' } : null,
      contact_email: row.contact_email,
      phone: row.phone,
      price_cents: row.price_cents === null ? null : Number(row.price_cents),
      commune_id: row.commune_id,
      status: (ANNONCE_STATUSES as readonly string[]).includes(row.status) ? (row.status as AnnonceStatus) : 'draft',
      published_at: row.published_at,
      expires_at: row.expires_at,
      created_at: row.created_at,
      updated_at: row.updated_at,
      visible: isVisible(row, now),
    };
  }

  async loadManaged(id: number, now = nowIso()): Promise<ManagedAnnonce> {
    return this.toManaged(await this.managed().where('a.id', '=', id).executeTakeFirstOrThrow(), now);
  }

  /** The user's own ads (written by them or linked to one of their listings), any status, newest first. */
  async searchManaged(userId: number, filters: Omit<AnnonceSearchFilters, 'locale'>): Promise<{ data: ManagedAnnonce[]; total: number }> {
    const listings = this.db.selectFrom('prestataire_users').select('prestataire_id').where('user_id', '=', userId);
    let query = this.managed().where((eb) => eb.or([eb('a.user_id', '=', userId), eb('a.prestataire_id', 'in', listings)]));
    if (filters.categoryId !== undefined) query = query.where('a.category_id', '=', filters.categoryId);
    if (filters.q) {
      const pattern = containsPattern(filters.q);
      query = query.where(sql<boolean>`(lower(a.title) like ${pattern} escape '\\' or lower(a.body) like ${pattern} escape '\\')`);
    }
    const { total } = await query.clearSelect().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute();
    return { total: Number(total), data: rows.map((row) => this.toManaged(row, filters.now)) };
  }

  /** The first of base, base-2, base-3… that no ad (and no dashboard page) uses. */
  private async freeSlug(title: string): Promise<string> {
    const base = slugify(title, 'annonce');
    const rows = await this.db.selectFrom('annonces').select('slug').where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)])).execute();
    return firstFreeSlug(base, new Set([...RESERVED_SLUGS, ...rows.map((r) => r.slug)]));
  }

  /** A new ad by `userId` with a unique slug from its title; published_at is set when it is published. */
  async create(values: AnnonceWrite, userId: number, now: string): Promise<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        const { id } = await this.db
          .insertInto('annonces')
          .values({
            ...rowValues(values),
            slug: await this.freeSlug(values.title),
            user_id: userId,
            published_at: values.status === PUBLISHED ? now : null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return id;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  /** Replaces the ad's fields; its slug stays (links already shared keep working); published_at is set on the first publication. */
  async update(annonce: AnnonceRow, values: AnnonceWrite, now: string): Promise<void> {
    await this.db
      .updateTable('annonces')
      .set({
        ...rowValues(values),
        published_at: annonce.published_at ?? (values.status === PUBLISHED ? now : null),
        updated_at: now,
      })
      .where('id', '=', annonce.id)
      .execute();
  }

  /** The ad and the bookmarks pointing at it, together. */
  async delete(id: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('bookmarks').where('bookmarkable_type', '=', 'annonce').where('bookmarkable_id', '=', id).execute();
      await trx.deleteFrom('annonces').where('id', '=', id).execute();
    });
  }

  isBookmarked(annonceId: number, userId: number): Promise<boolean> {
    return this.bookmarks.isBookmarked('annonce', annonceId, userId);
  }
}
