import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { eventsEndpoints, type EventSummary } from '@sam/contracts';
import { AgendaPage, agendaHref } from '../features/agenda/AgendaPage';
import { formatEventDay } from '../features/agenda/format';
import { useUserBookmarks } from '../shared/bookmarks/user-bookmarks';
import { callApi } from '../api.server';
import { categoryOf, listPage, listRequest, listSeo } from '../page-loader.server';
import { pageMeta } from '../seo';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

/** /{locale}/agenda?categorie={slug}&passes=1&page={n}: upcoming events (past ones on request), 30 a page (§9), by category. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, locale, page } = listRequest(request);

  const categories = await callApi(request, eventsEndpoints.listCategories, { query: { locale } }, locale).then((r) => r.data);
  const current = categoryOf(categories, url.searchParams.get('categorie'));
  // Upcoming events (soonest first); past ones only when asked for, latest first.
  const past = url.searchParams.get('passes') === '1';

  const { items, pages, total } = await listPage<EventSummary>(
    callApi(request, eventsEndpoints.search, { body: { locale, page, past, ...(current ? { category: current.id } : {}) } }, locale),
    page,
  );

  const alternates = { fr: agendaHref('fr', current?.slug_fr ?? null, page, past), nl: agendaHref('nl', current?.slug_nl ?? null, page, past) };
  return {
    locale,
    categories,
    current,
    events: items.map((e) => ({ ...e, ...formatEventDay(e.starts_at, locale) })),
    page,
    pages,
    total,
    past,
    alternates,
    seo: listSeo('agenda', { locale, page, category: current?.title, alternates }),
  };
}

/** A page to read: it carries its messages (shared/page-messages.tsx). */
export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function AgendaRoute() {
  const { locale, categories, current, events, page, pages, total, past } = useLoaderData<typeof loader>();
  const bookmarks = useUserBookmarks();
  return <AgendaPage locale={locale} categories={categories} current={current} events={events} page={page} pages={pages} total={total} past={past} bookmarks={bookmarks} />;
}
