import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { sectorsEndpoints } from '@sam/contracts';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import { DirectoryPage } from '../features/prestataires/DirectoryPage';
import { callApi } from '../api.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** /{locale}/prestataires: the directory by sector (each card opens the search refined on it). */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const intl = intlFor(locale);
  const { data: sectors } = await callApi(request, sectorsEndpoints.list, {}, locale);
  const alternates = { fr: pathFor('prestataires', 'fr'), nl: pathFor('prestataires', 'nl') };
  return {
    locale,
    sectors,
    alternates,
    seo: { title: intl.formatMessage({ id: 'directory.title' }), description: intl.formatMessage({ id: 'directory.description' }), locale, origin: portalConfig.portalOrigin, alternates },
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function PrestatairesRoute() {
  const { locale, sectors } = useLoaderData<typeof loader>();
  return <DirectoryPage locale={locale} sectors={sectors} />;
}
