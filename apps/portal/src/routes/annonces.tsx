import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { AnnonceCategory, AnnonceSummary, ListMeta } from '@sam/contracts';
import { localeOfPath } from '@sam/i18n-routes';
import { AnnoncesPage, annoncesHref } from '../features/annonces/AnnoncesPage';
import { formatPrice } from '../features/annonces/format';
import { useUserBookmarks } from '../features/bookmarks/user-bookmarks';
import { apiFetch, ApiResponseError } from '../api.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';

const notFound = () => data(null, { status: 404 });

/** /{locale}/annonces?categorie={slug}&q={text}&page={n}: visible classified ads, 30 a page (§9). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const intl = intlFor(locale);
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) throw notFound();
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);

  const categories = await apiFetch<{ data: AnnonceCategory[] }>(request, `/api/annonces/categories?locale=${locale}`, locale).then((r) => r.data);
  const slug = url.searchParams.get('categorie');
  // The filter takes the category's slug in either language (a shared link keeps working after a switch).
  const current = slug ? categories.find((c) => c.slug_fr === slug || c.slug_nl === slug) : null;
  if (current === undefined) throw notFound();

  const result = await apiFetch<{ data: AnnonceSummary[]; meta: ListMeta }>(request, '/api/annonces/search', locale, {
    method: 'POST',
    body: { locale, page, ...(current ? { category: current.id } : {}), ...(q ? { q } : {}) },
  }).catch((error: unknown) => {
    if (error instanceof ApiResponseError && error.status === 422) throw notFound();
    throw error;
  });
  const pages = Math.max(1, Math.ceil(result.meta.total / result.meta.per_page));
  if (page > pages) throw notFound();

  const alternates = { fr: annoncesHref('fr', current?.slug_fr ?? null, q, page), nl: annoncesHref('nl', current?.slug_nl ?? null, q, page) };
  const baseTitle = current ? intl.formatMessage({ id: 'annonces.titleCategory' }, { category: current.title }) : intl.formatMessage({ id: 'annonces.title' });
  const title = page > 1 ? baseTitle.replace(/ \| SAM$/, ` (${intl.formatMessage({ id: 'annonces.titlePage' }, { page })}) | SAM`) : baseTitle;
  return {
    locale,
    categories,
    current,
    q,
    annonces: result.data.map((a) => ({ ...a, price: formatPrice(a.price_cents, locale) })),
    page,
    pages,
    total: result.meta.total,
    alternates,
    seo: { title, description: intl.formatMessage({ id: 'annonces.description' }), locale, origin: portalConfig.portalOrigin, alternates },
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AnnoncesRoute() {
  const { locale, categories, current, q, annonces, page, pages, total } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <AnnoncesPage locale={locale} categories={categories} current={current} q={q} annonces={annonces} page={page} pages={pages} total={total} bookmarks={bookmarks} />;
}
