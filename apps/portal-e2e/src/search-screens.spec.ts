import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, PORTAL } from './support/api';

/** Issue 15: the search page on every screen, the agenda's past events, and numbers that agree. */

interface EngineResult {
  nbHits: number;
  hits: { objectID: string; title_fr?: string; slug?: { fr: string; nl: string } }[];
  facets?: Record<string, Record<string, number>>;
}

/** The API's Algolia-protocol endpoint, asked directly: what every page must agree with. */
async function engine(request: APIRequestContext, indexName: string, params: Record<string, unknown>): Promise<EngineResult> {
  const body = { requests: [{ indexName, params: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString() }] };
  const response = await request.post(`${API}/1/indexes/*/queries`, { data: body });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: EngineResult[] }).results[0];
}

/** The agenda's clock: unix seconds in whole minutes, as the pages use it. */
const clock = () => Math.floor(Date.now() / 60_000) * 60;
const upcomingEvents = (request: APIRequestContext, now: number) => engine(request, 'events', { hitsPerPage: 20, numericFilters: [`end_ts>=${now}`] });
const pastEvents = (request: APIRequestContext, now: number) => engine(request, 'events_latest_first', { hitsPerPage: 20, numericFilters: [`end_ts<${now}`] });

/** The digits of a text ('2 716 adresses' → 2716), whatever the group separator. */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || '0');

const resultCount = (page: Page) => page.locator('#search-results [aria-live="polite"]');
const resultsHeading = (page: Page) => page.locator('#search-results-title');
const cards = (page: Page) => page.getByRole('list', { name: 'Résultats', exact: true }).getByRole('listitem');

async function expectCount(page: Page, count: number) {
  await expect.poll(async () => digits(await resultCount(page).textContent())).toBe(count);
}

/** The page with the cookie choice already made (the visitor's one tap on the consent bar). */
async function open(page: Page, url: string) {
  const consent = { v: 1, functional: false, at: new Date().toISOString() };
  await page.context().addCookies([{ name: 'sam_consent', value: encodeURIComponent(JSON.stringify(consent)), url: PORTAL }]);
  await gotoHydrated(page, url);
}

/** Whether the element's top is inside the window (after any scrolling settled). */
const topInWindow = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight;
  });

test.describe('the search page on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('shows a result on the first screen; the filters wait behind "Filtres (n)"', async ({ page }) => {
    await open(page, '/fr/recherche');
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    // The first card's title is on the first screen, without scrolling.
    expect(box.y + 40).toBeLessThan(844);

    const button = page.getByRole('button', { name: /^Filtres/ });
    await expect(button).toHaveAccessibleName('Filtres');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Tarif' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const tarif = page.getByRole('group', { name: 'Tarif' });
    await expect(tarif).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await tarif.getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/tarif=/);
    await expect(button).toHaveAccessibleName('Filtres (1)');

    // Escape from inside the filters closes them and gives the focus back to their button.
    await tarif.getByRole('checkbox').first().focus();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(tarif).toBeHidden();

    // "Voir les résultats" at the end of the filters closes them and goes to the results.
    await button.click();
    await page.getByRole('button', { name: 'Voir les résultats' }).click();
    await expect(resultsHeading(page)).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => topInWindow(page, '#search-results-title')).toBe(true);
  });
});

