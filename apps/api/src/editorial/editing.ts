import type { DB } from '@sam/db';
import type { Locale } from '@sam/i18n-routes';
import { isUniqueViolation } from '../db-errors';
import { forbidden, HttpError, unauthenticated } from '../http-error';
import { hasRole } from '../plugins/session';
import type { SessionUser } from '../users/repository';

/** Bilingual editorial pages, which a path finds by id or by the slug of either language. */
type EditorialTable = 'infos' | 'conseils';

/**
 * Infos and conseils are written by the SAM editors: admin and root (docs/decisions/0009-editorial-writes.md).
 * The PUT routes say so by their access ('admin'); the edit copy of a public GET asks here.
 */
export function requireEditor(user: SessionUser | null): SessionUser {
  if (!user) throw unauthenticated();
  if (!hasRole(user, 'admin', 'root')) throw forbidden();
  return user;
}

interface SummaryColumns {
  id: number;
  slug_fr: string;
  slug_nl: string;
  title_fr: string;
  title_nl: string;
  summary_fr: string | null;
  summary_nl: string | null;
}

/** How an info or a conseil begins in a list: id, slug in `locale` and in both (the language switch), title and summary. */
export function editorialSummaryHead(row: SummaryColumns, locale: Locale) {
  return {
    id: row.id,
    slug: row[`slug_${locale}`],
    slug_fr: row.slug_fr,
    slug_nl: row.slug_nl,
    title: row[`title_${locale}`],
    summary: row[`summary_${locale}`],
  };
}

export function throwFieldErrors(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'validation.failed', { errors });
}

/**
 * The slug fields of a write whose value another page of `table` already uses, in either
 * language: each column is unique, and a slug must also not name a page in the other language.
 */
export async function takenSlugFields(db: DB, table: EditorialTable, id: number, slugs: { slug_fr: string; slug_nl: string }): Promise<Record<string, string[]>> {
  const wanted = [...new Set([slugs.slug_fr, slugs.slug_nl])];
  const rows = await db
    .selectFrom(table)
    .select(['slug_fr', 'slug_nl'])
    .where('id', '!=', id)
    .where((eb) => eb.or([eb('slug_fr', 'in', wanted), eb('slug_nl', 'in', wanted)]))
    .execute();
  const used = new Set(rows.flatMap((row) => [row.slug_fr, row.slug_nl]));
  const errors: Record<string, string[]> = {};
  for (const field of ['slug_fr', 'slug_nl'] as const) if (used.has(slugs[field])) errors[field] = ['validation.slug.taken'];
  return errors;
}

/** Runs a write; a slug another write took since the check (a UNIQUE violation) is the same 422 as a checked one. */
export async function writeUnlessSlugTaken<T>(write: () => Promise<T>, takenNow: () => Promise<Record<string, string[]>>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throwFieldErrors(await takenNow());
    throw error;
  }
}

/** Whether every id names a row of `table`. */
export async function allExist(db: DB, table: 'infos' | 'tags' | 'besoins', ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await db.selectFrom(table).select('id').where('id', 'in', [...ids]).execute();
  return rows.length === new Set(ids).size;
}
