import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { besoinsEndpoints } from '@sam/contracts';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import { GuidedSearchPage } from '../features/guided-search/GuidedSearchPage';
import { callApi } from '../api.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';
import { needAddressCounts } from '../search-counts.server';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** /{locale}/me-laisser-guider: step 1 of the guided search, the level-1 needs. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const intl = intlFor(locale);
  const [{ data: domains }, counts] = await Promise.all([
    callApi(request, besoinsEndpoints.search, { body: { locale, parent_id: null } }, locale),
    needAddressCounts(request, locale),
  ]);
  const alternates = { fr: pathFor('besoins', 'fr'), nl: pathFor('besoins', 'nl') };
  return {
    locale,
    domains,
    counts,
    alternates,
    seo: { title: intl.formatMessage({ id: 'guided.title' }), description: intl.formatMessage({ id: 'guided.description' }), locale, origin: portalConfig.portalOrigin, alternates },
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function GuidedSearchRoute() {
  const { locale, domains, counts } = useLoaderData<typeof loader>();
  return <GuidedSearchPage locale={locale} domains={domains} counts={counts} />;
}
