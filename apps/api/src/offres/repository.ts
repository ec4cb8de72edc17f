import { sql } from 'kysely';
import type { Offre, OffreCategory } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { flag, type DB } from '@sam/db';
import { containsPattern, toCategory } from '../annonces/repository';

/** Only published offers are public. */
const PUBLISHED = 'published';

export interface OffreSearchFilters {
  locale: Locale;
  page: number;
  perPage: number;
  categoryId?: number;
  q?: string;
  /** Also offers not valid today. */
  all: boolean;
  /** Today, YYYY-MM-DD (validity dates are calendar days, both inclusive). */
  today: string;
}

export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** Member benefits (§3 Offre, §7 Offres): validity period, promo code, site link, attachment. */
export class OffresRepository {
  constructor(private readonly db: DB) {}

  /** Whether the user owns or manages at least one listing (the offers' promo codes are for providers). */
  async runsAListing(userId: number): Promise<boolean> {
    const row = await this.db.selectFrom('prestataire_users').select('prestataire_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  private published() {
    return this.db.selectFrom('offres as o').where('o.status', '=', PUBLISHED);
  }

  private validOn(query: ReturnType<OffresRepository['published']>, today: string) {
    return query
      .where(sql<boolean>`(o.valid_from is null or substr(o.valid_from, 1, 10) <= ${today})`)
      .where(sql<boolean>`(o.valid_until is null or substr(o.valid_until, 1, 10) >= ${today})`);
  }

  /** Categories in position order, with their currently valid offers counted. */
  async listCategories(locale: Locale, today = todayIso()): Promise<OffreCategory[]> {
    const rows = await this.db.selectFrom('offre_categories').selectAll().orderBy('position').orderBy('id').execute();
    const counts = await this.validOn(this.published(), today)
      .select(['o.category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('o.category_id')
      .execute();
    const byCategory = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
    return rows.map((row) => toCategory(row, locale, byCategory.get(row.id) ?? 0));
  }

  async findCategory(id: number, locale: Locale, today = todayIso()): Promise<OffreCategory | undefined> {
    return (await this.listCategories(locale, today)).find((c) => c.id === id);
  }

  async resolveCategoryId(ref: number | string): Promise<number | undefined> {
    let query = this.db.selectFrom('offre_categories').select('id');
    query = typeof ref === 'number' ? query.where('id', '=', ref) : query.where((eb) => eb.or([eb('slug_fr', '=', ref), eb('slug_nl', '=', ref)]));
    return (await query.executeTakeFirst())?.id;
  }

  /** Published offers (valid today unless `all`), ending soonest first, one page. */
  async search(filters: OffreSearchFilters): Promise<{ data: Offre[]; total: number }> {
    let query = this.published();
    if (!filters.all) query = this.validOn(query, filters.today);
    if (filters.categoryId !== undefined) query = query.where('o.category_id', '=', filters.categoryId);
    if (filters.q) {
      const pattern = containsPattern(filters.q);
      const title = filters.locale === 'nl' ? sql.ref('o.title_nl') : sql.ref('o.title_fr');
      const description = filters.locale === 'nl' ? sql.ref('o.description_nl') : sql.ref('o.description_fr');
      query = query.where(sql<boolean>`(lower(${title}) like ${pattern} escape '\\' or lower(${description}) like ${pattern} escape '\\')`);
    }
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await this.withRelations(query)
      .orderBy(sql`coalesce(o.valid_until, '9999-12-31')`, 'asc')
      .orderBy('o.id', 'asc')
      .limit(filters.perPage)
      .offset((filters.page - 1) * filters.perPage)
      .execute();
    return { total: Number(total), data: rows.map((row) => this.toOffre(row, filters.locale, filters.today)) };
  }

  /** A published offer by id (whatever its validity: a shared link keeps working). */
  async find(id: number, locale: Locale, today = todayIso()): Promise<Offre | undefined> {
    const row = await this.withRelations(this.published()).where('o.id', '=', id).executeTakeFirst();
    return row && this.toOffre(row, locale, today);
  }

  private withRelations(query: ReturnType<OffresRepository['published']>) {
    return query
      .leftJoin('offre_categories as c', 'c.id', 'o.category_id')
      .leftJoin('prestataires as p', (join) =>
        join.onRef('p.id', '=', 'o.prestataire_id').on('p.active', '=', flag(true)).on('p.visible', '=', flag(true)),
      )
      .select([
        'o.id', 'o.slug', 'o.title_fr', 'o.title_nl', 'o.description_fr', 'o.description_nl', 'o.valid_from', 'o.valid_until',
        'o.promo_code', 'o.site_url', 'o.attachment_path',
        'c.id as category_id', 'c.slug_fr', 'c.slug_nl', 'c.titre_fr', 'c.titre_nl',
        'p.id as prestataire_id', 'p.slug as prestataire_slug', 'p.title as prestataire_title',
      ]);
  }

  private toOffre(
    row: {
      id: number; slug: string; title_fr: string; title_nl: string; description_fr: string; description_nl: string;
      valid_from: string | null; valid_until: string | null; promo_code: string | null; site_url: string | null; attachment_path: string | null;
      category_id: number | null; slug_fr: string | null; slug_nl: string | null; titre_fr: string | null; titre_nl: string | null;
      prestataire_id: number | null; prestataire_slug: string | null; prestataire_title: string | null;
    },
    locale: Locale,
    today: string,
  ): Offre {
    const nl = locale === 'nl';
    const categorySlug = nl ? row.slug_nl : row.slug_fr;
    const categoryTitle = nl ? row.titre_nl : row.titre_fr;
    const from = row.valid_from?.slice(0, 10) ?? null;
    const until = row.valid_until?.slice(0, 10) ?? null;
    return {
      id: row.id,
      slug: row.slug,
      title: nl ? row.title_nl : row.title_fr,
      description: nl ? row.description_nl : row.description_fr,
      valid_from: row.valid_from,
      valid_until: row.valid_until,
      valid: (from === null || from <= today) && (until === null || until >= today),
      promo_code: row.promo_code,
      site_url: row.site_url,
      attachment_path: row.attachment_path,
      category: row.category_id !== null && categorySlug && categoryTitle ? { id: row.category_id, slug: categorySlug, title: categoryTitle } : null,
      prestataire:
        row.prestataire_id !== null && row.prestataire_slug && row.prestataire_title
          ? { id: row.prestataire_id, slug: row.prestataire_slug, title: row.prestataire_title }
          : null,
    };
  }
}
