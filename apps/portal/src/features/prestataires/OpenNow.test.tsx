import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Closure, OpeningHours } from '@sam/contracts';
import { portalMessages } from '@sam/i18n-routes';
import { ClosuresList, OpenNowStatus } from './OpenNow';

/** Monday to Friday 9:00–17:00. */
const WEEKDAYS: OpeningHours = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' }));
const HOLIDAY_BREAK: Closure = { starts_on: '2026-12-28', ends_on: '2026-12-31', reason_fr: 'Congé annuel', reason_nl: null };

function statusAt(instant: string, locale: 'fr' | 'nl', closures: Closure[] = []): string | null {
  jest.setSystemTime(new Date(instant));
  const view = render(
    <IntlProvider locale={`${locale}-BE`} messages={portalMessages[locale]}>
      <OpenNowStatus hours={WEEKDAYS} closures={closures} />
      <ClosuresList hours={WEEKDAYS} closures={closures} />
    </IntlProvider>,
  );
  const text = screen.queryByTestId('open-now')?.textContent ?? null;
  view.unmount();
  return text;
}

describe('open now on the provider page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says until when it is open, in Brussels time, in both languages', () => {
    // Thursday 26 November 2026, 10:00 in Brussels (UTC+1)
    expect(statusAt('2026-11-26T09:00:00Z', 'fr')).toBe('Ouvert maintenant · ferme à 17:00');
    expect(statusAt('2026-11-26T09:00:00Z', 'nl')).toBe('Nu open · sluit om 17:00');
  });

  it('says when it opens next: later today, tomorrow, after the weekend', () => {
    expect(statusAt('2026-11-26T07:00:00Z', 'fr')).toBe('Fermé · ouvre aujourd’hui à 9:00');
    expect(statusAt('2026-11-26T17:30:00Z', 'nl')).toBe('Gesloten · opent morgen om 9:00');
    expect(statusAt('2026-11-27T16:00:00Z', 'fr')).toBe('Fermé · ouvre lundi à 9:00');
  });

  it('names the public holiday and the closure, and skips both', () => {
    // Christmas (Friday), then the listing's year-end break and New Year's Day
    expect(statusAt('2026-12-25T10:00:00Z', 'fr', [HOLIDAY_BREAK])).toBe('Fermé aujourd’hui, jour férié (Noël) · ouvre le lundi 4 janvier à 9:00');
    expect(statusAt('2026-12-29T10:00:00Z', 'nl', [HOLIDAY_BREAK])).toBe('Vandaag gesloten, uitzonderlijke sluiting (Congé annuel) · opent maandag om 9:00'); // within the week: its weekday
  });

  it('lists the closures with their dates under the hours', () => {
    jest.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    render(
      <IntlProvider locale="nl-BE" messages={portalMessages.nl}>
        <ClosuresList hours={WEEKDAYS} closures={[HOLIDAY_BREAK, { starts_on: '2027-01-15', ends_on: '2027-01-15', reason_fr: null, reason_nl: 'Opleiding' }]} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Uitzonderlijke sluitingen' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Van 28 december 2026 tot en met 31 december 2026 — Congé annuel', 'Op vrijdag 15 januari 2027 — Opleiding']);
    expect(screen.getByText('Congé annuel')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('Gesloten op wettelijke feestdagen.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
  });
});
