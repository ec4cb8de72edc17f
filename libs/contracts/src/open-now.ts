import type { Closure } from './closures';
import type { OpeningHours } from './prestataire';

/**
 * "Open now" (issue 17, docs/decisions/0027-open-now.md): Europe/Brussels wall time, Belgian public
 * holidays computed from the year (never typed in), a listing's exceptional closures, and the keys
 * the search records carry so that "open at minute M of the week" is a plain facet filter hosted
 * Algolia evaluates as the embedded engine does. Pure: the API and the portal share it.
 */

export const BRUSSELS_TIME_ZONE = 'Europe/Brussels';
const DAY_MINUTES = 1440;
export const WEEK_MINUTES = 7 * DAY_MINUTES;
/** Search granularity: a quarter of an hour fully open is one key; a partly open quarter lists its open minutes. */
export const OPEN_QUARTER_MINUTES = 15;

/** A wall-clock moment in Brussels: its date (YYYY-MM-DD), ISO weekday (1 = Monday) and minute of the day. */
export interface BrusselsTime {
  date: string;
  weekday: number;
  minute: number;
}

/** A closure lasts at most a year; a listing has at most this many. */
export const MAX_CLOSURE_DAYS = 366;
export const MAX_CLOSURES = 50;

// --- calendar dates (YYYY-MM-DD), computed in UTC so no local time zone leaks in ---

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (utc: Date) => `${utc.getUTCFullYear()}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
const utcOf = (date: string) => new Date(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  const utc = utcOf(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return isoDate(utc);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to).getTime() - utcOf(from).getTime()) / 86_400_000);
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  return ((utcOf(date).getUTCDay() + 6) % 7) + 1;
}

/** "HH:MM" → minute of the day ("24:00" is the day's end). */
export const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOfMinute = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

let brusselsFormat: Intl.DateTimeFormat | undefined;

/** The Brussels wall time of an instant (summer and winter time from the platform's time zone data). */
export function brusselsTime(instant: Date): BrusselsTime {
  brusselsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BRUSSELS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = brusselsFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const date = `${part('year')}-${pad(part('month'))}-${pad(part('day'))}`;
  return { date, weekday: weekdayOf(date), minute: part('hour') * 60 + part('minute') };
}

// --- Belgian public holidays ---

export const BELGIAN_HOLIDAYS = [
  'new_year',
  'easter_monday',
  'labour_day',
  'ascension',
  'whit_monday',
  'national_day',
  'assumption',
  'all_saints',
  'armistice',
  'christmas',
] as const;
export type BelgianHoliday = (typeof BELGIAN_HOLIDAYS)[number];

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The ten legal public holidays of Belgium in a year, in date order. */
export function belgianHolidays(year: number): { date: string; holiday: BelgianHoliday }[] {
  const easter = easterSunday(year);
  const list: { date: string; holiday: BelgianHoliday }[] = [
    { date: `${year}-01-01`, holiday: 'new_year' },
    { date: addDays(easter, 1), holiday: 'easter_monday' },
    { date: `${year}-05-01`, holiday: 'labour_day' },
    { date: addDays(easter, 39), holiday: 'ascension' },
    { date: addDays(easter, 50), holiday: 'whit_monday' },
    { date: `${year}-07-21`, holiday: 'national_day' },
    { date: `${year}-08-15`, holiday: 'assumption' },
    { date: `${year}-11-01`, holiday: 'all_saints' },
    { date: `${year}-11-11`, holiday: 'armistice' },
    { date: `${year}-12-25`, holiday: 'christmas' },
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}

const holidayCache = new Map<number, Map<string, BelgianHoliday>>();

/** The public holiday falling on a date, or null. */
export function belgianHolidayOn(date: string): BelgianHoliday | null {
  const year = Number(date.slice(0, 4));
  let byDate = holidayCache.get(year);
  if (!byDate) {
    byDate = new Map(belgianHolidays(year).map((h) => [h.date, h.holiday]));
    holidayCache.set(year, byDate);
  }
  return byDate.get(date) ?? null;
}

export function closureOn<C extends Pick<Closure, 'starts_on' | 'ends_on'>>(date: string, closures: readonly C[]): C | null {
  return closures.find((closure) => closure.starts_on <= date && date <= closure.ends_on) ?? null;
}

// --- weekly hours ---

/** The week's open ranges in minutes from Monday 00:00 ([start, end), sorted, overlapping and touching ones merged). */
export function weeklyMinuteRanges(hours: OpeningHours): [number, number][] {
  const ranges = hours
    .map((slot): [number, number] => [(slot.day - 1) * DAY_MINUTES + minuteOfDay(slot.opens), (slot.day - 1) * DAY_MINUTES + Math.min(minuteOfDay(slot.closes), DAY_MINUTES)])
    .filter(([start, end]) => end > start)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** One day's open ranges in minutes of that day, merged. */
function dayRanges(weekly: [number, number][], weekday: number): [number, number][] {
  const dayStart = (weekday - 1) * DAY_MINUTES;
  return weekly.filter(([start]) => start >= dayStart && start < dayStart + DAY_MINUTES).map(([start, end]) => [start - dayStart, end - dayStart]);
}

export type ClosedReason = { kind: 'holiday'; holiday: BelgianHoliday } | { kind: 'closure'; closure: Closure };

/** Why a listing is closed all day on a date (a public holiday first), or null. */
export function closedAllDay(date: string, closures: readonly Closure[]): ClosedReason | null {
  const holiday = belgianHolidayOn(date);
  if (holiday) return { kind: 'holiday', holiday };
  const closure = closureOn(date, closures);
  return closure ? { kind: 'closure', closure } : null;
}

/** A moment of the week in Brussels: date, weekday and time ("HH:MM"). */
export interface OpeningMoment {
  date: string;
  weekday: number;
  time: string;
}

export type OpeningStatus =
  | { open: true; closesAt: OpeningMoment }
  /** nextOpening is null when the listing gives no hours (or none in the coming year). */
  | { open: false; closedBecause: ClosedReason | null; nextOpening: OpeningMoment | null };

const LOOKAHEAD_DAYS = 400;

/**
 * Open or closed at a Brussels moment, and until when: the closing time follows a range that runs
 * past midnight into the next day's, unless that day is a holiday or a closure; the next opening
 * skips public holidays and the listing's closures.
 */
export function openingStatus(hours: OpeningHours, closures: readonly Closure[], at: BrusselsTime): OpeningStatus {
  const weekly = weeklyMinuteRanges(hours);
  const closedToday = closedAllDay(at.date, closures);
  const moment = (date: string, minute: number): OpeningMoment => ({ date, weekday: weekdayOf(date), time: timeOfMinute(minute) });
  if (!closedToday) {
    const current = dayRanges(weekly, at.weekday).find(([start, end]) => start <= at.minute && at.minute < end);
    if (current) {
      let [date, end] = [at.date, current[1]];
      for (let day = 0; end === DAY_MINUTES && day < 7; day++) {
        const next = addDays(date, 1);
        const carried = closedAllDay(next, closures) ? undefined : dayRanges(weekly, weekdayOf(next)).find(([start]) => start === 0);
        if (!carried) break;
        [date, end] = [next, carried[1]];
      }
      return { open: true, closesAt: end === DAY_MINUTES ? moment(addDays(date, 1), 0) : moment(date, end) };
    }
  }
  let nextOpening: OpeningMoment | null = null;
  if (weekly.length > 0) {
    for (let day = 0; day <= LOOKAHEAD_DAYS && !nextOpening; day++) {
      const date = addDays(at.date, day);
      if (closedAllDay(date, closures)) continue;
      const start = dayRanges(weekly, weekdayOf(date)).find(([opens]) => day > 0 || opens > at.minute)?.[0];
      if (start !== undefined) nextOpening = moment(date, start);
    }
  }
  return { open: false, closedBecause: closedToday, nextOpening };
}

// --- search keys (Algolia facets) ---

/**
 * What a search record carries so that "open at minute M of the week" is
 * `open_quarters:⌊M/15⌋ OR open_minutes:M`: the quarters of the week that are open throughout, and,
 * for the quarters only partly open, their open minutes (exact to the minute, a few keys per range).
 */
export function openSearchKeys(hours: OpeningHours): { open_quarters: string[]; open_minutes: string[] } {
  const quarters: string[] = [];
  const minutes: string[] = [];
  for (const [start, end] of weeklyMinuteRanges(hours)) {
    const firstFull = Math.ceil(start / OPEN_QUARTER_MINUTES);
    const lastFull = Math.floor(end / OPEN_QUARTER_MINUTES); // exclusive
    if (firstFull >= lastFull) {
      for (let m = start; m < end; m++) minutes.push(String(m));
      continue;
    }
    for (let m = start; m < firstFull * OPEN_QUARTER_MINUTES; m++) minutes.push(String(m));
    for (let q = firstFull; q < lastFull; q++) quarters.push(String(q));
    for (let m = lastFull * OPEN_QUARTER_MINUTES; m < end; m++) minutes.push(String(m));
  }
  return { open_quarters: quarters, open_minutes: minutes };
}

/** The dates (YYYY-MM-DD) a listing's closures cover, from `from` on (earlier ones no query asks for), at most `limit`. */
export function closedDays(closures: readonly Closure[], from: string, limit = 2 * MAX_CLOSURE_DAYS): string[] {
  const days = new Set<string>();
  for (const closure of closures) {
    for (let date = closure.starts_on < from ? from : closure.starts_on; date <= closure.ends_on && days.size < limit; date = addDays(date, 1)) days.add(date);
  }
  return [...days].sort();
}

/**
 * The Algolia `filters` of "open at this Brussels moment": the weekly hours cover the minute and
 * the listing has no closure that day. On a public holiday nothing is open: the caller says so
 * instead of searching (openAtFilter returns null).
 */
export function openAtFilter(at: BrusselsTime): string | null {
  if (belgianHolidayOn(at.date)) return null;
  const minuteOfWeek = (at.weekday - 1) * DAY_MINUTES + at.minute;
  return `(open_quarters:${Math.floor(minuteOfWeek / OPEN_QUARTER_MINUTES)} OR open_minutes:${minuteOfWeek}) AND NOT closed_days:"${at.date}"`;
}
