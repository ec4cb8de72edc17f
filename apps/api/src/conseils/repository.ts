import type { Selectable } from 'kysely';
import type { ConseilDetail, ConseilEditable, ConseilSummary, ConseilTag, ConseilWrite } from '@sam/contracts';
import { INTL_LOCALE, type Locale } from '@sam/i18n-routes';
import { inTransaction, nowIso, type ConseilsTable, type DB } from '@sam/db';
import { BookmarksRepository } from '../bookmarks/repository';
import { BesoinsRepository } from '../besoins/repository';
import { allExist, editorialSummaryHead, takenSlugFields } from '../editorial/editing';

export type ConseilRow = Selectable<ConseilsTable>;

/** Advice guides (§3 Conseil: tags, besoins and contents; identified by slug_fr), bookmarks and the editors' write. */
export class ConseilsRepository {
  private readonly bookmarks: BookmarksRepository;
  private readonly besoins: BesoinsRepository;

  constructor(private readonly db: DB) {
    this.bookmarks = new BookmarksRepository(db);
    this.besoins = new BesoinsRepository(db);
  }

  /** Published guides: a publication date that has come (no date: a draft of the dashboard). */
  private published(now: string) {
    return this.db.selectFrom('conseils as c').where('c.published_at', 'is not', null).where('c.published_at', '<=', now);
  }

