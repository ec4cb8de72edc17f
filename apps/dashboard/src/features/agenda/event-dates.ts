import type { IntlShape } from 'react-intl';
import { EVENT_TIME_ZONE, isoToEventMoment } from '@sam/contracts';

const DAY_AND_TIME = { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: EVENT_TIME_ZONE } as const;
const TIME = { hour: '2-digit', minute: '2-digit', timeZone: EVENT_TIME_ZONE } as const;

/** When an event takes place, in the page's language (fr-BE / nl-BE) and Belgian time; the end's day only when it differs. */
export function formatEventDates(intl: IntlShape, startsAt: string, endsAt: string | null): string {
  const start = intl.formatDate(startsAt, DAY_AND_TIME);
  if (!endsAt) return start;
  const sameDay = isoToEventMoment(startsAt).slice(0, 10) === isoToEventMoment(endsAt).slice(0, 10);
  const end = sameDay ? intl.formatTime(endsAt, TIME) : intl.formatDate(endsAt, DAY_AND_TIME);
  return intl.formatMessage({ id: 'dashboard.events.range' }, { start, end });
}
