import { expect, test, type APIRequestContext } from '@playwright/test';
import { matchRoute, pathFor, type RouteMatch } from '@sam/i18n-routes';
import { API, DASHBOARD, PORTAL } from './support/api';

/**
 * Issue 15: every internal link of the public site answers 200. Crawls the portal breadth-first
 * from /fr, /nl and the sitemap, as an anonymous visitor, over HTTP (server-rendered HTML; no
 * browser: nothing is rendered, so there is no page to run axe on), and checks every link to the
 * portal, the dashboard or the API found on the way.
 *
 * - Pages of a template with parameters (a provider, an event, an annonce…) are read at most
 *   PAGES_PER_TEMPLATE times per locale: the others show the same links. Every link target is still
 *   checked, whatever its template.
 * - A URL that only differs by its query (search filters, pagination) is checked at most
 *   QUERIES_PER_PATH times per path.
 * - The dashboard is a single-page app that answers its shell for any path under its base, so a
 *   dashboard link must also name a route of the route table.
 */
const PAGES_PER_TEMPLATE = 3;
const QUERIES_PER_PATH = 3;
/** Templates with parameters whose pages differ in their links, read in full (the search tabs). */
const READ_EVERY_PAGE = new Set(['recherche-tab']);
/** Requests in flight at once: enough to keep the servers busy on a small CI machine. */
const PARALLEL = 6;

const ORIGINS = { portal: new URL(PORTAL).origin, dashboard: new URL(DASHBOARD).origin, api: new URL(API).origin };

interface Broken {
  from: string;
  href: string;
  problem: string;
}

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[lower] ?? whole;
  });

/** The links of a page: every <a href>, and the <link> alternates and canonical (hreflang twins). */
function linksOf(html: string): string[] {
  const hrefs: string[] = [];
  for (const [tag] of html.matchAll(/<(?:a|link)\b[^>]*>/gi)) {
    if (/^<link/i.test(tag) && !/\brel="(?:alternate|canonical)"/i.test(tag)) continue;
    const href = tag.match(/\shref="([^"]*)"/i)?.[1];
    if (href !== undefined) hrefs.push(decodeEntities(href));
  }
  return hrefs;
}

type Target = { app: 'portal' | 'dashboard' | 'api'; url: URL };

/** Which of our apps a link goes to (null: elsewhere, mailto:, tel:, a fragment of the same page). */
function targetOf(href: string, page: URL): Target | null {
  if (href === '' || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return { app: 'portal', url: new URL(`${ORIGINS.portal}/invalid-href`) };
  }
  url.hash = '';
  if (url.origin === ORIGINS.portal) return { app: 'portal', url };
  if (url.origin === ORIGINS.dashboard) return { app: 'dashboard', url };
  if (url.origin === ORIGINS.api) return { app: 'api', url };
  return null;
}

/** The template of a portal page: its route name and locale when it has parameters, else its path. */
function templateOf(match: RouteMatch | null, url: URL): string {
  if (!match || !match.route.fr.includes(':') || READ_EVERY_PAGE.has(match.route.name)) return url.pathname;
  return `${match.route.name}/${match.locale}`;
}

/** Runs `work` on every item, PARALLEL at a time, items added while it runs included. */
async function drain<T>(queue: T[], work: (item: T) => Promise<void>): Promise<void> {
  const workers = Array.from({ length: PARALLEL }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  });
  await Promise.all(workers);
  if (queue.length > 0) await drain(queue, work);
}

async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${PORTAL}/sitemap.xml`);
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decodeEntities(loc));
}

test('every internal link of every public page answers 200, in both locales', async ({ request }) => {
  test.setTimeout(300_000);
  // What the crawler exists to catch: a dashboard path on the portal's origin is a 404 there.
  expect((await request.get(`${PORTAL}${pathFor('dashboard-index-mes-fiches', 'fr')}`, { failOnStatusCode: false })).status()).toBe(404);
  const broken: Broken[] = [];
  /** URLs (without fragment) already queued: each is checked once, from the first page found on. */
  const checked = new Set<string>();
  const queriesPerPath = new Map<string, number>();
  const pagesPerTemplate = new Map<string, number>();
  const read = new Set<string>();
  const queue: { url: URL; from: string; href: string; app: Target['app'] }[] = [];
  const checkedPerApp: Record<Target['app'], number> = { portal: 0, dashboard: 0, api: 0 };

  const enqueue = (href: string, from: string, page: URL) => {
    const target = targetOf(href, page);
    if (!target) return;
    const key = target.url.href;
    if (checked.has(key)) return;
    if (target.url.search) {
      const path = `${target.url.origin}${target.url.pathname}`;
      const seen = queriesPerPath.get(path) ?? 0;
      if (seen >= QUERIES_PER_PATH) return;
      queriesPerPath.set(path, seen + 1);
    }
    checked.add(key);
    queue.push({ url: target.url, from, href, app: target.app });
  };

  const visit = async ({ url, from, href, app }: (typeof queue)[number]) => {
    checkedPerApp[app] += 1;
    if (app === 'dashboard' && matchRoute(url.pathname)?.route.app !== 'dashboard') {
      broken.push({ from, href, problem: 'no dashboard route has this path' });
      return;
    }
    const response = await request.get(url.href, { failOnStatusCode: false, timeout: 30_000 }).catch((error: Error) => error);
    if (response instanceof Error) {
      broken.push({ from, href, problem: response.message.split('\n')[0] });
      return;
    }
    if (response.status() !== 200) {
      broken.push({ from, href, problem: `HTTP ${response.status()}` });
      return;
    }
    // Follow the links of portal pages (after redirects, from where the visitor lands).
    const landed = new URL(response.url());
    if (app !== 'portal' || landed.origin !== ORIGINS.portal || !(response.headers()['content-type'] ?? '').includes('text/html')) return;
    if (read.has(landed.pathname)) return;
    const template = templateOf(matchRoute(landed.pathname), landed);
    const count = pagesPerTemplate.get(template) ?? 0;
    if (count >= PAGES_PER_TEMPLATE) return;
    pagesPerTemplate.set(template, count + 1);
    read.add(landed.pathname);
    for (const link of linksOf(await response.text())) enqueue(link, landed.pathname + landed.search, landed);
  };

  // The sitemap lists every provider, event and editorial page: PAGES_PER_TEMPLATE of each template start.
  const perTemplate = new Map<string, number>();
  const starts = [`${PORTAL}/fr`, `${PORTAL}/nl`, ...(await sitemapPages(request))].filter((page) => {
    const url = new URL(page);
    const template = templateOf(matchRoute(url.pathname), url);
    perTemplate.set(template, (perTemplate.get(template) ?? 0) + 1);
    return perTemplate.get(template)! <= PAGES_PER_TEMPLATE;
  });
  for (const page of starts) enqueue(page, 'start (/fr, /nl, sitemap.xml)', new URL(PORTAL));
  await drain(queue, visit);

  console.log(`link crawler: ${read.size} pages read; links checked: ${JSON.stringify(checkedPerApp)}; broken: ${broken.length}`);
  const report = broken.map(({ from, href, problem }) => `${href} on ${from}: ${problem}`).sort();
  // Enough of the site was read for the check to mean something (both homes, content, directory, agenda…).
  expect(read.size).toBeGreaterThan(100);
  // …and the cross-app links were among them (content pages, services, footer).
  expect(checkedPerApp.dashboard).toBeGreaterThan(10);
  expect(report).toEqual([]);
});
