import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** §9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE = 'i18n_locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function serializeLocaleCookie(locale: Locale, domain?: string, secure = false): string {
  const parts = [`${LOCALE_COOKIE}=${locale}`, 'Path=/', `Max-Age=${LOCALE_COOKIE_MAX_AGE_S}`, 'SameSite=Lax'];
  if (domain) parts.push(`Domain=${domain}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads the locale from a Cookie header (or document.cookie). */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  const match = (cookieHeader ?? '').match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`));
  return match && isLocale(match[1]) ? match[1] : null;
}

/** Picks the first supported language of an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return null;
}

export function preferredLocale(cookieHeader?: string | null, acceptLanguage?: string | null): Locale {
  return readLocaleCookie(cookieHeader) ?? localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}
