import { allOf, NOTHING_OPEN, openAtClause, openAtHoliday, openAtMoment } from './open-now-filter';

describe('the directory’s open-now filter', () => {
  // Thursday 26 November 2026, 10:05 in Brussels
  const now = new Date('2026-11-26T09:05:00Z');

  it('reads now from the clock and a chosen moment as Brussels wall time', () => {
    expect(openAtMoment('now', now)).toEqual({ date: '2026-11-26', weekday: 4, minute: 605 });
    expect(openAtMoment('2026-11-30T09:10', now)).toEqual({ date: '2026-11-30', weekday: 1, minute: 550 });
    expect(openAtMoment('2026-11-30T25:00', now)).toBeNull();
    expect(openAtMoment('demain', now)).toBeNull();
  });

  it('becomes one Algolia clause, nothing on a public holiday, joined to the others by AND', () => {
    expect(openAtClause('now', now)).toBe('(open_quarters:328 OR open_minutes:4925) AND NOT closed_days:"2026-11-26"');
    expect(openAtClause('2026-12-25T10:00', now)).toBe(NOTHING_OPEN);
    expect(openAtHoliday('2026-12-25T10:00', now)).toEqual({ date: '2026-12-25', holiday: 'christmas' });
    expect(openAtClause(undefined, now)).toBeUndefined();
    expect(allOf('bookmarkers.titre:"t"', openAtClause('2026-11-30T09:10', now))).toBe(
      'bookmarkers.titre:"t" AND (open_quarters:36 OR open_minutes:550) AND NOT closed_days:"2026-11-30"',
    );
    expect(allOf(undefined, undefined)).toBeUndefined();
  });
});
