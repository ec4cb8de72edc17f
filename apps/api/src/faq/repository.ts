import type { FaqCategory, FaqCategoryWithCount, FaqQuestion, GlossaryTerm } from '@sam/contracts';
import { INTL_LOCALE, type Locale } from '@sam/i18n-routes';
import type { DB } from '@sam/db';

/** Ids are PostgreSQL `integer`s: anything beyond cannot exist (and must not reach the query). */
const MAX_ID = 2_147_483_647;

/**
 * Text folded for searching: no accents, lower case, œ/æ spelt out, typographic apostrophes
 * straightened, runs of spaces collapsed. Applied to the query and to the texts alike, so that
 * "aidant", "AIDANT" and "aïdant" find the same questions in both languages.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The letter a glossary term is filed under: its first letter without accents, A–Z, or '#'. */
export function glossaryLetter(term: string): string {
  const first = foldForSearch(term).replace(/^[^\p{L}\p{N}]+/u, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

type CategoryRow = { id: number; slug_fr: string; slug_nl: string; titre_fr: string; titre_nl: string };

const categoryIn = (row: CategoryRow, locale: Locale): FaqCategory => ({
  id: row.id,
  slug: row[`slug_${locale}`],
  titre: row[`titre_${locale}`],
});

/** FAQ categories and questions (§3 FAQ, §7 FAQ and glossary), and the glossary terms. */
export class FaqRepository {
  constructor(private readonly db: DB) {}

  private categoryColumns() {
    return this.db.selectFrom('faq_categories').select(['id', 'slug_fr', 'slug_nl', 'titre_fr', 'titre_nl']);
  }

  /** Categories in display order, each with its number of questions. */
  async listCategories(locale: Locale): Promise<FaqCategoryWithCount[]> {
    const rows = await this.db
      .selectFrom('faq_categories as c')
      .leftJoin('faq_questions as q', 'q.category_id', 'c.id')
      .select(['c.id', 'c.slug_fr', 'c.slug_nl', 'c.titre_fr', 'c.titre_nl', 'c.position'])
      .select((eb) => eb.fn.count<number>('q.id').as('count'))
      .groupBy(['c.id', 'c.slug_fr', 'c.slug_nl', 'c.titre_fr', 'c.titre_nl', 'c.position'])
      .orderBy('c.position')
      .orderBy('c.id')
      .execute();
    return rows.map((row) => ({ ...categoryIn(row, locale), count: Number(row.count) }));
  }

  async findCategory(id: number, locale: Locale): Promise<FaqCategory | undefined> {
    if (id > MAX_ID) return undefined;
    const row = await this.categoryColumns().where('id', '=', id).executeTakeFirst();
    return row ? categoryIn(row, locale) : undefined;
  }

  /** A category by id, or by its slug in either language (shared links keep working across languages). */
  async findCategoryRef(ref: number | string, locale: Locale): Promise<FaqCategory | undefined> {
    if (typeof ref === 'number') return this.findCategory(ref, locale);
    const row = await this.categoryColumns()
      .where((eb) => eb.or([eb('slug_fr', '=', ref), eb('slug_nl', '=', ref)]))
      .orderBy('id')
      .executeTakeFirst();
    return row ? categoryIn(row, locale) : undefined;
  }

  private questionColumns() {
    return this.db
      .selectFrom('faq_questions as q')
      .leftJoin('faq_categories as c', 'c.id', 'q.category_id')
      .select([
        'q.id', 'q.question_fr', 'q.question_nl', 'q.answer_fr', 'q.answer_nl',
        'c.id as category_id', 'c.slug_fr', 'c.slug_nl', 'c.titre_fr', 'c.titre_nl',
      ]);
  }

  private toQuestion(
    row: { id: number; question_fr: string; question_nl: string; answer_fr: string; answer_nl: string; category_id: number | null; slug_fr: string | null; slug_nl: string | null; titre_fr: string | null; titre_nl: string | null },
    locale: Locale,
  ): FaqQuestion {
    const { category_id, slug_fr, slug_nl, titre_fr, titre_nl } = row;
    return {
      id: row.id,
      question: row[`question_${locale}`],
      answer: row[`answer_${locale}`],
      category:
        category_id !== null && slug_fr !== null && slug_nl !== null && titre_fr !== null && titre_nl !== null
          ? categoryIn({ id: category_id, slug_fr, slug_nl, titre_fr, titre_nl }, locale)
          : null,
    };
  }

  async findQuestion(id: number, locale: Locale): Promise<FaqQuestion | undefined> {
    if (id > MAX_ID) return undefined;
    const row = await this.questionColumns().where('q.id', '=', id).executeTakeFirst();
    return row ? this.toQuestion(row, locale) : undefined;
  }

  /**
   * Questions in category then question order, optionally in one category, whose question or
   * answer (in the requested language) contains every word of `q`, accents and case aside.
   * The FAQ is a small editorial table, so the folding is done here rather than in SQL, where
   * SQLite and PostgreSQL disagree on accents and on lower() beyond ASCII.
   */
  async search({ locale, q, categoryId, page, perPage }: { locale: Locale; q?: string; categoryId?: number; page: number; perPage: number }): Promise<{ hits: FaqQuestion[]; total: number }> {
    let query = this.questionColumns();
    if (categoryId !== undefined) query = query.where('q.category_id', '=', categoryId);
    const rows = await query.orderBy('c.position').orderBy('q.position').orderBy('q.id').execute();
    const words = q ? foldForSearch(q).split(' ').filter(Boolean) : [];
    const matching = words.length === 0
      ? rows
      : rows.filter((row) => {
          const haystack = foldForSearch(`${row[`question_${locale}`]}\n${row[`answer_${locale}`]}`);
          return words.every((word) => haystack.includes(word));
        });
    const start = (page - 1) * perPage;
    return { total: matching.length, hits: matching.slice(start, start + perPage).map((row) => this.toQuestion(row, locale)) };
  }

  /** Every glossary term in the locale's alphabetical order (Intl.Collator of fr-BE or nl-BE). */
  async listTerms(locale: Locale): Promise<GlossaryTerm[]> {
    const rows = await this.db.selectFrom('glossary_terms').select(['id', 'term_fr', 'term_nl', 'definition_fr', 'definition_nl']).execute();
    const collator = new Intl.Collator(INTL_LOCALE[locale], { sensitivity: 'base', numeric: true });
    return rows
      .map((row) => ({ id: row.id, term: row[`term_${locale}`], definition: row[`definition_${locale}`], letter: glossaryLetter(row[`term_${locale}`]) }))
      .sort((a, b) => collator.compare(a.term, b.term) || a.id - b.id);
  }
}
