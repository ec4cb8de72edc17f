import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { annoncesEndpoints, type AnnonceSummary, type ListMeta } from '@sam/contracts';
import { AnnoncesPage, annoncesHref } from '../features/annonces/AnnoncesPage';
import { formatPrice } from '../features/annonces/format';
import { useUserBookmarks } from '../shared/bookmarks/user-bookmarks';
import { callApi } from '../api.server';
import { categoryOf, listPage, listRequest, listSeo } from '../page-loader.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** /{locale}/annonces?categorie={slug}&q={text}&page={n}: visible classified ads, 30 a page (§9). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, page, q } = listRequest(request);

  const categories = await callApi(request, annoncesEndpoints.listCategories, { query: { locale } }, locale).then((r) => r.data);
  const current = categoryOf(categories, url.searchParams.get('categorie'));

  const { items, pages, total } = await listPage(
    callApi(request, annoncesEndpoints.search, { body: { locale, page, ...(current ? { category: current.id } : {}), ...(q ? { q } : {}) } }, locale)
      // Without mine, the public cards.
      .then((r) => r as { data: AnnonceSummary[]; meta: ListMeta }),
    page,
  );

  const alternates = { fr: annoncesHref('fr', current?.slug_fr ?? null, q, page), nl: annoncesHref('nl', current?.slug_nl ?? null, q, page) };
  return {
    locale,
    categories,
    current,
    q,
    annonces: items.map((a) => ({ ...a, price: formatPrice(a.price_cents, locale) })),
    page,
    pages,
    total,
    alternates,
    seo: listSeo('annonces', { locale, page, category: current?.title, alternates }),
  };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AnnoncesRoute() {
  const { locale, categories, current, q, annonces, page, pages, total } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <AnnoncesPage locale={locale} categories={categories} current={current} q={q} annonces={annonces} page={page} pages={pages} total={total} bookmarks={bookmarks} />;
}
