import { expect, test, type Page } from '@playwright/test';
import { API, DASHBOARD, PORTAL, expectAccessible, logIn } from './support';

interface Item {
  id: number;
  slug: string;
  title: string;
}

/** The account of this spec: no other suite bookmarks with it, and it runs a listing (it sees promo codes). */
const ACCOUNT = 'provider@sam.example';

async function firstOf(page: Page, method: 'GET' | 'POST', path: string, data?: Record<string, unknown>): Promise<Item> {
  const response = await page.request.fetch(`${API}${path}`, { method, data, headers: { Accept: 'application/json' } });
  expect(response.status()).toBe(200);
  const [item] = ((await response.json()) as { data: Item[] }).data;
  expect(item).toBeDefined();
  return item;
}

/** POST /api/{resource}/{ref}/bookmark with the page's session (spec §7: X-XSRF-TOKEN from the cookie). */
async function setBookmark(page: Page, path: string, bookmarked: boolean): Promise<void> {
  const token = (await page.context().cookies(API)).find((c) => c.name === 'XSRF-TOKEN');
  if (!token) return; // never logged in: nothing to undo
  const response = await page.request.post(`${API}${path}`, { data: { bookmarked }, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token.value), Accept: 'application/json' } });
  expect(response.status()).toBe(200);
}

test.describe('mes-favoris', () => {
  let provider: Item;
  let info: Item;

  test.afterEach(async ({ page }) => {
    // The seeded account is shared with later runs of the suite on the same database.
    await setBookmark(page, `/api/prestataires/${provider.slug}/bookmark`, false);
    await setBookmark(page, `/api/infos/${info.id}/bookmark`, false);
  });

  test('shows two bookmarks by type, linked to the portal, and removes one', async ({ page }) => {
    await logIn(page, ACCOUNT);
    provider = await firstOf(page, 'POST', '/api/prestataires/search', { page: 1, locale: 'fr' });
    info = await firstOf(page, 'GET', '/api/infos?locale=fr');
    await setBookmark(page, `/api/prestataires/${provider.slug}/bookmark`, true);
    await setBookmark(page, `/api/infos/${info.id}/bookmark`, true);

    await page.goto(`${DASHBOARD}/fr/mon-tableau-de-bord/mes-favoris`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Mes favoris');
    await expect(main.getByText('Vous avez 2 favoris.')).toBeVisible();
    const providers = main.getByRole('region', { name: 'Prestataires (1)' });
    await expect(providers.getByRole('link', { name: provider.title, exact: true })).toHaveAttribute('href', new RegExp(`^${PORTAL}/fr/prestataires/(.+/)?${provider.slug}$`));
    const infos = main.getByRole('region', { name: 'Informations utiles (1)' });
    await expect(infos.getByRole('link', { name: info.title, exact: true })).toHaveAttribute('href', `${PORTAL}/fr/informations-utiles/${info.slug}`);
    await expectAccessible(page);

    await providers.getByRole('button', { name: `Retirer « ${provider.title} » de mes favoris` }).click();
    await expect(main.getByRole('status').filter({ hasText: 'retiré' })).toHaveText(`« ${provider.title} » a été retiré de vos favoris.`);
    await expect(main.getByRole('region', { name: /^Prestataires/ })).toHaveCount(0);
    await expect(main.getByText('Vous avez 1 favori.')).toBeFocused();
    await expectAccessible(page);

    await page.reload();
    await expect(main.getByRole('link', { name: info.title, exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: provider.title, exact: true })).toHaveCount(0);
  });
});

test.describe('offres', () => {
  test('filters the partner offers by category and opens one, promo code included', async ({ page }) => {
    await logIn(page, ACCOUNT);
    await page.goto(`${DASHBOARD}/fr/mon-tableau-de-bord/offres`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Offres partenaires');
    const count = main.getByRole('status').filter({ hasText: /offres?$/ });
    await expect(count).toHaveText(/^\d+ offres?$/);
    await expectAccessible(page);

    const filters = main.getByRole('navigation', { name: 'Filtrer par catégorie' });
    const chip = filters.getByRole('link', { name: /^Mobilité \(\d+\)$/ });
    await chip.click();
    await expect(page).toHaveURL(`${DASHBOARD}/fr/mon-tableau-de-bord/offres?categorie=mobilite`);
    await expect(chip).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('status').filter({ hasText: 'dans la catégorie' })).toHaveText(/^\d+ offres? dans la catégorie Mobilité$/);
    const cards = main.getByRole('article');
    await expect(cards.first()).toContainText('Catégorie : Mobilité');
    await expectAccessible(page);

    const first = cards.first().getByRole('link');
    const title = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(new RegExp(`^${DASHBOARD}/fr/mon-tableau-de-bord/offres/\\d+$`));
    const offre = main.getByRole('article', { name: title });
    await expect(offre.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} – SAM`);
    await expect(offre.getByRole('region', { name: 'Code promo' })).toContainText(/Code à mentionner\s: SAM\d+-/);
    await expectAccessible(page);
  });
});
