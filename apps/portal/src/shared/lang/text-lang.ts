import type { Locale } from '@sam/i18n-routes';

/**
 * The `lang` attribute of an element whose text is written in `textLanguage` (a listing's,
 * an event's or an ad's language), on a page in `pageLocale` (WCAG 3.1.2, language of parts):
 * set only when they differ, so screen readers read Dutch text with a Dutch voice on French
 * pages and the reverse. Unknown or missing languages say nothing: the page's language holds.
 */
export function textLang(textLanguage: string | null | undefined, pageLocale: Locale): Locale | undefined {
  return (textLanguage === 'fr' || textLanguage === 'nl') && textLanguage !== pageLocale ? textLanguage : undefined;
}
