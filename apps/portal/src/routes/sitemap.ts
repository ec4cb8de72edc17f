import type { LoaderFunctionArgs } from 'react-router';
import type { EventSummary, SitemapPrestataire } from '@sam/contracts';
import { buildSitemapXml, eventSitemapPage, providerSitemapPage, staticSitemapPages, type SitemapPage } from '../features/seo/sitemap';
import { apiFetch } from '../api.server';
import { portalConfig } from '../config.server';

/** At most this many pages of upcoming events (30 each). */
const MAX_EVENT_PAGES = 20;

async function eventPages(request: Request): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (let page = 1; page <= MAX_EVENT_PAGES; page++) {
    const result = await apiFetch<{ data: EventSummary[]; meta: { per_page: number; total: number } }>(request, '/api/events/search', 'fr', {
      method: 'POST',
      body: { page },
    });
    pages.push(...result.data.map((event) => eventSitemapPage(event.slug)));
    if (result.data.length === 0 || page * result.meta.per_page >= result.meta.total) break;
  }
  return pages;
}

/** GET /sitemap.xml: the static pages, the provider pages and the upcoming events, in both locales. */
export async function loader({ request }: LoaderFunctionArgs) {
  // A part the API cannot give leaves the rest of the sitemap intact.
  const [providers, events] = await Promise.all([
    apiFetch<{ data: SitemapPrestataire[] }>(request, '/api/sitemap/prestataires', 'fr')
      .then((r) => r.data.map(providerSitemapPage))
      .catch(() => []),
    eventPages(request).catch(() => []),
  ]);
  const xml = buildSitemapXml(portalConfig.portalOrigin, [...staticSitemapPages(), ...providers, ...events]);
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
