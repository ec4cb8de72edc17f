import { createIntl, createIntlCache } from 'react-intl';
import { INTL_LOCALE, portalMessages, type Locale } from '@sam/i18n-routes';

const cache = createIntlCache();
const intls = new Map<Locale, ReturnType<typeof createIntl>>();

/** react-intl outside components: page titles and descriptions in loaders. */
export function intlFor(locale: Locale) {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: INTL_LOCALE[locale], messages: portalMessages[locale] }, cache);
    intls.set(locale, intl);
  }
  return intl;
}