  /** One page of published guides, newest first, each with its tags. */
  async list({ locale, page, perPage, now = nowIso() }: { locale: Locale; page: number; perPage: number; now?: string }): Promise<{ data: ConseilSummary[]; total: number }> {
    const { total } = await this.published(now).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await this.published(now)
      .selectAll('c')
      .orderBy('c.published_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    const tags = await this.tagsOf(rows.map((r) => r.id), locale);
    return { total: Number(total), data: rows.map((row) => this.toSummary(row, locale, tags.get(row.id) ?? [])) };
  }

  /** A published guide by numeric id or by its slug in either language. */
  findPublished(ref: number | string, now = nowIso()): Promise<ConseilRow | undefined> {
    let query = this.published(now).selectAll('c');
    query = typeof ref === 'number' ? query.where('c.id', '=', ref) : query.where((eb) => eb.or([eb('c.slug_fr', '=', ref), eb('c.slug_nl', '=', ref)]));
    return query.orderBy('c.id').executeTakeFirst();
  }

  async loadDetail(row: ConseilRow, locale: Locale, userId: number | null): Promise<ConseilDetail> {
    const tags = await this.tagsOf([row.id], locale);
    const contents = await this.db
      .selectFrom('conseil_contents')
      .selectAll()
      .where('conseil_id', '=', row.id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const besoinIds = (await this.db.selectFrom('conseil_besoins').select('besoin_id').where('conseil_id', '=', row.id).execute()).map((b) => b.besoin_id);
    const tree = await this.besoins.tree();
    const besoins = tree.ordered().filter((b) => besoinIds.includes(b.id)).map((b) => tree.toRef(b, locale));
    return {
      ...this.toSummary(row, locale, tags.get(row.id) ?? []),
      contents: contents.map((c) => ({ id: c.id, position: c.position, heading: c[`heading_${locale}`], body: c[`body_${locale}`] })),
      besoins,
      bookmarked: userId === null ? false : await this.bookmarks.isBookmarked('conseil', row.id, userId),
    };
  }

  /** Any guide, published or not, by numeric id or by its slug in either language (the edit copy). */
  findAny(ref: number | string): Promise<ConseilRow | undefined> {
    let query = this.db.selectFrom('conseils as c').selectAll('c');
    query = typeof ref === 'number' ? query.where('c.id', '=', ref) : query.where((eb) => eb.or([eb('c.slug_fr', '=', ref), eb('c.slug_nl', '=', ref)]));
    return query.orderBy('c.id').executeTakeFirst();
  }

  async toEditable(row: ConseilRow): Promise<ConseilEditable> {
    const [contents, tags, besoins] = await Promise.all([
      this.db
        .selectFrom('conseil_contents')
        .select(['id', 'position', 'heading_fr', 'heading_nl', 'body_fr', 'body_nl'])
        .where('conseil_id', '=', row.id)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      this.db.selectFrom('conseil_tags').select('tag_id').where('conseil_id', '=', row.id).orderBy('tag_id').execute(),
      this.db.selectFrom('conseil_besoins').select('besoin_id').where('conseil_id', '=', row.id).orderBy('besoin_id').execute(),
    ]);
    const { id, slug_fr, slug_nl, title_fr, title_nl, summary_fr, summary_nl, published_at, updated_at } = row;
    return {
      id, slug_fr, slug_nl, title_fr, title_nl, summary_fr, summary_nl, published_at, updated_at,
      contents,
      tag_ids: tags.map((t) => t.tag_id),
      besoin_ids: besoins.map((b) => b.besoin_id),
    };
  }

  /** Field errors of a write the schema cannot see: slugs another guide uses, unknown tags or besoins. */
  async writeProblems(conseilId: number, values: ConseilWrite): Promise<Record<string, string[]>> {
    const errors = await takenSlugFields(this.db, 'conseils', conseilId, values);
    if (!(await allExist(this.db, 'tags', values.tag_ids))) errors.tag_ids = ['validation.conseil.tags'];
    if (!(await allExist(this.db, 'besoins', values.besoin_ids))) errors.besoin_ids = ['validation.conseil.besoins'];
    return errors;
  }

  /**
   * Replaces the guide, its sections (numbered from 1 in the order given), tags and besoins in one
   * transaction: a failing part leaves the guide as it was.
   */
  async update(conseilId: number, values: ConseilWrite, now: string): Promise<ConseilRow> {
    const { contents, tag_ids, besoin_ids, ...columns } = values;
    await inTransaction(this.db, async (trx) => {
      await trx.updateTable('conseils').set({ ...columns, updated_at: now }).where('id', '=', conseilId).execute();
      await trx.deleteFrom('conseil_contents').where('conseil_id', '=', conseilId).execute();
      await trx.insertInto('conseil_contents').values(contents.map((section, index) => ({ ...section, conseil_id: conseilId, position: index + 1 }))).execute();
      await trx.deleteFrom('conseil_tags').where('conseil_id', '=', conseilId).execute();
      if (tag_ids.length > 0) await trx.insertInto('conseil_tags').values(tag_ids.map((tag_id) => ({ conseil_id: conseilId, tag_id }))).execute();
      await trx.deleteFrom('conseil_besoins').where('conseil_id', '=', conseilId).execute();
      if (besoin_ids.length > 0) await trx.insertInto('conseil_besoins').values(besoin_ids.map((besoin_id) => ({ conseil_id: conseilId, besoin_id }))).execute();
    });
    return (await this.findAny(conseilId))!;
  }

  /** Tags per guide, in the locale's alphabetical order. */
  private async tagsOf(conseilIds: number[], locale: Locale): Promise<Map<number, ConseilTag[]>> {
    const byConseil = new Map<number, ConseilTag[]>();
    if (conseilIds.length === 0) return byConseil;
    const rows = await this.db
      .selectFrom('conseil_tags as ct')
      .innerJoin('tags as t', 't.id', 'ct.tag_id')
      .select(['ct.conseil_id', 't.id', 't.slug', 't.name_fr', 't.name_nl'])
      .where('ct.conseil_id', 'in', conseilIds)
      .execute();
    const collator = new Intl.Collator(INTL_LOCALE[locale], { sensitivity: 'base' });
    for (const row of rows) {
      const list = byConseil.get(row.conseil_id) ?? [];
      list.push({ id: row.id, slug: row.slug, name: row[`name_${locale}`] });
      byConseil.set(row.conseil_id, list);
    }
    for (const list of byConseil.values()) list.sort((a, b) => collator.compare(a.name, b.name));
    return byConseil;
  }

  private toSummary(row: ConseilRow, locale: Locale, tags: ConseilTag[]): ConseilSummary {
    return {
      ...editorialSummaryHead(row, locale),
      published_at: row.published_at,
      updated_at: row.updated_at,
      tags,
    };
  }
}
