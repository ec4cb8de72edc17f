import { data, type LoaderFunctionArgs, type Params } from 'react-router';
import type { ListMeta } from '@sam/contracts';
import { localeOfPath, pathFor, type Locale } from '@sam/i18n-routes';
import { ApiResponseError } from './api.server';
import { portalConfig } from './config.server';
import { intlFor } from './intl.server';
import type { PageSeo } from './seo';

/** SEO of the page a route names: title and description from their messages, its path in both locales. */
export function routeSeo(routeName: string, locale: Locale, titleId: string, descriptionId: string, params?: Params): PageSeo {
  const intl = intlFor(locale);
  return {
    title: intl.formatMessage({ id: titleId }),
    description: intl.formatMessage({ id: descriptionId }),
    locale,
    origin: portalConfig.portalOrigin,
    alternates: { fr: pathFor(routeName, 'fr', params), nl: pathFor(routeName, 'nl', params) },
  };
}

/** Loader of a page without API data: locale, title, description and its path in both locales. */
export function pageLoader(routeName: string, titleId: string, descriptionId: string) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const locale = localeOfPath(new URL(request.url).pathname);
    const seo = routeSeo(routeName, locale, titleId, descriptionId, params);
    return { locale, seo: { ...seo, title: `${seo.title} | SAM` } };
  };
}

export const notFound = () => data(null, { status: 404 });

/** A list page's request: locale, ?page (404 unless a whole number from 1) and the trimmed ?q. */
export function listRequest(request: Request) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) throw notFound();
  return { url, locale, page, q: (url.searchParams.get('q') ?? '').trim().slice(0, 200) };
}

/** The category named by ?categorie, by its slug in either language (a shared link keeps working after a switch); 404 if unknown. */
export function categoryOf<C extends { slug_fr: string; slug_nl: string }>(categories: readonly C[], slug: string | null): C | null {
  if (!slug) return null;
  const category = categories.find((c) => c.slug_fr === slug || c.slug_nl === slug);
  if (category === undefined) throw notFound();
  return category;
}

/** One page of a list from the API: a filter it refuses (422) or a page past the last is a 404. */
export async function listPage<T>(fetching: Promise<{ data: T[]; meta: ListMeta }>, page: number) {
  const result = await fetching.catch((error: unknown) => {
    if (error instanceof ApiResponseError && error.status === 422) throw notFound();
    throw error;
  });
  const pages = Math.max(1, Math.ceil(result.meta.total / result.meta.per_page));
  if (page > pages) throw notFound();
  return { items: result.data, pages, total: result.meta.total };
}

/** SEO of a list page from its messages `{area}.title`, `.titleCategory`, `.titlePage` and `.description`. */
export function listSeo(area: string, { locale, page, category, alternates }: Pick<PageSeo, 'locale' | 'alternates'> & { page: number; category?: string }): PageSeo {
  const intl = intlFor(locale);
  const baseTitle = category ? intl.formatMessage({ id: `${area}.titleCategory` }, { category }) : intl.formatMessage({ id: `${area}.title` });
  const title = page > 1 ? baseTitle.replace(/ \| SAM$/, ` (${intl.formatMessage({ id: `${area}.titlePage` }, { page })}) | SAM`) : baseTitle;
  return { title, description: intl.formatMessage({ id: `${area}.description` }), locale, origin: portalConfig.portalOrigin, alternates };
}
