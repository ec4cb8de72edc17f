import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '@sam/i18n-routes';
import { API, csrfToken, DASHBOARD, DEMO_PASSWORD } from './support/api';
import { linkPaths, needsParams, pageProblems, resolveStops, routesOf, timingSummary, walk, type WalkStop } from './support/route-walk';

/*
 * Issue 16 item 7: every dashboard route of the table, in both locales, logged in as a provider (who
 * owns listings, events and a network) and as an admin (the validation queue), with the portal's
 * checks (axe WCAG 2.2 A/AA, one h1, skip link, landmarks). A route with parameters takes the first
 * page the role's own lists link to (its listing, event, annonce, offer); one the role has no page
 * for (the demo provider has no annonce) is named in the test's annotations. (It lives with the
 * portal's suite to share its checks: the e2e projects import no other project's files.)
 */

const PARALLEL = 3;
const LOADING = /^(Chargement…|Laden…)$/;

/** The pages with parameters each role's own lists must lead to (the demo data has them). */
const ROLES = [
  { email: 'provider@sam.example', mustFind: ['dashboard-index-mes-fiches-slug', 'dashboard-index-mon-agenda-slug', 'dashboard-index-offres-id'] },
  { email: 'admin@sam.example', mustFind: ['dashboard-index-offres-id'] },
] as const;

/**
 * The page once its data came: an h1 shown and no loading spinner left. The walk loads PARALLEL
 * pages at once in each of the two workers, so on a slow 2-core machine a page can take 25-30 s
 * (seen once past the 15 s default of expect).
 */
const SETTLED_TIMEOUT = 60_000;
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: SETTLED_TIMEOUT });
  await expect(page.getByRole('status').filter({ hasText: LOADING })).toHaveCount(0, { timeout: SETTLED_TIMEOUT });
}

for (const { email, mustFind } of ROLES) {
  for (const locale of LOCALES) {
    test(`every dashboard route passes the accessibility checks (${locale}, ${email})`, async ({ context }) => {
      test.setTimeout(600_000);
      // One login for the whole walk: every page of the context shares its session cookie.
      const login = await context.request.post(`${API}/login`, {
        data: { email, password: DEMO_PASSWORD },
        headers: { 'X-XSRF-TOKEN': await csrfToken(context.request), Accept: 'application/json', Origin: DASHBOARD },
      });
      expect(login.status(), await login.text()).toBe(200);
      const routes = routesOf('dashboard');
      const links = new Set<string>();
      const seen = new Set<string>();
      const check = (collect: boolean) => async (tab: Page, stop: WalkStop, firstVisit: (url: string) => boolean) => {
        await tab.goto(`${DASHBOARD}${stop.path}`);
        await settled(tab);
        const landed = new URL(tab.url()).pathname;
        if (!firstVisit(landed)) return [];
        if (collect) for (const path of await linkPaths(tab)) links.add(path);
        return pageProblems(tab, `${stop.route.name} ${landed}`, { withShell: stop.route.name === 'dashboard-index' });
      };

      const fixed = resolveStops(routes.filter((r) => !needsParams(r)), [locale], [], () => null);
      const first = await walk(context, fixed.stops, PARALLEL, check(true), seen);
      const withParams = resolveStops(routes.filter(needsParams), [locale], links, () => null);
      const second = await walk(context, withParams.stops, PARALLEL, check(false), seen);

      test.info().annotations.push({ type: 'pages checked', description: String(first.checked + second.checked) }, { type: 'timings', description: timingSummary([...first.timings, ...second.timings]) });
      console.log(`${test.info().title}: ${timingSummary([...first.timings, ...second.timings])}`);
      if (withParams.unresolved.length > 0) test.info().annotations.push({ type: 'no page of this role', description: withParams.unresolved.join(', ') });
      expect.soft(withParams.unresolved.filter((name) => mustFind.some((route) => name.startsWith(`${route} `))), 'own pages no list led to').toEqual([]);
      expect([...first.problems, ...second.problems]).toEqual([]);
    });
  }
}
