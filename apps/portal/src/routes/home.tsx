import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { INTL_LOCALE, localeOfPath } from '@sam/i18n-routes';
import { amisPanelsEndpoints, homepageEndpoints, prestatairesEndpoints, publiciteEndpoints, type AmisPanel } from '@sam/contracts';
import { HomePage } from '../features/home/HomePage';
import { callApi } from '../api.server';
import { routeSeo } from '../page-loader.server';
import { pageMeta } from '../seo';
import { indexAddressCount } from '../search-counts.server';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  // The home page stays up when a part is unreachable: that part is simply left out
  // (§8: a failed friends-panels list yields an empty list; failed campaigns hide the adverts).
  const [latest, content, campaigns, panels, addresses] = await Promise.all([
    callApi(request, prestatairesEndpoints.search, { body: { page: 1, locale } }, locale).catch(() => null),
    callApi(request, homepageEndpoints.getContent, { query: { locale } }, locale).catch(() => ({ actus: [], guide: [] })),
    callApi(request, publiciteEndpoints.listHomepageCampaigns, { query: { locale } }, locale).then((r) => r.data, () => []),
    // Without manage, the public panels.
    callApi(request, amisPanelsEndpoints.list, { query: { locale } }, locale).then((r) => r.data as AmisPanel[], () => []),
    // The search page's own count (docs/decisions/0021-one-count-per-thing.md).
    indexAddressCount(request, locale),
  ]);
  // Dates are written on the server, in Belgian time, so the browser renders the same text.
  const date = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'Europe/Brussels' });
  return {
    locale,
    listings: latest?.data.slice(0, 6) ?? [],
    total: latest?.meta.total ?? null,
    addresses,
    news: content.actus.map((item) => ({ ...item, date: date.format(new Date(item.published_at)) })),
    guide: content.guide,
    campaigns,
    panels,
    seo: routeSeo('index', locale, 'home.title', 'home.description'),
  };
}

/** A page to read: it carries its messages (shared/page-messages.tsx). */
export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

export default function HomeRoute() {
  const data = useLoaderData<typeof loader>();
  return <HomePage {...data} />;
}
