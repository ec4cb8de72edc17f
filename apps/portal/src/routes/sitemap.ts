import type { LoaderFunctionArgs } from 'react-router';
import { besoinsEndpoints, conseilsEndpoints, eventsEndpoints, infosEndpoints, networksEndpoints, shortUrlsEndpoints, type EventSummary, type ListMeta } from '@sam/contracts';
import { bilingualSitemapPage, buildSitemapXml, eventSitemapPage, networkSitemapPage, providerSitemapPage, staticSitemapPages, type SitemapPage } from '../features/seo/sitemap';
import { callApi } from '../api.server';
import { portalConfig } from '../config.server';

/** At most this many pages of upcoming events (30 each). */
const MAX_EVENT_PAGES = 20;

async function eventPages(request: Request): Promise<SitemapPage[]> {
  const events = await allItems<EventSummary>((page) => callApi(request, eventsEndpoints.search, { body: { page } }, 'fr'));
  return events.map((event) => eventSitemapPage(event.slug));
}

/** Every item of a paged list of the API (at most MAX_EVENT_PAGES pages). */
async function allItems<T>(fetchPage: (page: number) => Promise<{ data: T[]; meta: ListMeta }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_EVENT_PAGES; page++) {
    const result = await fetchPage(page);
    items.push(...result.data);
    if (result.data.length === 0 || page * result.meta.per_page >= result.meta.total) break;
  }
  return items;
}

/** The useful-information pages, advice guides and needs pages, in both locales. */
async function editorialPages(request: Request): Promise<SitemapPage[]> {
  const [infos, conseils, besoins] = await Promise.all([
    allItems((page) => callApi(request, infosEndpoints.list, { query: { page } }, 'fr')),
    allItems((page) => callApi(request, conseilsEndpoints.list, { query: { page } }, 'fr')),
    callApi(request, besoinsEndpoints.search, { body: {} }, 'fr').then((r) => r.data),
  ]);
  return [
    ...infos.map((info) => bilingualSitemapPage('informations-utiles-slug', info)),
    ...conseils.map((conseil) => bilingualSitemapPage('sam-conseil-slug', conseil)),
    ...besoins.map((besoin) => bilingualSitemapPage('besoins-slug', besoin)),
  ];
}

/** GET /sitemap.xml: the static pages, the provider pages, the upcoming events, the editorial pages and the network pages, in both locales. */
export async function loader({ request }: LoaderFunctionArgs) {
  // A part the API cannot give leaves the rest of the sitemap intact.
  const [providers, events, editorial, networks] = await Promise.all([
    callApi(request, shortUrlsEndpoints.sitemapPrestataires, {}, 'fr')
      .then((r) => r.data.map(providerSitemapPage))
      .catch(() => []),
    eventPages(request).catch(() => []),
    editorialPages(request).catch(() => []),
    callApi(request, networksEndpoints.listNetworks, {}, 'fr')
      .then((r) => r.data.map(networkSitemapPage))
      .catch(() => []),
  ]);
  const xml = buildSitemapXml(portalConfig.portalOrigin, [...staticSitemapPages(), ...providers, ...events, ...editorial, ...networks]);
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
