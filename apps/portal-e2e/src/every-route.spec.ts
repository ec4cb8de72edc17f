import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, matchRoute, pathFor, SEARCH_TABS, type Locale, type RouteDefinition, type RouteParams } from '@sam/i18n-routes';
import { PORTAL } from './support/api';
import { linkPaths, needsParams, pageProblems, resolveStops, routesOf, timingSummary, walk, type WalkStop } from './support/route-walk';

/*
 * Issue 16 item 7: every portal route of the table, in both locales, as a visitor who is not logged
 * in (support/route-walk.ts: axe WCAG 2.2 A/AA, one h1, skip link, landmarks). Routes with
 * parameters take the first page the sitemap or a visited page links to; one-time links take a
 * made-up token and show their "invalid link" state. The consent bar is left undecided, so it is
 * checked on every page too.
 */

/** Pages checked at once: the servers render one while the browser runs axe on another. */
const PARALLEL = 3;

/**
 * One-time links (reset, verify, unsubscribe, autologin, short links, alert stops) are never in a
 * sitemap nor a page: their parameters are all of these kinds and take made-up values, which show
 * the page's "invalid link" state. Pages of content (a slug, a tab) must be found in the data.
 */
const ONE_TIME_PARAMS: Record<string, string> = { id: '1', token: 'e2e-not-a-token', hash: 'e2e-not-a-hash', code: 'e2e', expires: '0', url: 'e2e-not-a-link' };
/** Routes that show the same item as another route (the network page's first version). */
const SAME_ITEM_AS: Record<string, string> = { 'reseaux-de-prestataires-v1-slug': 'reseaux-de-prestataires-slug' };

function madeUpParams(route: RouteDefinition, locale: Locale): RouteParams | null {
  const names = [...route[locale].matchAll(/:(\w+)(?!\?)\b/g)].map(([, name]) => name);
  return names.every((name) => name in ONE_TIME_PARAMS) ? Object.fromEntries(names.map((name) => [name, ONE_TIME_PARAMS[name]])) : null;
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${PORTAL}/sitemap.xml`);
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.replace(/&amp;/g, '&')).pathname);
}

for (const locale of LOCALES) {
  test(`every portal route passes the accessibility checks (${locale}, logged out)`, async ({ context, request }) => {
    test.setTimeout(600_000);
    const routes = routesOf('portal');
    const links = new Set(await sitemapPaths(request));
    const check = (collect: boolean) => async (page: Page, stop: WalkStop, firstVisit: (url: string) => boolean) => {
      // An uncaught error, a hydration mismatch among them (React reports those and renders the page again).
      const uncaught: string[] = [];
      const onError = (error: Error) => uncaught.push(error.message);
      page.on('pageerror', onError);
      try {
        const response = await page.goto(stop.path);
        // An error page (an unknown short link's 404) never hydrates the app: its heading is the state to wait for.
        if ((response?.status() ?? 200) >= 400) await page.locator('main h1').waitFor();
        else await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        const landed = new URL(page.url()).pathname;
        if (!firstVisit(landed)) return [];
        if (collect) for (const path of await linkPaths(page)) links.add(path);
        const problems = await pageProblems(page, `${stop.route.name} ${landed}`, { withShell: stop.route.name === 'index' });
        return [...problems, ...uncaught.map((message) => `${stop.route.name} ${landed}: uncaught ${message}`)];
      } finally {
        page.off('pageerror', onError);
      }
    };

    // Parameterless pages first: their links name pages of the routes with parameters (an annonce…).
    const fixed = resolveStops(routes.filter((r) => !needsParams(r)), [locale], [], () => null);
    const seen = new Set<string>();
    const first = await walk(context, fixed.stops, PARALLEL, check(true), seen);
    const sameItem = (route: RouteDefinition) => {
      const twin = SAME_ITEM_AS[route.name];
      const found = twin ? [...links].map((path) => matchRoute(path)).find((m) => m?.route.name === twin && m.locale === locale) : undefined;
      return found ? found.params : null;
    };
    const withParams = resolveStops(routes.filter(needsParams), [locale], links, (route) => madeUpParams(route, locale) ?? sameItem(route));
    // Every search tab, not only the first one linked.
    const tabs = SEARCH_TABS.map((tab) => ({ route: routes.find((r) => r.name === 'recherche-tab')!, locale, path: pathFor('recherche-tab', locale, { tab: tab[locale] }) }));
    const second = await walk(context, [...withParams.stops, ...tabs], PARALLEL, check(false), seen);

    test.info().annotations.push({ type: 'pages checked', description: String(first.checked + second.checked) }, { type: 'timings', description: timingSummary([...first.timings, ...second.timings]) });
      console.log(`${test.info().title}: ${timingSummary([...first.timings, ...second.timings])}`);
    expect.soft(withParams.unresolved, 'routes whose parameters no page gave').toEqual([]);
    expect([...first.problems, ...second.problems]).toEqual([]);
  });
}
