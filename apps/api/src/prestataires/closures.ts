import type { Transaction } from 'kysely';
import { addDays, brusselsTime, type Closure } from '@sam/contracts';
import type { Database, DB } from '@sam/db';

/** A listing's exceptional closures (issue 17, migration 0008): read and replaced as one list. */

type Executor = DB | Transaction<Database>;

/** The closures of a listing, in the editor's order; with `endingFrom`, only those ending that day or later. */
export async function closuresOf(db: Executor, prestataireId: number, endingFrom?: string): Promise<Closure[]> {
  let query = db.selectFrom('prestataire_closures').select(['starts_on', 'ends_on', 'reason_fr', 'reason_nl']).where('prestataire_id', '=', prestataireId);
  if (endingFrom) query = query.where('ends_on', '>=', endingFrom);
  return query.orderBy('position').orderBy('id').execute();
}

/** The closures a visitor sees: those that have not ended (yesterday's still count, so that a page rendered around midnight in any zone keeps them), soonest first. */
export async function publicClosuresOf(db: Executor, prestataireId: number, now = new Date()): Promise<Closure[]> {
  const closures = await closuresOf(db, prestataireId, addDays(brusselsTime(now).date, -1));
  return closures.sort((a, b) => a.starts_on.localeCompare(b.starts_on));
}

/** Replaces a listing's closures with a version's (approval), inside the caller's transaction. */
export async function replaceClosures(trx: Transaction<Database>, prestataireId: number, closures: readonly Closure[]): Promise<void> {
  await trx.deleteFrom('prestataire_closures').where('prestataire_id', '=', prestataireId).execute();
  if (closures.length === 0) return;
  await trx
    .insertInto('prestataire_closures')
    .values(closures.map((closure, position) => ({ prestataire_id: prestataireId, starts_on: closure.starts_on, ends_on: closure.ends_on, reason_fr: closure.reason_fr, reason_nl: closure.reason_nl, position })))
    .execute();
}
