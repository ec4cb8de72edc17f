import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { ConseilSummary, ListMeta } from '@sam/contracts';
import { localeOfPath } from '@sam/i18n-routes';
import { ConseilsPage } from '../features/conseils/ConseilsPage';
import { conseilsHref } from '../features/conseils/links';
import { useUserBookmarks } from '../features/bookmarks/user-bookmarks';
import { apiFetch, ApiResponseError } from '../api.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';

const notFound = () => data(null, { status: 404 });

/** /{locale}/sam-guide?page={n}: the advice guides of the SAM guide. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const intl = intlFor(locale);
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) throw notFound();

  const result = await apiFetch<{ data: ConseilSummary[]; meta: ListMeta }>(request, `/api/conseils?locale=${locale}&page=${page}`, locale).catch((error: unknown) => {
    if (error instanceof ApiResponseError && error.status === 422) throw notFound();
    throw error;
  });
  const pages = Math.max(1, Math.ceil(result.meta.total / result.meta.per_page));
  if (page > pages) throw notFound();

  const alternates = { fr: conseilsHref('fr', page), nl: conseilsHref('nl', page) };
  const baseTitle = intl.formatMessage({ id: 'conseils.title' });
  const title = page > 1 ? baseTitle.replace(/ \| SAM$/, ` (${intl.formatMessage({ id: 'conseils.titlePage' }, { page })}) | SAM`) : baseTitle;
  return {
    locale,
    conseils: result.data,
    page,
    pages,
    total: result.meta.total,
    alternates,
    seo: { title, description: intl.formatMessage({ id: 'conseils.description' }), locale, origin: portalConfig.portalOrigin, alternates },
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function ConseilsRoute() {
  const { locale, conseils, page, pages, total } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <ConseilsPage locale={locale} conseils={conseils} page={page} pages={pages} total={total} bookmarks={bookmarks} />;
}
