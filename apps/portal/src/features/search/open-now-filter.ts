import { belgianHolidayOn, brusselsTime, openAtFilter, weekdayOf, type BelgianHoliday, type BrusselsTime } from '@sam/contracts';

/**
 * The directory's "open now / open at" filter (issue 17, docs/decisions/0027-open-now.md): the
 * uiState holds 'now' or a Brussels date and time ('2026-12-24T10:00'); the browser turns it into
 * an Algolia `filters` clause at each search, with its own clock for 'now'.
 */

const AT = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The Brussels moment an openAt value means (null when malformed). */
export function openAtMoment(openAt: string, now: Date): BrusselsTime | null {
  if (openAt === 'now') return brusselsTime(now);
  const match = AT.exec(openAt);
  if (!match) return null;
  const [, date, hours, minutes] = match;
  const minute = Number(hours) * 60 + Number(minutes);
  if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || minute >= 1440 || Number(minutes) >= 60) return null;
  return { date, weekday: weekdayOf(date), minute };
}

/** On a public holiday every listing is closed: a clause no record matches (the page says why). */
export const NOTHING_OPEN = 'open_quarters:none';

/** The `filters` clause of an openAt value (undefined: no filter). */
export function openAtClause(openAt: string | undefined, now: Date): string | undefined {
  if (!openAt) return undefined;
  const moment = openAtMoment(openAt, now);
  if (!moment) return undefined;
  return openAtFilter(moment) ?? NOTHING_OPEN;
}

/** The public holiday of an openAt value's day, if any. */
export function openAtHoliday(openAt: string | undefined, now: Date): { date: string; holiday: BelgianHoliday } | null {
  const moment = openAt ? openAtMoment(openAt, now) : null;
  const holiday = moment ? belgianHolidayOn(moment.date) : null;
  return moment && holiday ? { date: moment.date, holiday } : null;
}

/** Clauses joined by AND (each one a group, so OR inside stays inside). */
export function allOf(...clauses: (string | undefined)[]): string | undefined {
  const present = clauses.filter((clause): clause is string => Boolean(clause));
  return present.length === 0 ? undefined : present.join(' AND ');
}