test.describe('the search page by keyboard', () => {
  test('a "skip to results" link, shown on focus, leads to the results heading', async ({ page }) => {
    await open(page, '/fr/recherche');
    const skip = page.getByRole('link', { name: 'Aller aux résultats' });
    expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    // Reached by Tab from the top of the page, after the header (well before any filter).
    // Asked in one step: the search's live code replaces the link with its own when the focus first
    // enters it (LiveOnUse), so a link found before that is no longer the focused one after.
    const skipFocused = () => page.evaluate(() => document.activeElement?.getAttribute('href') === '#search-results-title');
    for (let i = 0; i < 40 && !(await skipFocused()); i++) await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    // Polled: the live part may be putting its own link in place at this moment.
    await expect.poll(async () => (await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(resultsHeading(page)).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#search-results')))).toBe(true);
  });

  test('a new page takes the focus and the window to the results heading; the pages say where they stop', async ({ page, request }) => {
    const all = await engine(request, 'prestataire_addresses_index', { hitsPerPage: 20 });
    expect(all.nbHits).toBeGreaterThan(1000);
    await open(page, '/fr/recherche');
    const numbers = new Intl.NumberFormat('fr-BE');
    await expect(resultCount(page)).toHaveText(`${numbers.format(all.nbHits)} adresses`);
    await expect(page.getByText('Page 1 sur 50')).toBeVisible();
    await expect(page.getByText(`Seuls les ${numbers.format(1000)} premiers résultats sur ${numbers.format(all.nbHits)} sont consultables page par page`, { exact: false })).toBeVisible();

    const next = page.getByRole('link', { name: 'Page suivante' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(resultsHeading(page)).toBeFocused();
    await expect.poll(() => topInWindow(page, '#search-results-title')).toBe(true);
    await expect(page.getByText('Page 2 sur 50')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the agenda, in the search and on its page', () => {
  test('the Agenda tab lists upcoming events first; past ones only on request, latest first and marked', async ({ page, request }) => {
    const now = clock();
    const upcoming = await upcomingEvents(request, now);
    const past = await pastEvents(request, now);
    expect(upcoming.nbHits).toBeGreaterThan(20);
    expect(past.nbHits).toBeGreaterThan(0);

    await open(page, '/fr/recherche/agenda');
    const tab = page.getByRole('navigation', { name: 'Résultats par rubrique' }).getByRole('link', { name: /^Agenda/ });
    expect(digits(await tab.textContent())).toBe(upcoming.nbHits);
    await expect(resultCount(page)).toHaveText(`${new Intl.NumberFormat('fr-BE').format(upcoming.nbHits)} événements à venir`);
    await expect(cards(page).getByRole('heading').getByRole('link')).toHaveText(upcoming.hits.map((hit) => hit.title_fr!));
    await expect(cards(page).getByText('Passé', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('checkbox', { name: /^Afficher les événements passés/ }).check();
    await expect(page).toHaveURL(/[?&]passes=1/);
    await expectCount(page, past.nbHits);
    await expect(resultCount(page)).toContainText('événement');
    await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', `/fr/agenda/${past.hits[0].slug!.fr}`);
    // Every card says it is past: a visible badge, and a phrase in its heading for screen readers.
    const shown = Math.min(20, past.nbHits);
    await expect(cards(page).getByText('Passé', { exact: true })).toHaveCount(shown);
    await expect(cards(page).first().getByRole('heading')).toContainText('(événement passé)');
    await expectNoSeriousA11yViolations(page);

    // The address keeps the choice.
    await open(page, '/fr/recherche/agenda?passes=1');
    await expectCount(page, past.nbHits);
    await expect(page.getByRole('checkbox', { name: /^Afficher les événements passés/ })).toBeChecked();
  });

  test('the agenda page: upcoming events, the same count as the tab; past ones behind a link, marked', async ({ page, request }) => {
    const now = clock();
    const upcoming = await upcomingEvents(request, now);
    const past = await pastEvents(request, now);

    await gotoHydrated(page, '/fr/agenda');
    await expect(page.getByText(`${new Intl.NumberFormat('fr-BE').format(upcoming.nbHits)} événements à venir`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'À venir' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Passé', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Événements passés' }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/agenda?passes=1`);
    await expect(page.getByText(new RegExp(`^${past.nbHits} événements? passés?$`))).toBeVisible();
    const list = page.getByRole('list', { name: 'Agenda', exact: true }).getByRole('listitem');
    await expect(list.first().getByRole('link')).toHaveAttribute('href', `/fr/agenda/${past.hits[0].slug!.fr}`);
    await expect(list.getByText('Passé', { exact: true })).toHaveCount(Math.min(30, past.nbHits));
    await expectNoSeriousA11yViolations(page);

    await gotoHydrated(page, '/nl/agenda?passes=1');
    await expect(page.getByRole('list', { name: 'Agenda', exact: true }).getByText('Voorbij', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('numbers that agree', () => {
  test('home, search and guided search count the same providers and addresses', async ({ page, request }) => {
    const numbers = new Intl.NumberFormat('fr-BE');
    const addresses = await engine(request, 'prestataire_addresses_index', { hitsPerPage: 0, facets: ['navbesoinsfr.lvl0'] });
    const providers = (await (await request.post(`${API}/api/prestataires/search`, { data: { page: 1, locale: 'fr' } })).json()) as { meta: { total: number } };

    await open(page, '/fr');
    await expect(page.getByText(`${numbers.format(providers.meta.total)} prestataires référencés, à ${numbers.format(addresses.nbHits)} adresses`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await open(page, '/fr/recherche');
    await expectCount(page, addresses.nbHits);
    const tabs = page.getByRole('navigation', { name: 'Résultats par rubrique' });
    expect(digits(await tabs.getByRole('link', { name: /^Annuaire/ }).textContent())).toBe(addresses.nbHits);

    // "Me soigner": the guided search's card, the need menu and the results say the same number.
    const soigner = addresses.facets!['navbesoinsfr.lvl0']['Me soigner'];
    expect(soigner).toBeGreaterThan(0);
    await open(page, '/fr/me-laisser-guider');
    await expect(page.getByRole('article', { name: 'Me soigner' })).toContainText(`${numbers.format(soigner)} adresses`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Me soigner', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/besoins\/[a-z-]+$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Voir tous les prestataires : Me soigner' }).click();
    await expect(page).toHaveURL(/\/fr\/recherche\?besoin=Me(%20|\+)soigner$/);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expectCount(page, soigner);
    expect(digits(await page.getByRole('navigation', { name: 'Besoin' }).getByRole('link', { name: /^Me soigner / }).textContent())).toBe(soigner);
  });
});
