import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, DASHBOARD, DEMO_PASSWORD, PORTAL } from './support/api';

interface Provider {
  slug: string;
  title: string;
}
interface EventSummary {
  slug: string;
  title: string;
}

/** A provider the search engine lists (a visible address with a point): the "my bookmarks" filter can find it. */
async function indexedProvider(request: APIRequestContext): Promise<Provider> {
  const params = new URLSearchParams({ hitsPerPage: '1', attributesToRetrieve: JSON.stringify(['slug', 'title']) }).toString();
  const response = await request.post(`${API}/1/indexes/prestataire_addresses_index/query`, { data: { params } });
  expect(response.status()).toBe(200);
  const [hit] = ((await response.json()) as { hits: Provider[] }).hits;
  expect(hit).toBeDefined();
  return { slug: hit.slug, title: hit.title };
}

async function events(request: APIRequestContext, body: Record<string, unknown>): Promise<EventSummary[]> {
  const response = await request.post(`${API}/api/events/search`, { data: body });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: EventSummary[] }).data;
}

/**
 * An event of the agenda's first page (the same in both languages) with a title of its own, so its
 * toggle's name is unique; not the one agenda.spec.ts bookmarks (the first 'atelier').
 */
async function agendaEvent(request: APIRequestContext): Promise<EventSummary> {
  const [theirs] = await events(request, { locale: 'fr', category: 'atelier' });
  const firstPage = await events(request, { locale: 'fr' });
  const event = firstPage.find((e) => e.slug !== theirs?.slug && firstPage.filter((other) => other.title === e.title).length === 1);
  expect(event).toBeDefined();
  return event!;
}

