import type { LoaderFunctionArgs } from 'react-router';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import { portalConfig } from './config.server';
import { intlFor } from './intl.server';

/** Loader of a page without API data: locale, title, description and its path in both locales. */
export function pageLoader(routeName: string, titleId: string, descriptionId: string) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const locale = localeOfPath(new URL(request.url).pathname);
    const intl = intlFor(locale);
    return {
      locale,
      seo: {
        title: `${intl.formatMessage({ id: titleId })} | SAM`,
        description: intl.formatMessage({ id: descriptionId }),
        locale,
        origin: portalConfig.portalOrigin,
        alternates: { fr: pathFor(routeName, 'fr', params), nl: pathFor(routeName, 'nl', params) },
      },
    };
  };
}
