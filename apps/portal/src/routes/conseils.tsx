import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { conseilsEndpoints } from '@sam/contracts';
import { ConseilsPage } from '../features/conseils/ConseilsPage';
import { conseilsHref } from '../features/conseils/links';
import { useUserBookmarks } from '../shared/bookmarks/user-bookmarks';
import { callApi } from '../api.server';
import { listPage, listRequest, listSeo } from '../page-loader.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** /{locale}/sam-guide?page={n}: the advice guides of the SAM guide. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { locale, page } = listRequest(request);
  const fetching = callApi(request, conseilsEndpoints.list, { query: { locale, page } }, locale);
  const { items, pages, total } = await listPage(fetching, page);
  const alternates = { fr: conseilsHref('fr', page), nl: conseilsHref('nl', page) };
  return { locale, conseils: items, page, pages, total, alternates, seo: listSeo('conseils', { locale, page, alternates }) };
}

export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ConseilsRoute() {
  const { locale, conseils, page, pages, total } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <ConseilsPage locale={locale} conseils={conseils} page={page} pages={pages} total={total} bookmarks={bookmarks} />;
}