async function logIn(page: Page) {
  // The cookie choice made: its bar stays out of the way of the cards.
  const consent = { v: 1, functional: false, at: new Date().toISOString() };
  await page.context().addCookies([{ name: 'sam_consent', value: encodeURIComponent(JSON.stringify(consent)), url: PORTAL }]);
  await gotoHydrated(page, '/fr/connexion');
  await page.getByLabel('Adresse e-mail').fill('user@sam.example');
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/fr/mon-tableau-de-bord`);
}

/** Sets a bookmark through the API with the page's session (clean-up: the demo account is shared by the suites). */
async function setBookmark(page: Page, path: string, bookmarked: boolean) {
  const token = (await page.context().cookies(API)).find((c) => c.name === 'XSRF-TOKEN');
  if (!token) return; // never logged in: nothing to undo
  const response = await page.request.post(`${API}${path}`, { data: { bookmarked }, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token.value) } });
  expect(response.status()).toBe(200);
}

const bookmarksOfUser = async (page: Page) =>
  ((await (await page.request.get(`${API}/api/user`)).json()) as { bookmarks: { type: string; slug: string }[] }).bookmarks;

/**
 * The user's bookmarks among the given items. The demo user is shared: other specs, on the other
 * worker, bookmark their own ad or guide under it meanwhile (annonces.spec.ts, conseils.spec.ts).
 */
const bookmarksAmong = async (page: Page, items: { type: string; slug: string }[]) =>
  (await bookmarksOfUser(page)).filter((b) => items.some((item) => item.type === b.type && item.slug === b.slug));

/** The POST of a toggle, answered 200. */
const saved = (page: Page, path: string) => page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST' && r.status() === 200);

test.describe('bookmarks', () => {
  let provider: Provider;
  let event: EventSummary;

  test.beforeAll(async ({ request }) => {
    provider = await indexedProvider(request);
    event = await agendaEvent(request);
  });

  test.afterEach(async ({ page }) => {
    await setBookmark(page, `/api/prestataires/${provider.slug}/bookmark`, false);
    await setBookmark(page, `/api/events/${event.slug}/bookmark`, false);
  });

  test('a provider from its page, an event from its agenda card; pressed after a reload; "my bookmarks" on the search page', async ({ page, browser }) => {
    const providerPath = `/api/prestataires/${provider.slug}/bookmark`;
    const eventPath = `/api/events/${event.slug}/bookmark`;

    // A visitor has no toggles on the cards, and an invitation on the provider page.
    await gotoHydrated(page, '/fr/agenda');
    await expect(page.getByRole('button', { name: /^Favori/ })).toHaveCount(0);
    await gotoHydrated(page, `/fr/prestataires/${provider.slug}`);
    await expect(page.getByText('Connectez-vous pour ajouter ce prestataire à vos favoris.')).toBeVisible();

    await logIn(page);
    await gotoHydrated(page, `${PORTAL}/fr/prestataires/${provider.slug}`);
    const providerToggle = page.getByRole('button', { name: `Favori : ${provider.title}`, exact: true });
    await expect(providerToggle).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousA11yViolations(page);
    const providerSaved = saved(page, providerPath);
    await providerToggle.click();
    await expect(providerToggle).toHaveAttribute('aria-pressed', 'true');
    await providerSaved;
    await expect(page.getByText('Ce prestataire est dans vos favoris.')).toBeVisible();

    await gotoHydrated(page, `${PORTAL}/fr/agenda`);
    const eventToggle = page.getByRole('button', { name: `Favori : ${event.title}`, exact: true });
    await expect(eventToggle).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousA11yViolations(page);
    const eventSaved = saved(page, eventPath);
    await eventToggle.click();
    await expect(eventToggle).toHaveAttribute('aria-pressed', 'true');
    await eventSaved;
    expect(await bookmarksOfUser(page)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'prestataire', slug: provider.slug }), expect.objectContaining({ type: 'event', slug: event.slug })]),
    );

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: `Favori : ${event.title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    // The pressed state is in the server's HTML, not only in the browser's.
    const noScript = await browser.newContext({ storageState: await page.context().storageState(), javaScriptEnabled: false });
    const serverPage = await noScript.newPage();
    await serverPage.goto(`${PORTAL}/fr/agenda`);
    await expect(serverPage.getByRole('button', { name: `Favori : ${event.title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await serverPage.goto(`${PORTAL}/fr/prestataires/${provider.slug}`);
    await expect(serverPage.getByRole('button', { name: `Favori : ${provider.title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await noScript.close();

    await gotoHydrated(page, `${PORTAL}/fr/prestataires/${provider.slug}`);
    await expect(page.getByRole('button', { name: `Favori : ${provider.title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');

    // "My bookmarks" keeps only the provider's addresses; each card says it is bookmarked.
    await gotoHydrated(page, `${PORTAL}/fr/recherche`);
    await page.getByRole('checkbox', { name: 'Uniquement mes favoris' }).check();
    await expect(page).toHaveURL(`${PORTAL}/fr/recherche?favoris=1`);
    const results = page.getByRole('list', { name: 'Résultats', exact: true });
    await expect(results.getByRole('heading', { name: provider.title, exact: true }).first()).toBeVisible();
    const titles = await results.getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles)).toEqual(new Set([provider.title]));
    const cardToggles = results.getByRole('button', { name: `Favori : ${provider.title}`, exact: true });
    await expect(cardToggles).toHaveCount(titles.length);
    for (const toggle of await cardToggles.all()) await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);

    // Unbookmarked from a search card: every card of the provider follows.
    const providerRemoved = saved(page, providerPath);
    await cardToggles.first().click();
    await providerRemoved;
    for (const toggle of await cardToggles.all()) await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await gotoHydrated(page, `${PORTAL}/fr/agenda`);
    const eventRemoved = saved(page, eventPath);
    await page.getByRole('button', { name: `Favori : ${event.title}`, exact: true }).click();
    await eventRemoved;
    await page.reload();
    await expect(page.getByRole('button', { name: `Favori : ${event.title}`, exact: true })).toHaveAttribute('aria-pressed', 'false');
    await gotoHydrated(page, `${PORTAL}/fr/prestataires/${provider.slug}`);
    await expect(page.getByRole('button', { name: `Favori : ${provider.title}`, exact: true })).toHaveAttribute('aria-pressed', 'false');
    expect(await bookmarksAmong(page, [{ type: 'prestataire', slug: provider.slug }, { type: 'event', slug: event.slug }])).toEqual([]);
  });

  test('the Dutch pages name the toggles in Dutch; a card keeps its state across the agenda\'s pages', async ({ page }) => {
    await logIn(page);
    await gotoHydrated(page, `${PORTAL}/nl/zorgverleners/${provider.slug}`);
    const toggle = page.getByRole('button', { name: `Favoriet: ${provider.title}`, exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const providerSaved = saved(page, `/api/prestataires/${provider.slug}/bookmark`);
    await toggle.click();
    await providerSaved;
    await expect(page.getByText('Deze zorgverlener staat in uw favorieten.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await gotoHydrated(page, `${PORTAL}/nl/agenda`);
    const eventToggle = page.getByRole('button', { name: `Favoriet: ${event.title}`, exact: true });
    await expect(eventToggle).toHaveAttribute('aria-pressed', 'false');
    const eventSaved = saved(page, `/api/events/${event.slug}/bookmark`);
    await eventToggle.click();
    await eventSaved;
    await expect(eventToggle).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);
    // To page 2 and back (the same address but its query): the card comes back pressed.
    await page.getByRole('link', { name: 'Volgende pagina' }).click();
    await expect(page).toHaveURL(`${PORTAL}/nl/agenda?page=2`);
    await page.getByRole('link', { name: 'Vorige pagina' }).click();
    await expect(page).toHaveURL(`${PORTAL}/nl/agenda`);
    await expect(page.getByRole('button', { name: `Favoriet: ${event.title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');

    await gotoHydrated(page, `${PORTAL}/nl/zorgverleners/${provider.slug}`);
    await expect(page.getByRole('button', { name: `Favoriet: ${provider.title}`, exact: true })).toHaveAttribute('aria-pressed', 'true');

    const providerRemoved = saved(page, `/api/prestataires/${provider.slug}/bookmark`);
    await page.getByRole('button', { name: `Favoriet: ${provider.title}`, exact: true }).click();
    await providerRemoved;
    await page.reload();
    await expect(page.getByRole('button', { name: `Favoriet: ${provider.title}`, exact: true })).toHaveAttribute('aria-pressed', 'false');
  });
});
