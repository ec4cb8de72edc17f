import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { besoinsEndpoints } from '@sam/contracts';
import { localeOfPath, pathFor } from '@sam/i18n-routes';
import { BesoinPage } from '../features/guided-search/BesoinPage';
import { ApiResponseError, callApi } from '../api.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';
import { needAddressCounts } from '../search-counts.server';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

const fetchBesoin = (request: Request, ref: string | number, locale: 'fr' | 'nl') =>
  callApi(request, besoinsEndpoints.get, { params: { id: String(ref) }, query: { locale } }, locale).then((r) => r.data);

/** /{locale}/besoins/{slug}: step 2 of the guided search, a need with its children or its summary. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const intl = intlFor(locale);
  const besoin = await fetchBesoin(request, params['slug'] ?? '', locale).catch((error: unknown) => {
    // Spec §8: an unknown need, or a reference the API refuses, gives the 404 page.
    if (error instanceof ApiResponseError && [404, 422].includes(error.status)) throw data(null, { status: 404 });
    throw error;
  });
  const alternates = { fr: pathFor('besoins-slug', 'fr', { slug: besoin.slug_fr }), nl: pathFor('besoins-slug', 'nl', { slug: besoin.slug_nl }) };
  // Reached by id or by the other language's slug: move to this language's address.
  if (url.pathname !== alternates[locale]) throw redirect(alternates[locale], 301);

  const [siblings, counts] = await Promise.all([
    besoin.parent ? fetchBesoin(request, besoin.parent.id, locale).then((parent) => parent.children.filter((b) => b.id !== besoin.id)) : [],
    needAddressCounts(request, locale),
  ]);
  return {
    locale,
    besoin,
    siblings,
    counts,
    alternates,
    breadcrumbLabel: besoin.title,
    seo: {
      title: intl.formatMessage({ id: 'guided.titleBesoin' }, { title: besoin.path }),
      description: besoin.description ?? intl.formatMessage({ id: 'guided.description' }),
      locale,
      origin: portalConfig.portalOrigin,
      alternates,
    },
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function BesoinRoute() {
  const { locale, besoin, siblings, counts } = useLoaderData<typeof loader>();
  return <BesoinPage locale={locale} besoin={besoin} siblings={siblings} counts={counts} />;
}
