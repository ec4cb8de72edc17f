import { sql, type Selectable } from 'kysely';
import { BESOIN_PATH_SEPARATOR, type BesoinDetail, type BesoinRef, type BesoinSummary } from '@sam/contracts';
import type { Locale } from '@sam/i18n-routes';
import { flag, nowIso, type BesoinsTable, type DB } from '@sam/db';
import { foldForSearch } from '../faq/repository';

export type BesoinRow = Selectable<BesoinsTable>;

/** The two-level needs tree (§3 Besoin), loaded whole: a few dozen editorial rows. */
export class BesoinTree {
  private readonly byId: Map<number, BesoinRow>;

  constructor(readonly rows: readonly BesoinRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  get(id: number): BesoinRow | undefined {
    return this.byId.get(id);
  }

  parentOf(row: BesoinRow): BesoinRow | undefined {
    return row.parent_id === null ? undefined : this.byId.get(row.parent_id);
  }

  childrenOf(id: number): BesoinRow[] {
    return this.rows.filter((row) => row.parent_id === id).sort(byPosition);
  }

  /** A need by id or by its slug in either language. */
  find(ref: number | string): BesoinRow | undefined {
    if (typeof ref === 'number') return this.byId.get(ref);
    return this.rows.find((row) => row.slug_fr === ref) ?? this.rows.find((row) => row.slug_nl === ref);
  }

  /** 'Parent > Child' for a level-2 need, the title for a level-1 need (the search page's facet value). */
  pathOf(row: BesoinRow, locale: Locale): string {
    const parent = this.parentOf(row);
    const title = row[`titre_${locale}`];
    return parent ? `${parent[`titre_${locale}`]}${BESOIN_PATH_SEPARATOR}${title}` : title;
  }

  /** Tree order: each level-1 need by position, followed by its children by position. */
  ordered(): BesoinRow[] {
    const parents = this.rows.filter((row) => row.parent_id === null || !this.byId.has(row.parent_id)).sort(byPosition);
    return parents.flatMap((parent) => [parent, ...this.childrenOf(parent.id)]);
  }

  toRef(row: BesoinRow, locale: Locale): BesoinRef {
    return {
      id: row.id,
      slug: row[`slug_${locale}`],
      slug_fr: row.slug_fr,
      slug_nl: row.slug_nl,
      title: row[`titre_${locale}`],
      path: this.pathOf(row, locale),
    };
  }

  toSummary(row: BesoinRow, locale: Locale, providers: ReadonlyMap<number, number>): BesoinSummary {
    return {
      ...this.toRef(row, locale),
      parent_id: row.parent_id,
      level: row.parent_id === null ? 1 : 2,
      description: row[`description_${locale}`],
      position: Number(row.position),
      providers_count: providers.get(row.id) ?? 0,
      children_count: this.childrenOf(row.id).length,
    };
  }
}

const byPosition = (a: BesoinRow, b: BesoinRow) => Number(a.position) - Number(b.position) || a.id - b.id;

export interface BesoinSearchFilters {
  locale: Locale;
  page: number;
  perPage: number;
  query?: string;
  /** null: the level-1 needs; a number: the children of that need. */
  parentId?: number | null;
  level?: 1 | 2;
}

/** Needs (§3 Besoin, §7 Besoins): search, detail and the listings that answer them. */
export class BesoinsRepository {
  constructor(private readonly db: DB) {}

  async tree(): Promise<BesoinTree> {
    return new BesoinTree(await this.db.selectFrom('besoins').selectAll().execute());
  }

  /**
   * Public listings per need: for a level-2 need, those that name it; for a level-1 need, those
   * that name it or any of its children (each listing once). Two grouped queries.
   */
  async providerCounts(): Promise<Map<number, number>> {
    const visible = () =>
      this.db
        .selectFrom('prestataire_besoins as pb')
        .innerJoin('prestataires as p', 'p.id', 'pb.prestataire_id')
        .innerJoin('besoins as b', 'b.id', 'pb.besoin_id')
        .where('p.active', '=', flag(true))
        .where('p.visible', '=', flag(true));
    const own = await visible()
      .select(['pb.besoin_id as id', (eb) => eb.fn.count<number>('pb.prestataire_id').distinct().as('n')])
      .where('b.parent_id', 'is not', null)
      .groupBy('pb.besoin_id')
      .execute();
    const root = sql<number>`coalesce(b.parent_id, b.id)`;
    const underParent = await visible()
      .select([root.as('id'), (eb) => eb.fn.count<number>('pb.prestataire_id').distinct().as('n')])
      .groupBy(root)
      .execute();
    return new Map([...own, ...underParent].map((row) => [Number(row.id), Number(row.n)]));
  }

  async search(filters: BesoinSearchFilters): Promise<{ data: BesoinSummary[]; total: number }> {
    const tree = await this.tree();
    const words = filters.query ? foldForSearch(filters.query).split(' ').filter(Boolean) : [];
    const matching = tree.ordered().filter((row) => {
      if (filters.parentId !== undefined && row.parent_id !== filters.parentId) return false;
      if (filters.level !== undefined && (row.parent_id === null ? 1 : 2) !== filters.level) return false;
      if (words.length === 0) return true;
      const text = foldForSearch(`${row[`titre_${filters.locale}`]}\n${row[`description_${filters.locale}`] ?? ''}`);
      return words.every((word) => text.includes(word));
    });
    const start = (filters.page - 1) * filters.perPage;
    const pageRows = matching.slice(start, start + filters.perPage);
    const providers = pageRows.length === 0 ? new Map<number, number>() : await this.providerCounts();
    return { total: matching.length, data: pageRows.map((row) => tree.toSummary(row, filters.locale, providers)) };
  }

  /** The need with its parent, its children and the published guides about it (or about a child of it). */
  async loadDetail(tree: BesoinTree, row: BesoinRow, locale: Locale, now = nowIso()): Promise<BesoinDetail> {
    const providers = await this.providerCounts();
    const parent = tree.parentOf(row);
    const children = tree.childrenOf(row.id);
    const conseils = await this.db
      .selectFrom('conseils as c')
      .innerJoin('conseil_besoins as cb', 'cb.conseil_id', 'c.id')
      .select(['c.id', 'c.slug_fr', 'c.slug_nl', 'c.title_fr', 'c.title_nl', 'c.summary_fr', 'c.summary_nl', 'c.published_at'])
      .distinct()
      .where('cb.besoin_id', 'in', [row.id, ...children.map((c) => c.id)])
      .where('c.published_at', 'is not', null)
      .where('c.published_at', '<=', now)
      .orderBy('c.published_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    return {
      ...tree.toSummary(row, locale, providers),
      parent: parent ? tree.toSummary(parent, locale, providers) : null,
      children: children.map((child) => tree.toSummary(child, locale, providers)),
      conseils: conseils.map((c) => ({ id: c.id, slug: c[`slug_${locale}`], title: c[`title_${locale}`], summary: c[`summary_${locale}`] })),
    };
  }
}
