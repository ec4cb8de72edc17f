import { sql, type Selectable } from 'kysely';
import type { AnnonceCategory, AnnonceDetail, AnnonceSummary } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { nowIso, type AnnoncesTable, type DB } from '@sam/db';
import { BookmarksRepository } from '../bookmarks/repository';
import { cardHead, categoryFields, RELATION_COLUMNS, relationsIn, resolveCategoryId, type CategoryRow, type RelationRow } from '../categories/relations';
import { findPublicPrestataireLink } from '../prestataires/public-link';

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

  /** Visible ads, newest first, one page. */
  async search(filters: AnnonceSearchFilters): Promise<{ data: AnnonceSummary[]; total: number }> {
    let query = this.visible(filters.now);
    if (filters.categoryId !== undefined) query = query.where('a.category_id', '=', filters.categoryId);
    if (filters.q) {
      const pattern = containsPattern(filters.q);
      query = query.where(sql<boolean>`(lower(a.title) like ${pattern} escape '\\' or lower(a.body) like ${pattern} escape '\\')`);
    }
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await this.withRelations(query)
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

  isBookmarked(annonceId: number, userId: number): Promise<boolean> {
    return this.bookmarks.isBookmarked('annonce', annonceId, userId);
  }

  /** Sets the bookmark to `wanted` (idempotent); without `wanted`, toggles it. */
  setBookmark(annonceId: number, userId: number, wanted?: boolean): Promise<boolean> {
    return this.bookmarks.set('annonce', annonceId, userId, wanted);
  }
}
