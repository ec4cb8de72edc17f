import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { EventCategory, EventSummary, ListMeta } from '@sam/contracts';
import { localeOfPath } from '@sam/i18n-routes';
import { AgendaPage, agendaHref } from '../features/agenda/AgendaPage';
import { formatEventDay } from '../features/agenda/format';
import { useUserBookmarks } from '../features/bookmarks/user-bookmarks';
import { apiFetch, ApiResponseError } from '../api.server';
import { portalConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';

const notFound = () => data(null, { status: 404 });

/** /{locale}/agenda?categorie={slug}&page={n}: upcoming events, 30 a page (§9), by category. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const intl = intlFor(locale);
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1) throw notFound();

  const categories = await apiFetch<{ data: EventCategory[] }>(request, `/api/events/categories?locale=${locale}`, locale).then((r) => r.data);
  const slug = url.searchParams.get('categorie');
  // The filter takes the category's slug in either language (a shared link keeps working after a switch).
  const current = slug ? categories.find((c) => c.slug_fr === slug || c.slug_nl === slug) : null;
  if (current === undefined) throw notFound();

  const result = await apiFetch<{ data: EventSummary[]; meta: ListMeta }>(request, '/api/events/search', locale, {
    method: 'POST',
    body: { locale, page, ...(current ? { category: current.id } : {}) },
  }).catch((error: unknown) => {
    if (error instanceof ApiResponseError && error.status === 422) throw notFound();
    throw error;
  });
  const pages = Math.max(1, Math.ceil(result.meta.total / result.meta.per_page));
  if (page > pages) throw notFound();

  const alternates = { fr: agendaHref('fr', current?.slug_fr ?? null, page), nl: agendaHref('nl', current?.slug_nl ?? null, page) };
  const baseTitle = current ? intl.formatMessage({ id: 'agenda.titleCategory' }, { category: current.title }) : intl.formatMessage({ id: 'agenda.title' });
  const title = page > 1 ? baseTitle.replace(/ \| SAM$/, ` (${intl.formatMessage({ id: 'agenda.titlePage' }, { page })}) | SAM`) : baseTitle;
  return {
    locale,
    categories,
    current,
    events: result.data.map((e) => ({ ...e, ...formatEventDay(e.starts_at, locale) })),
    page,
    pages,
    total: result.meta.total,
    alternates,
    seo: { title, description: intl.formatMessage({ id: 'agenda.description' }), locale, origin: portalConfig.portalOrigin, alternates },
  };
}

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AgendaRoute() {
  const { locale, categories, current, events, page, pages, total } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <AgendaPage locale={locale} categories={categories} current={current} events={events} page={page} pages={pages} total={total} bookmarks={bookmarks} />;
}
