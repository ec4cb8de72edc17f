import type { Selectable } from 'kysely';
import { findInfoCategory, type InfoCategory, type InfoDetail, type InfoEditable, type InfoSummary, type InfoWrite } from '@sam/contracts';
import { INTL_LOCALE, type Locale } from '@sam/i18n-routes';
import { inTransaction, nowIso, type DB, type InfosTable } from '@sam/db';
import { BookmarksRepository } from '../bookmarks/repository';
import { foldForSearch } from '../faq/repository';
import { allExist, editorialSummaryHead, takenSlugFields } from '../editorial/editing';

export type InfoRow = Selectable<InfosTable>;

export interface InfoPageFilters {
  locale: Locale;
  page: number;
  perPage: number;
  /** Category key (the `infos.category` column). */
  category?: string;
  now?: string;
}

/** The category of a row in one language; a key the portal does not know is shown as none. */
export function categoryOf(key: string | null, locale: Locale): InfoCategory | null {
  const found = key ? findInfoCategory(key) : undefined;
  if (!found || found.key !== key) return null;
  return { key: found.key, slug: found[`slug_${locale}`], title: found[`title_${locale}`] };
}

export function toInfoSummary(row: InfoRow, locale: Locale): InfoSummary {
  return {
    ...editorialSummaryHead(row, locale),
    category: categoryOf(row.category, locale),
    url: row.url,
    published_at: row.published_at,
    updated_at: row.updated_at,
  };
}

/**
 * Ranks rows whose title, summary or body (in `locale`) holds every word of `query`, accents and
 * case aside: title matches first, then the others, each group in its given order.
 */
export function matchInfos(rows: readonly InfoRow[], locale: Locale, query: string): InfoRow[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...rows];
  const inTitle: InfoRow[] = [];
  const elsewhere: InfoRow[] = [];
  for (const row of rows) {
    const title = foldForSearch(row[`title_${locale}`]);
    const all = `${title}\n${foldForSearch(`${row[`summary_${locale}`] ?? ''}\n${row[`body_${locale}`]}`)}`;
    if (!words.every((word) => all.includes(word))) continue;
    (words.every((word) => title.includes(word)) ? inTitle : elsewhere).push(row);
  }
  return [...inTitle, ...elsewhere];
}

/** Useful-information pages (§3 Info, §7 Infos): public reads, related pages, bookmarks and the editors' write. */
export class InfosRepository {
  private readonly bookmarks: BookmarksRepository;

  constructor(private readonly db: DB) {
    this.bookmarks = new BookmarksRepository(db);
  }

  /** Published pages: a publication date that has come (no date: a draft of the dashboard). */
  private published(now: string) {
    return this.db.selectFrom('infos as i').where('i.published_at', 'is not', null).where('i.published_at', '<=', now);
  }

