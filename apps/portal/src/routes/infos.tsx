import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { INFO_CATEGORIES, findInfoCategory, type InfoSummary, type ListMeta } from '@sam/contracts';
import { localeOfPath } from '@sam/i18n-routes';
import { InfosPage } from '../features/infos/InfosPage';
import { infosHref } from '../features/infos/links';
import { useUserBookmarks } from '../features/bookmarks/user-bookmarks';
import { apiFetch, ApiResponseError } from '../api.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';

const notFound = () => data(null, { status: 404 });

/** /{locale}/informations-utiles?categorie={slug}&q={text}&page={n}: useful information, by theme or by words. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const intl = intlFor(locale);
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) throw notFound();
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);

  // The filter takes the theme's slug in either language (a shared link keeps working after a switch).
  const slug = url.searchParams.get('categorie');
  const category = slug ? findInfoCategory(slug) : null;
  if (category === undefined) throw notFound();

  const result = await (q
    ? apiFetch<{ data: InfoSummary[]; meta: ListMeta }>(request, '/api/infos/search', locale, {
        method: 'POST',
        body: { locale, page, query: q, ...(category ? { category: category.key } : {}) },
      })
    : apiFetch<{ data: InfoSummary[]; meta: ListMeta }>(request, `/api/infos?${new URLSearchParams({ locale, page: String(page), ...(category ? { category: category.key } : {}) })}`, locale)
  ).catch((error: unknown) => {
    if (error instanceof ApiResponseError && error.status === 422) throw notFound();
    throw error;
  });
  const pages = Math.max(1, Math.ceil(result.meta.total / result.meta.per_page));
  if (page > pages) throw notFound();

  const chip = (c: (typeof INFO_CATEGORIES)[number]) => ({ key: c.key, slug: c[`slug_${locale}`], title: c[`title_${locale}`] });
  const current = category ? chip(category) : null;
  const alternates = { fr: infosHref('fr', category?.slug_fr ?? null, q, page), nl: infosHref('nl', category?.slug_nl ?? null, q, page) };
  const baseTitle = current ? intl.formatMessage({ id: 'infos.titleCategory' }, { category: current.title }) : intl.formatMessage({ id: 'infos.title' });
  const title = page > 1 ? baseTitle.replace(/ \| SAM$/, ` (${intl.formatMessage({ id: 'infos.titlePage' }, { page })}) | SAM`) : baseTitle;
  return {
    locale,
    categories: INFO_CATEGORIES.map(chip),
    current,
    q,
    infos: result.data,
    page,
    pages,
    total: result.meta.total,
    alternates,
    seo: { title, description: intl.formatMessage({ id: 'infos.description' }), locale, origin: portalConfig.portalOrigin, alternates },
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function InfosRoute() {
  const { locale, categories, current, q, infos, page, pages, total } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <InfosPage locale={locale} categories={categories} current={current} q={q} infos={infos} page={page} pages={pages} total={total} bookmarks={bookmarks} />;
}
