import {
  addDays,
  belgianHolidayOn,
  belgianHolidays,
  brusselsTime,
  closedDays,
  easterSunday,
  openAtFilter,
  openingStatus,
  openSearchKeys,
  weeklyMinuteRanges,
  type BrusselsTime,
} from './open-now';
import { closuresSchema, type Closure } from './closures';
import type { OpeningHours } from './prestataire';

const at = (date: string, time: string): BrusselsTime => {
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { date, weekday, minute: Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) };
};
const closure = (starts_on: string, ends_on: string, reason_fr: string | null = null): Closure => ({ starts_on, ends_on, reason_fr, reason_nl: null });

/** Monday to Friday 9:00–12:00 and 13:00–17:00. */
const OFFICE: OpeningHours = [1, 2, 3, 4, 5].flatMap((day) => [
  { day, opens: '09:00', closes: '12:00' },
  { day, opens: '13:00', closes: '17:00' },
]);

describe('Belgian public holidays', () => {
  it('computes Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25'); // the latest possible date
  });

  it('lists the ten holidays of 2026 and 2027', () => {
    expect(belgianHolidays(2026)).toEqual([
      { date: '2026-01-01', holiday: 'new_year' },
      { date: '2026-04-06', holiday: 'easter_monday' },
      { date: '2026-05-01', holiday: 'labour_day' },
      { date: '2026-05-14', holiday: 'ascension' },
      { date: '2026-05-25', holiday: 'whit_monday' },
      { date: '2026-07-21', holiday: 'national_day' },
      { date: '2026-08-15', holiday: 'assumption' },
      { date: '2026-11-01', holiday: 'all_saints' },
      { date: '2026-11-11', holiday: 'armistice' },
      { date: '2026-12-25', holiday: 'christmas' },
    ]);
    expect(belgianHolidays(2027).map((h) => h.date)).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-17',
      '2027-07-21',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });

  it('tells a holiday from an ordinary day', () => {
    expect(belgianHolidayOn('2027-03-29')).toBe('easter_monday');
    expect(belgianHolidayOn('2026-12-25')).toBe('christmas');
    expect(belgianHolidayOn('2026-12-24')).toBeNull();
    expect(belgianHolidayOn('2026-04-05')).toBeNull(); // Easter Sunday itself is a Sunday, not a legal holiday of its own
  });
});

describe('Brussels wall time', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(brusselsTime(new Date('2026-11-26T10:00:00Z'))).toEqual({ date: '2026-11-26', weekday: 4, minute: 11 * 60 });
    expect(brusselsTime(new Date('2026-07-21T10:00:00Z'))).toEqual({ date: '2026-07-21', weekday: 2, minute: 12 * 60 });
  });

  it('crosses the spring and autumn changes and midnight', () => {
    // 29 March 2026, 02:00 CET becomes 03:00 CEST
    expect(brusselsTime(new Date('2026-03-29T00:59:00Z'))).toMatchObject({ date: '2026-03-29', minute: 1 * 60 + 59 });
    expect(brusselsTime(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ date: '2026-03-29', minute: 3 * 60 });
    // 25 October 2026, 03:00 CEST becomes 02:00 CET
    expect(brusselsTime(new Date('2026-10-25T00:30:00Z'))).toMatchObject({ minute: 2 * 60 + 30 });
    expect(brusselsTime(new Date('2026-10-25T01:30:00Z'))).toMatchObject({ minute: 2 * 60 + 30 });
    // 23:30 UTC on Sunday is already Monday in Brussels
    expect(brusselsTime(new Date('2026-11-29T23:30:00Z'))).toEqual({ date: '2026-11-30', weekday: 1, minute: 30 });
  });
});

describe('weekly minute ranges', () => {
  it('counts minutes from Monday 00:00 and merges touching ranges, also across midnight', () => {
    const hours: OpeningHours = [
      { day: 7, opens: '22:00', closes: '24:00' },
      { day: 1, opens: '00:00', closes: '02:00' },
      { day: 1, opens: '09:00', closes: '12:00' },
      { day: 1, opens: '11:00', closes: '13:00' },
      { day: 1, opens: '13:00', closes: '14:00' },
    ];
    expect(weeklyMinuteRanges(hours)).toEqual([
      [0, 120],
      [540, 840],
      [6 * 1440 + 22 * 60, 7 * 1440],
    ]);
  });
});

