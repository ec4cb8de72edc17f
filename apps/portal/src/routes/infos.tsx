import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { INFO_CATEGORIES, findInfoCategory, infosEndpoints } from '@sam/contracts';
import { InfosPage } from '../features/infos/InfosPage';
import { infosHref } from '../features/infos/links';
import { useUserBookmarks } from '../shared/bookmarks/user-bookmarks';
import { callApi } from '../api.server';
import { listPage, listRequest, listSeo, notFound } from '../page-loader.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** /{locale}/informations-utiles?categorie={slug}&q={text}&page={n}: useful information, by theme or by words. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, page, q } = listRequest(request);

  // The filter takes the theme's slug in either language (a shared link keeps working after a switch).
  const slug = url.searchParams.get('categorie');
  const category = slug ? findInfoCategory(slug) : null;
  if (category === undefined) throw notFound();

  const { items, pages, total } = await listPage(
    q
      ? callApi(request, infosEndpoints.search, { body: { locale, page, query: q, category: category?.key } }, locale)
      : callApi(request, infosEndpoints.list, { query: { locale, page, category: category?.key } }, locale),
    page,
  );

  const chip = (c: (typeof INFO_CATEGORIES)[number]) => ({ key: c.key, slug: c[`slug_${locale}`], title: c[`title_${locale}`] });
  const current = category ? chip(category) : null;
  const alternates = { fr: infosHref('fr', category?.slug_fr ?? null, q, page), nl: infosHref('nl', category?.slug_nl ?? null, q, page) };
  return {
    locale,
    categories: INFO_CATEGORIES.map(chip),
    current,
    q,
    infos: items,
    page,
    pages,
    total,
    alternates,
    seo: listSeo('infos', { locale, page, category: current?.title, alternates }),
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function InfosRoute() {
  const { locale, categories, current, q, infos, page, pages, total } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <InfosPage locale={locale} categories={categories} current={current} q={q} infos={infos} page={page} pages={pages} total={total} bookmarks={bookmarks} />;
}
