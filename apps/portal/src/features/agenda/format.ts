import type { EventDetail } from '@sam/contracts';
import { INTL_LOCALE, type Locale } from '@sam/i18n-routes';

/** Agenda times are Belgian wall-clock times, wherever the server or the visitor is. */
export const AGENDA_TIME_ZONE = 'Europe/Brussels';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: AGENDA_TIME_ZONE });
    formatters.set(key, format);
  }
  return format;
}

const DATE_TIME: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/**
 * "jeudi 3 décembre 2026, 19:30 – 21:30" / "donderdag 3 december 2026, 19:30–21:30": the start,
 * and the end when known (only its time on the same day). Formatted once, on the server, so the
 * page hydrates with the same text whatever the browser's ICU data.
 */
export function formatEventWhen(startsAt: string, endsAt: string | null, locale: Locale): string {
  const start = new Date(startsAt);
  const format = formatter(locale, DATE_TIME);
  if (!endsAt) return format.format(start);
  const end = new Date(endsAt);
  if (!(end > start)) return format.format(start);
  return format.formatRange(start, end);
}

/** The start as a short card label: "jeu. 3 déc. 2026 · 19:30". */
export function formatEventDay(startsAt: string, locale: Locale): { day: string; time: string } {
  const start = new Date(startsAt);
  return {
    day: formatter(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(start),
    time: formatter(locale, { hour: '2-digit', minute: '2-digit' }).format(start),
  };
}

/** schema.org Event for search engines (JSON-LD in the page). */
export function eventJsonLd(event: EventDetail, url: string, organiserUrl: string | null): Record<string, unknown> {
  const location: Record<string, unknown> = {
    '@type': 'Place',
    name: event.place ?? event.commune?.name ?? '',
    address: {
      '@type': 'PostalAddress',
      ...(event.commune ? { addressLocality: event.commune.name } : {}),
      addressCountry: 'BE',
    },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: event.starts_at,
    ...(event.ends_at ? { endDate: event.ends_at } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    inLanguage: INTL_LOCALE[event.locale],
    url,
    location,
    ...(event.organiser
      ? { organizer: { '@type': 'Organization', name: event.organiser.title, ...(organiserUrl ? { url: organiserUrl } : {}) } }
      : {}),
  };
}

/** JSON for a <script> element: '<' escaped so no text can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
