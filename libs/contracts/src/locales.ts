/** §9: fr is the default locale (fr-BE), nl is nl-BE. The contracts own them (they depend on no other lib); @sam/i18n-routes re-exports them. */
export const LOCALES = ['fr', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
export const INTL_LOCALE: Record<Locale, string> = { fr: 'fr-BE', nl: 'nl-BE' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
