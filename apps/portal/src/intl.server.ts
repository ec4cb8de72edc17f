import { createIntl, createIntlCache } from 'react-intl';
import { INTL_LOCALE, portalCatalogue, type Locale } from '@sam/i18n-routes';

const cache = createIntlCache();
const intls = new Map<Locale, ReturnType<typeof createIntl>>();

/** react-intl outside components: page titles and descriptions in loaders (both catalogues are loaded at server start, entry.server.tsx). */
export function intlFor(locale: Locale) {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: INTL_LOCALE[locale], messages: portalCatalogue.get(locale) }, cache);
    intls.set(locale, intl);
  }
  return intl;
}
