// The locales are the contracts' (a leaf lib); the route table and the apps keep importing them from here.
export { LOCALES, DEFAULT_LOCALE, INTL_LOCALE, isLocale, type Locale } from '@sam/contracts';
