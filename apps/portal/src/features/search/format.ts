import type { ContentRecord, PrestataireAddressRecord, SearchLocale } from '@sam/contracts';
import { INTL_LOCALE, pathFor } from '@sam/i18n-routes';

/** '152 Rue Haute / 3, 1000 Bruxelles' as on the provider page. */
export function formatAddress(address: PrestataireAddressRecord['address']): string {
  const line1 = [address.street, address.number].filter(Boolean).join(' ') + (address.box ? ` / ${address.box}` : '');
  return `${line1}, ${address.postal_code} ${address.locality}`;
}

/** /{locale}/prestataires/{sector}/{slug}: the provider's page. */
export function providerHref(hit: Pick<PrestataireAddressRecord, 'slug' | 'sector_slug'>, locale: SearchLocale): string {
  return pathFor('prestataires-sector-slug', locale, { sector: hit.sector_slug[locale] ?? undefined, slug: hit.slug });
}

const CONTENT_ROUTES: Record<ContentRecord['kind'], string> = {
  event: 'agenda-slug',
  annonce: 'annonces-slug',
  info: 'informations-utiles-slug',
  conseil: 'sam-conseil-slug',
};

/** The page of an event, ad, useful-information page or advice guide. */
export function contentHref(hit: Pick<ContentRecord, 'kind' | 'slug'>, locale: SearchLocale): string {
  return pathFor(CONTENT_ROUTES[hit.kind], locale, { slug: hit.slug[locale] });
}

// Belgian wall-clock dates whatever the server's or the browser's time zone (same text both sides).
const dayFormats = new Map<SearchLocale, Intl.DateTimeFormat>();
export function formatDay(unixSeconds: number, locale: SearchLocale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(unixSeconds * 1000));
}

/** A price in euro cents ('150 €'); null when free. */
export function formatPrice(cents: number | null | undefined, locale: SearchLocale): string | null {
  if (!cents || cents <= 0) return null;
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(cents / 100);
}
