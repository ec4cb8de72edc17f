import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations, WCAG22_AA_TAGS } from '@sam/axe-check';
import { matchRoute, pathFor, ROUTES, type AppName, type Locale, type RouteDefinition, type RouteParams } from '@sam/i18n-routes';

/*
 * Issue 16 item 7: every route of the table (libs/i18n-routes), in both locales, meets the page-level
 * accessibility rules: axe's WCAG 2.2 A/AA rules without a serious or critical violation, exactly one
 * h1, a skip link as the first stop of the Tab order, one main landmark and named navigation
 * landmarks. Shared by the portal's walk (logged out) and the dashboard's (provider, admin).
 */

/** One page of the walk: a route, a locale and the path its parameters resolve to. */
export interface WalkStop {
  route: RouteDefinition;
  locale: Locale;
  path: string;
}

/**
 * The shell's header and footer, the same on every page of an app: axe reads them on the walk's
 * first page (`withShell`) and skips them on the others, which halves its time on a small machine.
 */
const SHELL = ['[data-layout] > header', '[data-layout] > footer'];

/** What a page breaks, one line per problem, prefixed by its path (empty: it passes). */
export async function pageProblems(page: Page, label: string, { withShell = false } = {}): Promise<string[]> {
  const problems = (await seriousViolations(page, { tags: WCAG22_AA_TAGS, exclude: withShell ? [] : SHELL })).map((line) => `axe ${line}`);
  const h1 = await page.getByRole('heading', { level: 1 }).count();
  if (h1 !== 1) problems.push(`${h1} h1 headings (one wanted)`);
  problems.push(...(await page.evaluate(structureProblems)));
  return problems.map((problem) => `${label}: ${problem}`);
}

/** Runs in the page: the skip link and the landmarks. */
function structureProblems(): string[] {
  const problems: string[] = [];
  const exposed = (el: Element) => {
    if (el.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden';
  };
  const nameOf = (el: Element) => {
    const label = el.getAttribute('aria-label')?.trim();
    if (label) return label;
    const ids = el.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ').trim();
  };

  // The first element of the Tab order is a same-page link to the main content.
  const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && exposed(el),
  );
  const first = tabbable[0];
  const target = first instanceof HTMLAnchorElement && first.getAttribute('href')?.startsWith('#') ? document.getElementById(first.getAttribute('href')!.slice(1)) : null;
  if (!target) problems.push(`no skip link first in the Tab order (first: ${first ? `${first.tagName} "${first.textContent?.trim().slice(0, 40)}"` : 'none'})`);
  else if (!target.closest('main, [role="main"]')) problems.push(`the skip link leads to #${target.id}, outside the main landmark`);

  const mains = [...document.querySelectorAll('main, [role="main"]')].filter(exposed);
  if (mains.length !== 1) problems.push(`${mains.length} main landmarks (one wanted)`);

  const navs = [...document.querySelectorAll('nav, [role="navigation"]')].filter(exposed);
  if (navs.length > 1) {
    const names = navs.map(nameOf);
    const unnamed = names.filter((name) => name === '').length;
    if (unnamed > 0) problems.push(`${unnamed} of ${navs.length} navigation landmarks have no name`);
    const repeated = [...new Set(names.filter((name, i) => name !== '' && names.indexOf(name) !== i))];
    if (repeated.length > 0) problems.push(`navigation landmarks share a name: ${repeated.join(', ')}`);
  }
  return problems;
}

export const routesOf = (app: AppName): RouteDefinition[] => ROUTES.filter((route) => route.app === app);

/** Whether a route has a parameter that is not optional. */
export const needsParams = (route: RouteDefinition) => /:[^/?]+(?=\/|$)/.test(route.fr);

/**
 * The stops of a walk: parameterless routes first, then each route with parameters on the first
 * path found for it among `known` (links seen on the way, the sitemap), else on `fallback`'s
 * parameters (one-time links: a made-up token shows the page's "invalid link" state).
 */
export function resolveStops(routes: readonly RouteDefinition[], locales: readonly Locale[], known: Iterable<string>, fallback: (route: RouteDefinition, locale: Locale) => RouteParams | null): { stops: WalkStop[]; unresolved: string[] } {
  const found = new Map<string, string>();
  for (const href of known) {
    const match = matchRoute(href);
    if (match && !found.has(`${match.route.name}|${match.locale}`)) found.set(`${match.route.name}|${match.locale}`, href);
  }
  const stops: WalkStop[] = [];
  const unresolved: string[] = [];
  for (const route of routes) {
    for (const locale of locales) {
      const path = needsParams(route) ? (found.get(`${route.name}|${locale}`) ?? fallbackPath(route, locale, fallback)) : pathFor(route.name, locale);
      if (path) stops.push({ route, locale, path });
      else unresolved.push(`${route.name} (${locale})`);
    }
  }
  return { stops, unresolved };
}

function fallbackPath(route: RouteDefinition, locale: Locale, fallback: (route: RouteDefinition, locale: Locale) => RouteParams | null): string | null {
  const params = fallback(route, locale);
  return params ? pathFor(route.name, locale, params) : null;
}

/** Same-origin paths of the page's links (for the routes with parameters found on the way). */
export async function linkPaths(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => a.origin === location.origin).map((a) => a.pathname),
  );
}

/**
 * Visits every stop with `parallel` pages of one browser context at once, `check` returning each
 * page's problems. `check` calls `firstVisit` with the address it landed on, so a redirect to a page
 * already checked (a one-time link sent to the login page) is not checked twice; walks that share
 * `seen` share that memory.
 */
export async function walk(
  context: BrowserContext,
  stops: readonly WalkStop[],
  parallel: number,
  check: (page: Page, stop: WalkStop, firstVisit: (url: string) => boolean) => Promise<string[]>,
  seen = new Set<string>(),
): Promise<{ problems: string[]; checked: number; timings: { path: string; ms: number }[] }> {
  const queue = [...stops];
  const before = seen.size;
  const firstVisit = (url: string) => !seen.has(url) && seen.add(url) !== undefined;
  const problems: string[] = [];
  const timings: { path: string; ms: number }[] = [];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      const page = await context.newPage();
      for (let stop = queue.shift(); stop !== undefined; stop = queue.shift()) {
        const started = Date.now();
        try {
          problems.push(...(await check(page, stop, firstVisit)));
        } catch (error) {
          problems.push(`${stop.path}: ${(error as Error).message.split('\n')[0]}`);
        }
        timings.push({ path: stop.path, ms: Date.now() - started });
      }
      await page.close();
    }),
  );
  return { problems, checked: seen.size - before, timings };
}

/** The walk's figures for the report: pages, total and mean time, the slowest pages. */
export function timingSummary(timings: readonly { path: string; ms: number }[]): string {
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5).map((t) => `${t.path} ${(t.ms / 1000).toFixed(1)} s`);
  return `${timings.length} stops, ${(total / 1000).toFixed(0)} s of page time, ${(total / Math.max(timings.length, 1) / 1000).toFixed(1)} s each; slowest: ${slowest.join(', ')}`;
}