describe('opening status', () => {
  it('is open with its closing time, closed with its next opening', () => {
    expect(openingStatus(OFFICE, [], at('2026-11-26', '10:15'))).toEqual({ open: true, closesAt: { date: '2026-11-26', weekday: 4, time: '12:00' } });
    expect(openingStatus(OFFICE, [], at('2026-11-26', '12:00'))).toEqual({
      open: false,
      closedBecause: null,
      nextOpening: { date: '2026-11-26', weekday: 4, time: '13:00' },
    });
    // Friday evening: Monday 9:00
    expect(openingStatus(OFFICE, [], at('2026-11-27', '17:00'))).toMatchObject({ open: false, nextOpening: { date: '2026-11-30', weekday: 1, time: '09:00' } });
  });

  it('skips public holidays and closures', () => {
    // Christmas 2026 is a Friday; the listing is also closed from 28 to 31 December
    const closures = [closure('2026-12-28', '2026-12-31', 'Congé annuel')];
    const christmas = openingStatus(OFFICE, closures, at('2026-12-25', '10:00'));
    expect(christmas).toMatchObject({ open: false, closedBecause: { kind: 'holiday', holiday: 'christmas' } });
    // 1 January is a holiday too: the next opening is Monday 4 January 2027
    expect(christmas.open === false && christmas.nextOpening).toEqual({ date: '2027-01-04', weekday: 1, time: '09:00' });
    expect(openingStatus(OFFICE, closures, at('2026-12-29', '10:00'))).toMatchObject({ open: false, closedBecause: { kind: 'closure', closure: closures[0] } });
  });

  it('follows a range past midnight, unless the next day is closed', () => {
    const night: OpeningHours = [
      { day: 7, opens: '20:00', closes: '24:00' },
      { day: 1, opens: '00:00', closes: '06:00' },
    ];
    expect(openingStatus(night, [], at('2026-11-29', '23:00'))).toEqual({ open: true, closesAt: { date: '2026-11-30', weekday: 1, time: '06:00' } });
    // Sunday 31 October 2027, then All Saints on Monday: it closes at midnight
    expect(openingStatus(night, [], at('2027-10-31', '23:00'))).toEqual({ open: true, closesAt: { date: '2027-11-01', weekday: 1, time: '00:00' } });
  });

  it('has no next opening without hours', () => {
    expect(openingStatus([], [], at('2026-11-26', '10:00'))).toEqual({ open: false, closedBecause: null, nextOpening: null });
  });
});

describe('search keys', () => {
  it('lists whole quarters and the open minutes of partial ones', () => {
    const keys = openSearchKeys([{ day: 1, opens: '09:10', closes: '10:05' }]);
    expect(keys.open_quarters).toEqual(['37', '38', '39']); // 09:15, 09:30, 09:45
    expect(keys.open_minutes).toEqual([...range(550, 555), ...range(600, 605)].map(String));
  });

  it('agrees with the opening status at every minute of a week', () => {
    const hours: OpeningHours = [...OFFICE, { day: 6, opens: '10:20', closes: '10:25' }, { day: 7, opens: '22:00', closes: '24:00' }];
    const keys = openSearchKeys(hours);
    const quarters = new Set(keys.open_quarters);
    const minutes = new Set(keys.open_minutes);
    for (let minuteOfWeek = 0; minuteOfWeek < 7 * 1440; minuteOfWeek++) {
      const date = addDays('2026-11-30', Math.floor(minuteOfWeek / 1440)); // a Monday
      const moment = at(date, `${String(Math.floor((minuteOfWeek % 1440) / 60)).padStart(2, '0')}:${String(minuteOfWeek % 60).padStart(2, '0')}`);
      const matches = quarters.has(String(Math.floor(minuteOfWeek / 15))) || minutes.has(String(minuteOfWeek));
      expect([moment.date, moment.minute, matches]).toEqual([moment.date, moment.minute, openingStatus(hours, [], moment).open]);
    }
  });

  it('expands closures into dates from a given day', () => {
    expect(closedDays([closure('2026-12-28', '2027-01-02'), closure('2026-11-01', '2026-11-03')], '2026-12-30')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('builds the Algolia filter of a moment, none on a holiday', () => {
    expect(openAtFilter(at('2026-11-30', '09:10'))).toBe('(open_quarters:36 OR open_minutes:550) AND NOT closed_days:"2026-11-30"');
    expect(openAtFilter(at('2026-12-25', '10:00'))).toBeNull();
  });
});

describe('closure contract', () => {
  it('accepts ordered ranges with optional reasons and refuses the others', () => {
    expect(closuresSchema.parse([{ starts_on: '2026-12-28', ends_on: '2026-12-31', reason_fr: ' Congé ', reason_nl: '' }])).toEqual([closure('2026-12-28', '2026-12-31', 'Congé')]);
    const issues = (input: unknown) => closuresSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues([{ starts_on: '2026-02-30', ends_on: '2026-03-01' }])).toEqual([['0.starts_on', 'validation.date']]);
    expect(
      issues([
        { starts_on: '2026-12-31', ends_on: '2026-12-28' },
        { starts_on: '2026-01-01', ends_on: '2027-06-01' },
      ]),
    ).toEqual([
      ['0.ends_on', 'validation.closure.order'],
      ['1.ends_on', 'validation.closure.too_long'],
    ]);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}
