import type { Locale } from '@sam/i18n-routes';

const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE' };

/**
 * A price in euro cents as the locale writes it ('150 €', '€ 12,50'); null for a free item
 * (no price or 0), which the page labels 'Gratuit' / 'Gratis'. Whole euros have no decimals.
 */
export function formatPrice(cents: number | null, locale: Locale): string | null {
  if (cents === null || cents <= 0) return null;
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A date (ISO instant) as a long Brussels calendar day: '3 décembre 2026'. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' }).format(new Date(iso));
}
