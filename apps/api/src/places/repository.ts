import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Place, PlaceFilter, PlaceType } from '@sam/contracts';
import { INTL_LOCALE, type Locale } from '@sam/i18n-routes';
import type { Database, DB } from '@sam/db';

type PlaceRow = { id: number; type: string; ref_id: string; name_fr: string; name_nl: string };

const toPlace = (row: PlaceRow, locale: Locale): Place => ({
  id: row.id,
  type: row.type as PlaceType,
  ref_id: row.ref_id,
  name: row[`name_${locale}`],
  name_fr: row.name_fr,
  name_nl: row.name_nl,
});

/** By name as a Belgian reader expects (Liège before Limbourg), whatever the database's collation. */
function sortedByName(rows: PlaceRow[], locale: Locale): Place[] {
  const collator = new Intl.Collator(INTL_LOCALE[locale], { sensitivity: 'base', numeric: true });
  return rows.map((row) => toPlace(row, locale)).sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/** One filter as a SQL condition (the schema has already checked field, operator and values). */
function conditionOf(eb: ExpressionBuilder<Database, 'places'>, filter: PlaceFilter): Expression<SqlBool> {
  return filter.operator === 'in' ? eb(filter.field, 'in', filter.value as never[]) : eb(filter.field, '=', filter.value as never);
}

/** §3 Place: the areas of the places table (provinces to localités). */
export class PlacesRepository {
  constructor(private readonly db: DB) {}

  private select() {
    return this.db.selectFrom('places').select(['id', 'type', 'ref_id', 'name_fr', 'name_nl']).orderBy('id');
  }

  async list(locale: Locale, type?: PlaceType): Promise<Place[]> {
    let query = this.select();
    if (type) query = query.where('type', '=', type);
    return sortedByName(await query.execute(), locale);
  }

  /** Places matching every filter (`and`) or at least one (`or`). */
  async search(filters: PlaceFilter[], mode: 'and' | 'or', locale: Locale): Promise<Place[]> {
    const rows = await this.select()
      .where((eb) => {
        const conditions = filters.map((filter) => conditionOf(eb, filter));
        return mode === 'and' ? eb.and(conditions) : eb.or(conditions);
      })
      .execute();
    return sortedByName(rows, locale);
  }
}
