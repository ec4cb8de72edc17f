import type { FaqQuestion, GlossaryTerm } from '@sam/contracts';
import { INTL_LOCALE, pathFor, type Locale } from '@sam/i18n-routes';

/** Query parameters of the FAQ page (the same names in both languages). */
export const FAQ_PARAMS = { category: 'categorie', query: 'q', question: 'question' } as const;

export interface FaqFilters {
  category?: string | null;
  q?: string | null;
  question?: number | null;
}

/** The FAQ page URL for a filter: shareable, stable parameter order, empty values left out. */
export function faqHref(locale: Locale, { category, q, question }: FaqFilters = {}): string {
  const params = new URLSearchParams();
  if (category) params.set(FAQ_PARAMS.category, category);
  if (q?.trim()) params.set(FAQ_PARAMS.query, q.trim());
  if (question) params.set(FAQ_PARAMS.question, String(question));
  const search = params.toString();
  return `${pathFor('faq', locale)}${search ? `?${search}` : ''}${question ? `#${questionAnchor(question)}` : ''}`;
}

/** The element id of a question, the target of deep links (#question-12). */
export const questionAnchor = (id: number) => `question-${id}`;

/** The question a URL hash points to (#question-12 → 12), or null. */
export function questionIdFromHash(hash: string): number | null {
  const match = /^#?question-(\d{1,9})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/** Reads the page's filters from its URL; anything malformed is dropped rather than refused. */
export function readFaqFilters(url: URL): { category: string | null; q: string; question: number | null } {
  const category = url.searchParams.get(FAQ_PARAMS.category)?.trim() || null;
  const q = (url.searchParams.get(FAQ_PARAMS.query) ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
  const rawQuestion = url.searchParams.get(FAQ_PARAMS.question) ?? '';
  const question = /^\d{1,9}$/.test(rawQuestion) && Number(rawQuestion) > 0 ? Number(rawQuestion) : null;
  return { category, q, question };
}

/** An answer's paragraphs (the seed and editors separate them with a blank line). */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** schema.org FAQPage for the questions on the page (rich results). */
export function faqJsonLd(questions: Pick<FaqQuestion, 'question' | 'answer'>[], locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: INTL_LOCALE[locale],
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}

/** JSON for an inline <script>: nothing in it can close the script element or break the parser. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export interface LetterGroup {
  letter: string;
  terms: GlossaryTerm[];
}

/** Terms grouped by their letter, A–Z then '#' (anything else); the API's order is kept within a letter. */
export function groupByLetter(terms: GlossaryTerm[]): LetterGroup[] {
  const groups = new Map<string, GlossaryTerm[]>();
  for (const term of terms) {
    const letter = ALPHABET.includes(term.letter) ? term.letter : '#';
    const list = groups.get(letter) ?? [];
    list.push(term);
    groups.set(letter, list);
  }
  return [...ALPHABET, '#'].filter((l) => groups.has(l)).map((letter) => ({ letter, terms: groups.get(letter) ?? [] }));
}

/** The element id of a letter's section (#letter-A; '#' becomes #letter-other). */
export const letterAnchor = (letter: string) => `letter-${letter === '#' ? 'other' : letter}`;
