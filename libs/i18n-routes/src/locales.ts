/** §9: fr is the default locale (fr-BE), nl is nl-BE. */
export const LOCALES = ['fr', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
export const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
