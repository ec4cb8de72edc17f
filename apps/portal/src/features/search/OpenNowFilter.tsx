import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { brusselsTime, timeOfMinute } from '@sam/contracts';
import { useBrowserNow } from '../../shared/browser-clock';
import type { DirectoryRenderState } from './directory-widget';
import { openAtHoliday } from './open-now-filter';
import styles from './Search.module.css';

type Choice = 'any' | 'now' | 'at';

/**
 * "Ouvert maintenant" / "Ouvert le … à …" (issue 17): radio buttons, then a date and an hour in
 * Brussels time. On a public holiday the page says that every listing is closed.
 */
export function OpenNowFilter({ directory }: { directory: DirectoryRenderState }) {
  const intl = useIntl();
  const { state, refine } = directory;
  const now = useBrowserNow();
  const choice: Choice = !state.openAt ? 'any' : state.openAt === 'now' ? 'now' : 'at';
  // What the visitor is typing; otherwise the date and hour in force (from the address too).
  const [draft, setDraft] = useState<{ date: string; time: string } | null>(null);
  const chosen = state.openAt && state.openAt !== 'now' ? state.openAt : '';
  const date = draft?.date ?? chosen.slice(0, 10);
  const time = draft?.time ?? chosen.slice(11);
  const setOpenAt = (openAt: string | undefined) => refine({ ...state, openAt });

  const choose = (next: Choice) => {
    if (next === 'any') return setOpenAt(undefined);
    if (next === 'now') return setOpenAt('now');
    const here = brusselsTime(now ?? new Date());
    const day = date || here.date;
    const hour = time || timeOfMinute(Math.floor(here.minute / 60) * 60);
    setDraft({ date: day, time: hour });
    setOpenAt(`${day}T${hour}`);
  };
  const change = (nextDate: string, nextTime: string) => {
    setDraft({ date: nextDate, time: nextTime });
    if (/^\d{4}-\d{2}-\d{2}$/.test(nextDate) && /^\d{2}:\d{2}$/.test(nextTime)) setOpenAt(`${nextDate}T${nextTime}`);
  };
  const holiday = now ? openAtHoliday(state.openAt, now) : null;

  return (
    <fieldset className={styles.facet}>
      <legend>
        <FormattedMessage id="openNow.filter.legend" />
      </legend>
      {(['any', 'now', 'at'] as const).map((value) => (
        <label key={value} className={styles.toggle}>
          <input type="radio" name="open-now" value={value} checked={choice === value} onChange={() => choose(value)} />
          <FormattedMessage id={`openNow.filter.${value}`} />
        </label>
      ))}
      {choice === 'at' ? (
        <div>
          <label htmlFor="open-at-date">
            <FormattedMessage id="openNow.filter.date" />
          </label>
          <input id="open-at-date" type="date" value={date} onChange={(event) => change(event.target.value, time)} />
          <label htmlFor="open-at-time">
            <FormattedMessage id="openNow.filter.time" />
          </label>
          <input id="open-at-time" type="time" step={900} value={time} onChange={(event) => change(date, event.target.value)} />
        </div>
      ) : null}
      <p role="status">
        {holiday ? (
          <FormattedMessage
            id="openNow.filter.holiday"
            values={{
              date: intl.formatDate(`${holiday.date}T00:00:00Z`, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
              holiday: intl.formatMessage({ id: `openNow.holiday.${holiday.holiday}` }),
            }}
          />
        ) : null}
      </p>
    </fieldset>
  );
}
