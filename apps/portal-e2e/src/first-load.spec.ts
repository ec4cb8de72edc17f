import { expect, test, type Page } from '@playwright/test';
import { LOCALES, matchRoute, MISSED_MESSAGE } from '@sam/i18n-routes';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { PORTAL } from './support/api';

/**
 * What a first visit's scripts must not carry (decision 0033): each part loads when it is used.
 * Markers are strings the bundler keeps as written (error names, option names, class names).
 */
const LATER = {
  'zod (forms validate when one is used)': ['ZodError'],
  'react-hook-form (loaded with a form)': ['shouldUnregister'],
  "react-intl's ICU parser (messages are parsed at build time)": ['EXPECT_ARGUMENT_CLOSING_BRACE'],
  'OpenLayers (loaded when the map opens)': ['ol-zoom'],
  "InstantSearch (the search page's live part, loaded when used)": ['algoliasearch-helper'],
  'RTK Query (loaded with the first call to the API)': ['executeQuery'],
};

/** Every script the page has loaded so far, by path, with its text (kept up to date). */
function watchScripts(page: Page) {
  const pending: Promise<[string, string]>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') pending.push(response.text().then((text) => [new URL(response.url()).pathname, text]));
  });
  return async () => new Map(await Promise.all(pending));
}

type Part = keyof typeof LATER;
const FORMS: Part[] = ['zod (forms validate when one is used)', 'react-hook-form (loaded with a form)', 'RTK Query (loaded with the first call to the API)'];

const partsIn = (scripts: Map<string, string>, parts: Part[] = Object.keys(LATER) as Part[]) =>
  parts.flatMap((part) => [...scripts].filter(([, text]) => LATER[part].some((marker) => text.includes(marker))).map(([script]) => `${part}: ${script}`));

/** The pages of the JS budget, a provider page with its contact and report forms (DeferredForm), the agenda. */
const PAGES = ['/fr', '/nl/zoeken', '/fr/prestataires/hebergement/centre-de-jour-les-tilleuls', '/fr/agenda'];

for (const path of PAGES) {
  test(`${path}: the first load leaves out what loads later`, async ({ page }) => {
    const scripts = watchScripts(page);
    const response = await page.request.get(`${PORTAL}${path}`);
    // The page paints before any script (apps/portal/src/first-paint.server.ts): its bootstrap was recognised.
    const html = await response.text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('PerformanceObserver');
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await gotoHydrated(page, `${PORTAL}${path}`);
    await page.waitForLoadState('networkidle');
    // Hydrated from the messages the page carries, without a mismatch (React reports one as an uncaught error).
    expect(uncaught).toEqual([]);
    const firstLoad = await scripts();
    expect(firstLoad.size).toBeGreaterThan(3);
    expect(partsIn(firstLoad)).toEqual([]);
    // The shell comes as one chunk rather than twenty small ones (tools/vite/shell-chunk.ts).
    expect([...firstLoad.keys()].filter((script) => /\/assets\/shell-[\w-]+\.js$/.test(script))).toHaveLength(1);
    // The page carries the messages it shows; the language's catalogue waits for a first use (shared/page-messages.tsx).
    expect(html).toContain('id="sam-page-messages"');
    expect(catalogues(firstLoad)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
}

/** The catalogue chunks of the two languages (libs/i18n-routes/src/messages/portal/{fr,nl}.ts). */
const catalogues = (scripts: Map<string, string>) => [...scripts.keys()].filter((script) => /\/assets\/(?:fr|nl)-[\w-]+\.js$/.test(script));

/**
 * The other pages to read carry their messages too (routes whose `handle` is CARRIES_ITS_MESSAGES):
 * the first page of each kind the sitemap or a list page links to. A text the page lacked gives a
 * mismatch when read while hydrating, a warning after (libs/i18n-routes `seed`). (A short page may
 * still load its language once hydrated: its newsletter band is near and its form comes.)
 */
const PAGES_TO_READ = [
  'prestataires', 'agenda-slug', 'annonces', 'annonces-slug', 'faq', 'glossaire', 'informations-utiles', 'informations-utiles-slug',
  'sam-guide', 'sam-conseil-slug', 'besoins', 'besoins-slug', 'reseaux-sam', 'reseaux-de-prestataires-slug', 'content-services-sam',
];

for (const locale of LOCALES) {
  test(`every kind of page to read hydrates from the messages it carries (${locale})`, async ({ context, request }) => {
    test.setTimeout(300_000);
    const sitemap = await (await request.get(`${PORTAL}/sitemap.xml`)).text();
    const links = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.replace(/&amp;/g, '&')).pathname);
    for (const name of PAGES_TO_READ) {
      const path = links.find((candidate) => {
        const match = matchRoute(candidate);
        return match?.locale === locale && match.route.name === name;
      });
      expect(path, `a ${name} page linked from the sitemap or a page before it (${locale})`).toBeDefined();
      const html = await (await request.get(`${PORTAL}${path}`)).text();
      expect(html, path).toContain('id="sam-page-messages"');
      // Ads are not in the sitemap: their list page links to them.
      links.push(...[...html.matchAll(/href="(\/[^"#?]*)/g)].map(([, href]) => href));
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.text().startsWith(MISSED_MESSAGE)) problems.push(message.text());
      });
      await gotoHydrated(page, `${PORTAL}${path}`);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });
}

test("the page's language loads at the first key press, and the texts the page did not carry then show", async ({ page }) => {
  const scripts = watchScripts(page);
  await gotoHydrated(page, `${PORTAL}/fr`);
  await page.waitForLoadState('networkidle');
  expect(catalogues(await scripts())).toEqual([]);
  await page.keyboard.press('Tab');
  await expect.poll(async () => catalogues(await scripts()), { timeout: 30_000 }).toEqual([expect.stringMatching(/\/fr-/)]);
  // A page of another kind renders its own texts, none of which the home page carried.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Écrire à l’équipe SAM' })).toBeVisible();
});

test('the markers are real: a form brings react-hook-form, zod and RTK Query once it is used', async ({ page }) => {
  const scripts = watchScripts(page);
  await gotoHydrated(page, `${PORTAL}/fr`);
  await page.getByRole('region', { name: 'Lettre d’information' }).getByRole('textbox', { name: 'Votre e-mail' }).focus();
  await expect.poll(async () => partsIn(await scripts(), FORMS).map((found) => found.split(':')[0]), { timeout: 30_000 }).toEqual(expect.arrayContaining(FORMS));
});

test('the markers are real: the search page loads InstantSearch once used', async ({ page }) => {
  const scripts = watchScripts(page);
  await gotoHydrated(page, `${PORTAL}/fr/recherche`);
  await page.getByRole('searchbox').first().focus();
  const INSTANT_SEARCH: Part = "InstantSearch (the search page's live part, loaded when used)";
  await expect.poll(async () => partsIn(await scripts(), [INSTANT_SEARCH]).length, { timeout: 30_000 }).toBeGreaterThan(0);
});
