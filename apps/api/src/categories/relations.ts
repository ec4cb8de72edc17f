import { isLocale, type Locale } from '@sam/i18n-routes';
import type { DB } from '@sam/db';
import { localisedFields } from '../localized-columns';

/**
 * Pieces shared by the categorised public lists (annonces, events): their category tables
 * have one shape, and their items join a category as `c` and a commune as `m`.
 */

type CategoryTable = 'annonce_categories' | 'event_categories';

export type CategoryRow = { id: number; slug_fr: string; slug_nl: string; titre_fr: string; titre_nl: string; position: number };

/** A category named in `locale` and in both languages; each list adds its own count. */
export function categoryFields(row: CategoryRow, locale: Locale) {
  return {
    id: row.id,
    ...localisedFields(row, locale, { slug: 'slug', title: 'titre' }),
    position: row.position,
  };
}

/** A category by id or by its slug in either language. */
export async function resolveCategoryId(db: DB, table: CategoryTable, ref: number | string): Promise<number | undefined> {
  let query = db.selectFrom(table).select('id');
  query = typeof ref === 'number' ? query.where('id', '=', ref) : query.where((eb) => eb.or([eb('slug_fr', '=', ref), eb('slug_nl', '=', ref)]));
  return (await query.executeTakeFirst())?.id;
}

/** The fields every card starts with; an item in neither language counts as French. */
export function cardHead(row: { id: number; slug: string; title: string; locale: string }): { id: number; slug: string; title: string; locale: Locale } {
  return { id: row.id, slug: row.slug, title: row.title, locale: isLocale(row.locale) ? row.locale : 'fr' };
}

/** The columns `relationsIn` reads, from the joined category `c` and commune `m`. */
export const RELATION_COLUMNS = [
  'c.id as category_id', 'c.slug_fr', 'c.slug_nl', 'c.titre_fr', 'c.titre_nl',
  'm.name_fr as commune_fr', 'm.name_nl as commune_nl',
] as const;

export interface RelationRow {
  commune_id: string | null;
  category_id: number | null;
  slug_fr: string | null;
  slug_nl: string | null;
  titre_fr: string | null;
  titre_nl: string | null;
  commune_fr: string | null;
  commune_nl: string | null;
}

/** The item's commune and category named in `locale`, or null where it has none. */
export function relationsIn(row: RelationRow, locale: Locale) {
  const communeName = locale === 'nl' ? row.commune_nl : row.commune_fr;
  const categorySlug = locale === 'nl' ? row.slug_nl : row.slug_fr;
  const categoryTitle = locale === 'nl' ? row.titre_nl : row.titre_fr;
  return {
    commune: row.commune_id !== null && communeName ? { id: row.commune_id, name: communeName } : null,
    category: row.category_id !== null && categorySlug && categoryTitle ? { id: row.category_id, slug: categorySlug, title: categoryTitle } : null,
  };
}
