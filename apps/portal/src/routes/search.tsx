import { data, redirect, useLoaderData, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type ShouldRevalidateFunction } from 'react-router';
import { authEndpoints, eventClock } from '@sam/contracts';
import { localeOfPath, SEARCH_TABS } from '@sam/i18n-routes';
import { parseSearchQuery, type ZoneFilter } from '@sam/search-map';
import { liveSearch, SearchPage } from '../features/search/SearchPage';
import { searchServerState } from '../features/search/server-state.server';
import { serverZoneFilter } from '../features/search/geo.server';
import { searchQueryInLocale } from '../features/search/facet-dictionary.server';
import { createSearchClient } from '../features/search/search-client';
import { indexOfTab, tabLabelId, tabOfSegment, tabPath } from '../features/search/tabs';
import { rememberZone } from '../features/search/zone-cache';
import { callApi, forwardedFor } from '../api.server';
import { portalConfig, serverSearchConfig } from '../config.server';
import { intlFor } from '../intl.server';
import { pageMeta } from '../seo';
import { useRootData } from '../root-data';
import { CARRIES_ITS_MESSAGES } from '../shared/page-messages';

const ADMIN_ROLES = new Set(['admin', 'root']);

/** /{locale}/recherche and /{locale}/recherche/{tab}: the first page of results rendered on the server. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const tab = tabOfSegment(params['tab'], locale);
  if (!tab) throw data(null, { status: 404 });
  const intl = intlFor(locale);

  // Arriving from the other language (its switch keeps the search): name the values in this one.
  const translated = await searchQueryInLocale(request, url.search, locale, indexOfTab(tab));
  if (translated !== null) throw redirect(`${url.pathname}${translated ? `?${translated}` : ''}`);

  // The bookmark token and the role: only a visitor with a session cookie can have them.
  const user = request.headers.get('cookie') ? await callApi(request, authEndpoints.currentUser, {}, locale).catch(() => null) : null;
  const bookmarkToken = user?.search_bookmark_token ?? null;

  // A zone in the address: its geometry from assets/geo, for this query and the browser's next ones.
  const zoneKey = parseSearchQuery(url.searchParams).zone;
  let zone: { key: string; filter: ZoneFilter } | null = null;
  if (zoneKey && indexOfTab(tab) === 'prestataire_addresses_index') {
    const filter = await serverZoneFilter(zoneKey);
    if (filter) {
      rememberZone(zoneKey, filter);
      zone = { key: zoneKey, filter };
    }
  }

  const now = eventClock();
  // The page's live part renders with the page (LiveOnUse), so the server has it first.
  const { searchRouting } = await liveSearch.load();
  const serverState = await searchServerState({
    locale,
    tab,
    searchClient: createSearchClient(serverSearchConfig(), locale, forwardedFor(request)),
    routing: searchRouting({ locale, tab, bookmarkToken, initial: { pathname: url.pathname, search: url.search } }),
    bookmarkToken,
    bookmarks: null, // this pass only gathers the results: the cards' toggles come with the page's render
    tilesUrl: portalConfig.mapTilesUrl,
    initialCounts: {},
    now,
  });

  const heading = intl.formatMessage({ id: 'search.heading' });
  const tabLabel = intl.formatMessage({ id: tabLabelId(tab) });
  const alternates = { fr: tabPath(tab, 'fr'), nl: tabPath(tab, 'nl') };
  return {
    locale,
    tabId: tab.id,
    serverState,
    zone,
    now,
    bookmarkToken,
    isAdmin: Boolean(user?.roles.some((role) => ADMIN_ROLES.has(role))),
    alternates,
    // The language switch keeps the current search (translated on arrival, above).
    alternatesKeepQuery: true,
    breadcrumbLabel: params['tab'] === undefined ? intl.formatMessage({ id: 'page.recherche' }) : tabLabel,
    seo: {
      title: `${params['tab'] === undefined ? heading : `${tabLabel} – ${heading}`} | SAM`,
      description: intl.formatMessage({ id: 'search.description' }),
      locale,
      origin: portalConfig.portalOrigin,
      alternates,
    },
  };
}

/** A client navigation to the page: its live part comes with the page's data (no empty moment). */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [pageData] = await Promise.all([serverLoader<typeof loader>(), liveSearch.load()]);
  return pageData;
}

/** A page to read: it carries its messages (shared/page-messages.tsx). */
export const handle = CARRIES_ITS_MESSAGES;

export const meta: MetaFunction<typeof loader> = pageMeta;

// A new query string on the same tab is InstantSearch's business (it queries from the browser).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function SearchRoute() {
  const { locale, tabId, serverState, zone, now, bookmarkToken, isAdmin } = useLoaderData<typeof loader>();
  const root = useRootData();
  const tab = SEARCH_TABS.find((t) => t.id === tabId)!;
  return (
    // A new InstantSearch per locale: its facet attributes and names are the locale's.
    <SearchPage
      key={locale}
      locale={locale}
      tab={tab}
      serverState={serverState}
      bookmarkToken={bookmarkToken}
      searchConfig={root!.config.search}
      tilesUrl={root!.config.mapTilesUrl}
      searchUrlOrigin={isAdmin ? root!.config.portalOrigin : null}
      now={now}
      zone={zone}
    />
  );
}
