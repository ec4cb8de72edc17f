import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { BELGIAN_HOLIDAYS, brusselsTime, daysBetween, minuteOfDay, openingStatus, type Closure, type OpeningHours, type OpeningMoment } from '@sam/contracts';
import { useBrowserNow } from '../../shared/browser-clock';
import { useTextsForBrowser } from '../../shared/page-messages';
import styles from './OpenNow.module.css';

/** A "HH:MM" Brussels time as the locale writes it (9:00). */
export function formatClockTime(intl: IntlShape, time: string): string {
  const minute = minuteOfDay(time);
  return intl.formatTime(Date.UTC(2000, 0, 1, Math.floor(minute / 60), minute % 60), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
}

/** A YYYY-MM-DD date as the locale writes it (28 décembre 2026). */
export function formatDay(intl: IntlShape, date: string, withWeekday = false): string {
  return intl.formatDate(`${date}T00:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', ...(withWeekday ? { weekday: 'long' } : {}) });
}

/** "today", "tomorrow", a weekday within the week, or "on 4 January" further off. */
function dayOf(intl: IntlShape, today: string, moment: OpeningMoment): string {
  const days = daysBetween(today, moment.date);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days < 7) return intl.formatDate(`${moment.date}T00:00:00Z`, { weekday: 'long', timeZone: 'UTC' });
  return intl.formatMessage({ id: 'openNow.onDate' }, { date: intl.formatDate(`${moment.date}T00:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }) });
}

/** Every text the status may show: it renders in the browser only, so the page carries them all (shared/page-messages.tsx). */
const STATUS_TEXTS = [
  'openNow.open',
  'openNow.closed',
  'openNow.closed.holiday',
  'openNow.closed.closure',
  'openNow.closed.closureReason',
  'openNow.next',
  'openNow.onDate',
  ...BELGIAN_HOLIDAYS.map((holiday) => `openNow.holiday.${holiday}` as const),
] as const;

/**
 * "Ouvert maintenant · ferme à 17:00" or "Fermé · ouvre lundi à 9:00", in Brussels time, skipping
 * public holidays and the listing's closures (docs/decisions/0027-open-now.md). Shown once the
 * page runs in the browser: it is the visitor's now, not the server's.
 */
export function OpenNowStatus({ hours, closures }: { hours: OpeningHours; closures: Closure[] }) {
  const intl = useIntl();
  const now = useBrowserNow();
  useTextsForBrowser(hours.length > 0 ? STATUS_TEXTS : []);
  if (hours.length === 0 || now === null) return null;
  const at = brusselsTime(now);
  const status = openingStatus(hours, closures, at);
  let text: string;
  if (status.open) {
    text = intl.formatMessage({ id: 'openNow.open' }, { day: dayOf(intl, at.date, status.closesAt), time: formatClockTime(intl, status.closesAt.time) });
  } else {
    const reason = status.closedBecause;
    const closed =
      reason?.kind === 'holiday'
        ? intl.formatMessage({ id: 'openNow.closed.holiday' }, { holiday: intl.formatMessage({ id: `openNow.holiday.${reason.holiday}` }) })
        : reason?.kind === 'closure'
          ? closureText(intl, reason.closure)
          : intl.formatMessage({ id: 'openNow.closed' });
    text = status.nextOpening
      ? intl.formatMessage({ id: 'openNow.next' }, { closed, day: dayOf(intl, at.date, status.nextOpening), time: formatClockTime(intl, status.nextOpening.time) })
      : closed;
  }
  return (
    <p className={status.open ? styles.open : styles.closed} data-testid="open-now">
      {text}
    </p>
  );
}

function closureText(intl: IntlShape, closure: Closure): string {
  const reason = closure[intl.locale.startsWith('nl') ? 'reason_nl' : 'reason_fr'] ?? closure.reason_fr ?? closure.reason_nl;
  return reason ? intl.formatMessage({ id: 'openNow.closed.closureReason' }, { reason }) : intl.formatMessage({ id: 'openNow.closed.closure' });
}

/** The listing's coming closures, under its hours, and the reminder that public holidays are closed days. */
export function ClosuresList({ hours, closures }: { hours: OpeningHours; closures: Closure[] }) {
  const intl = useIntl();
  if (hours.length === 0 && closures.length === 0) return null;
  const nl = intl.locale.startsWith('nl');
  return (
    <>
      {hours.length > 0 ? (
        <p className={styles.note}>
          <FormattedMessage id="openNow.holidaysNote" />
        </p>
      ) : null}
      {closures.length > 0 ? (
        <section aria-labelledby="closures-heading" className={styles.closures}>
          <h2 id="closures-heading" className={styles.heading}>
            <FormattedMessage id="openNow.closures.heading" />
          </h2>
          <ul>
            {closures.map((closure) => {
              const reason = (nl ? closure.reason_nl : closure.reason_fr) ?? closure.reason_fr ?? closure.reason_nl;
              const reasonLang = reason && reason !== (nl ? closure.reason_nl : closure.reason_fr) ? (nl ? 'fr' : 'nl') : undefined;
              return (
                <li key={`${closure.starts_on}-${closure.ends_on}`}>
                  {closure.starts_on === closure.ends_on ? (
                    <FormattedMessage id="openNow.closures.day" values={{ date: formatDay(intl, closure.starts_on, true) }} />
                  ) : (
                    <FormattedMessage id="openNow.closures.range" values={{ from: formatDay(intl, closure.starts_on), to: formatDay(intl, closure.ends_on) }} />
                  )}
                  {reason ? (
                    <>
                      {' — '}
                      <span lang={reasonLang}>{reason}</span>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
