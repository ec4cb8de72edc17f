import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const API = 'http://localhost:3000';
const PORTAL = 'http://localhost:4200';
const DASHBOARD = 'http://localhost:4300';
/** Demo accounts of the seed (tools/seed). */
const DEMO_PASSWORD = 'Sam-demo-2026!';

/** Fails on any serious or critical accessibility violation of the page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), page.url()).toEqual([]);
}

/**
 * Logs in through the API with the browser context's own request client, so the session cookie
 * lands in the browser (spec §7: CSRF cookie first, then POST /login with X-XSRF-TOKEN).
 */
async function logIn(page: Page, email: string): Promise<{ name: string }> {
  const context = page.context();
  expect((await context.request.get(`${API}/sanctum/csrf-cookie`)).status()).toBe(204);
  const xsrf = (await context.cookies(API)).find((cookie) => cookie.name === 'XSRF-TOKEN');
  if (!xsrf) throw new Error('GET /sanctum/csrf-cookie set no XSRF-TOKEN cookie');
  const response = await context.request.post(`${API}/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value), Accept: 'application/json', Origin: DASHBOARD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { name: string };
}

test.describe('check-auth guard', () => {
  for (const [path, home] of [
    ['/fr/mon-tableau-de-bord', `${PORTAL}/fr`],
    ['/nl/my-dashboard', `${PORTAL}/nl`],
  ] as const) {
    test(`a logged-out visit to ${path} ends on the portal home`, async ({ page }) => {
      await page.goto(`${DASHBOARD}${path}`);
      await expect(page).toHaveURL(home);
      await expectAccessible(page);
    });
  }
});

test.describe('dashboard index', () => {
  test('shows the user’s name in French and in Dutch', async ({ page }) => {
    const user = await logIn(page, 'user@sam.example');

    await page.goto(`${DASHBOARD}/fr/mon-tableau-de-bord`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bonjour ${user.name}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    await expect(page).toHaveTitle('Mon tableau de bord – SAM');
    await expect(page.getByRole('navigation', { name: 'Que souhaitez-vous faire ?' }).getByRole('link', { name: 'Mes fiches' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}/nl/my-dashboard`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hallo ${user.name}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page).toHaveTitle('Mijn dashboard – SAM');
    await expectAccessible(page);
  });

  test('logging out goes to the portal home and ends the session', async ({ page }) => {
    await logIn(page, 'user@sam.example');
    await page.goto(`${DASHBOARD}/fr/mon-tableau-de-bord`);
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr`);
    expect((await page.context().request.get(`${API}/api/user`, { headers: { Accept: 'application/json' } })).status()).toBe(401);
    await expectAccessible(page);
  });
});

test.describe('verify-email guard', () => {
  test('an unverified user is sent to the portal’s verify-email page', async ({ page }) => {
    await logIn(page, 'unverified@sam.example');
    await page.goto(`${DASHBOARD}/fr/mon-tableau-de-bord`);
    await expect(page).toHaveURL(`${PORTAL}/fr/verify-email`);
    await expectAccessible(page);
  });
});

test.describe('mes-fiches', () => {
  test('a provider sees their listing, linked to its public page', async ({ page }) => {
    await logIn(page, 'provider@sam.example');
    await page.goto(`${DASHBOARD}/fr/mon-tableau-de-bord/mes-fiches`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes fiches');
    const listing = page.getByRole('article', { name: 'Maison médicale du Parc' });
    await expect(listing).toBeVisible();
    await expect(listing.getByRole('link', { name: /Voir la fiche publique/ })).toHaveAttribute('href', new RegExp(`^${PORTAL}/fr/prestataires/`));
    await expectAccessible(page);
  });
});

test.describe('unknown dashboard paths', () => {
  for (const [path, heading] of [
    ['/fr/mon-tableau-de-bord/cette-page-n-existe-pas', 'La page demandée est introuvable'],
    ['/nl/my-dashboard/deze-pagina-bestaat-niet', 'De gevraagde pagina werd niet gevonden'],
  ] as const) {
    test(`${path} shows the localised 404`, async ({ page }) => {
      await page.goto(`${DASHBOARD}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectAccessible(page);
    });
  }
});
