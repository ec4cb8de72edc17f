import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, DEMO_PASSWORD, PORTAL } from './support/api';

/** The cookie choice made, so its bar stays out of the measured layouts. */
async function consentGiven(page: Page) {
  const consent = { v: 1, functional: false, at: new Date().toISOString() };
  await page.context().addCookies([{ name: 'sam_consent', value: encodeURIComponent(JSON.stringify(consent)), url: PORTAL }]);
}

/** How many cards sit on each row of a grid (rows by their top edge). */
async function cardsPerRow(cards: Locator): Promise<number[]> {
  const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

test.describe('a finished look (issue 15)', () => {
  test.beforeEach(async ({ page }) => consentGiven(page));

  test('home: the hero picture on a wide screen only, sector icons on the cards, no placeholder social link', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoHydrated(page, '/fr');
    const hero = page.locator('svg[data-illustration="home"]');
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute('aria-hidden', 'true');
    const latest = page.locator('section[aria-labelledby="home-latest"]');
    await expect(latest.locator('li svg[aria-hidden="true"]').first()).toBeVisible();
    // Social networks come from configuration (unset in the e2e run): none shown, never a '#'.
    await expect(page.locator('a[href="#"]')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Réseaux sociaux' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(hero).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Que cherchez-vous ?' })).toBeInViewport();
  });

  test('the menu shows its side picture on large screens only', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoHydrated(page, '/nl');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('svg[data-illustration="menu"]')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator('svg[data-illustration="menu"]')).toBeHidden();
  });

  for (const [path, cards] of [
    ['/fr/me-laisser-guider', 'ul[aria-label] > li:has(article)'],
    ['/nl/zorgverleners', 'ul[aria-label] > li:has(article)'],
  ] as const) {
    test(`${path}: balanced grid with icons, never a lone card on the last row`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await gotoHydrated(page, path);
      const items = page.getByRole('main').locator(cards);
      await expect(items.first()).toBeVisible();
      await expect(items.first().locator('svg[aria-hidden="true"]')).toBeVisible();
      const total = await items.count();
      for (const width of [1366, 1024, 800, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const rows = await cardsPerRow(items);
        expect(rows.reduce((a, b) => a + b, 0)).toBe(total);
        // One column on a phone; otherwise no row of one card after a fuller row.
        if (width > 600 && total > 1) expect(rows.slice(1).every((count) => count >= 2 || rows[0] === 1)).toBe(true);
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a provider page carries its decorative picture beside the header on a wide screen', async ({ page, request }) => {
    const { data } = (await (await request.get(`${API}/api/prestataires/centre-de-jour-les-tilleuls`)).json()) as { data: { sectors: { slug_fr: string; is_main: boolean }[] } };
    const sector = (data.sectors.find((s) => s.is_main) ?? data.sectors[0]).slug_fr;
    await page.setViewportSize({ width: 1366, height: 900 });
    await gotoHydrated(page, `/fr/prestataires/${sector}/centre-de-jour-les-tilleuls`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const picture = page.locator('svg[data-illustration="provider"]');
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('the admin search-URL bar confirms a copy with its toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PORTAL });
    await gotoHydrated(page, '/fr/connexion');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('admin@sam.example');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/localhost:4300/);
    await gotoHydrated(page, `${PORTAL}/fr/recherche?q=aide`);
    await page.getByRole('button', { name: 'Copier' }).click();
    await expect(page.getByRole('button', { name: 'Copié' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'URL copiée dans le presse-papier' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PORTAL}/fr/recherche?q=aide`);
    await expectNoSeriousA11yViolations(page);
  });
});