  /** One page of published infos, newest first. */
  async list({ locale, page, perPage, category, now = nowIso() }: InfoPageFilters): Promise<{ data: InfoSummary[]; total: number }> {
    let query = this.published(now);
    if (category !== undefined) query = query.where('i.category', '=', category);
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('i')
      .orderBy('i.published_at', 'desc')
      .orderBy('i.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    return { total: Number(total), data: rows.map((row) => toInfoSummary(row, locale)) };
  }

  /**
   * Text search over the published infos. The table is a small editorial one, so the folding is
   * done here rather than in SQL, where SQLite and PostgreSQL disagree on accents (as the FAQ).
   */
  async search(filters: InfoPageFilters & { query?: string }): Promise<{ data: InfoSummary[]; total: number }> {
    let query = this.published(filters.now ?? nowIso());
    if (filters.category !== undefined) query = query.where('i.category', '=', filters.category);
    const rows = await query.selectAll('i').orderBy('i.published_at', 'desc').orderBy('i.id', 'desc').execute();
    const matching = matchInfos(rows, filters.locale, filters.query ?? '');
    const start = (filters.page - 1) * filters.perPage;
    return { total: matching.length, data: matching.slice(start, start + filters.perPage).map((row) => toInfoSummary(row, filters.locale)) };
  }

  /** A published info by numeric id or by its slug in either language. */
  findPublished(ref: number | string, now = nowIso()): Promise<InfoRow | undefined> {
    let query = this.published(now).selectAll('i');
    query = typeof ref === 'number' ? query.where('i.id', '=', ref) : query.where((eb) => eb.or([eb('i.slug_fr', '=', ref), eb('i.slug_nl', '=', ref)]));
    return query.orderBy('i.id').executeTakeFirst();
  }

  async loadDetail(row: InfoRow, locale: Locale, userId: number | null): Promise<InfoDetail> {
    return {
      ...toInfoSummary(row, locale),
      body: row[`body_${locale}`],
      bookmarked: userId === null ? false : await this.bookmarks.isBookmarked('info', row.id, userId),
    };
  }

  /**
   * The published infos linked to this one, in either direction (an editor links two pages
   * once), in the locale's alphabetical order.
   */
  async related(infoId: number, locale: Locale, now = nowIso()): Promise<InfoSummary[]> {
    const links = await this.db
      .selectFrom('info_related')
      .select(['info_id', 'related_id'])
      .where((eb) => eb.or([eb('info_id', '=', infoId), eb('related_id', '=', infoId)]))
      .execute();
    const ids = [...new Set(links.map((l) => (l.info_id === infoId ? l.related_id : l.info_id)))].filter((id) => id !== infoId);
    if (ids.length === 0) return [];
    const rows = await this.published(now).selectAll('i').where('i.id', 'in', ids).execute();
    const collator = new Intl.Collator(INTL_LOCALE[locale], { sensitivity: 'base', numeric: true });
    return rows.map((row) => toInfoSummary(row, locale)).sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
  }

  /** Any info, published or not, by numeric id or by its slug in either language (the edit copy). */
  findAny(ref: number | string): Promise<InfoRow | undefined> {
    let query = this.db.selectFrom('infos as i').selectAll('i');
    query = typeof ref === 'number' ? query.where('i.id', '=', ref) : query.where((eb) => eb.or([eb('i.slug_fr', '=', ref), eb('i.slug_nl', '=', ref)]));
    return query.orderBy('i.id').executeTakeFirst();
  }

  /** Every info linked to this one, in either direction and whatever its publication. */
  private async relatedIds(infoId: number): Promise<number[]> {
    const links = await this.db
      .selectFrom('info_related')
      .select(['info_id', 'related_id'])
      .where((eb) => eb.or([eb('info_id', '=', infoId), eb('related_id', '=', infoId)]))
      .execute();
    const ids = new Set(links.map((l) => (l.info_id === infoId ? l.related_id : l.info_id)));
    ids.delete(infoId);
    return [...ids].sort((a, b) => a - b);
  }

  async toEditable(row: InfoRow): Promise<InfoEditable> {
    const { id, slug_fr, slug_nl, title_fr, title_nl, summary_fr, summary_nl, body_fr, body_nl, category, url, published_at, updated_at } = row;
    return { id, slug_fr, slug_nl, title_fr, title_nl, summary_fr, summary_nl, body_fr, body_nl, category, url, published_at, updated_at, related_ids: await this.relatedIds(id) };
  }

  /** Field errors of a write the schema cannot see: slugs another info uses, related infos that are not others. */
  async writeProblems(infoId: number, values: InfoWrite): Promise<Record<string, string[]>> {
    const errors = await takenSlugFields(this.db, 'infos', infoId, values);
    if (values.related_ids.includes(infoId) || !(await allExist(this.db, 'infos', values.related_ids))) errors.related_ids = ['validation.info.related'];
    return errors;
  }

  /** Replaces the info and its links in one transaction: a failing part leaves the info as it was. */
  async update(infoId: number, values: InfoWrite, now: string): Promise<InfoRow> {
    const { related_ids, ...columns } = values;
    await inTransaction(this.db, async (trx) => {
      await trx.updateTable('infos').set({ ...columns, updated_at: now }).where('id', '=', infoId).execute();
      // A link shows on both pages, so links stored from the other side are replaced too.
      await trx.deleteFrom('info_related').where((eb) => eb.or([eb('info_id', '=', infoId), eb('related_id', '=', infoId)])).execute();
      if (related_ids.length > 0) await trx.insertInto('info_related').values(related_ids.map((related_id) => ({ info_id: infoId, related_id }))).execute();
    });
    return (await this.findAny(infoId))!;
  }
}
