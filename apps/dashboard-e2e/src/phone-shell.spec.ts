import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD, PORTAL, expectAccessible, logIn } from './support';

/*
 * Issue 15, the dashboard on a phone: the twelve-entry account menu folds behind one button under 900 px
 * so each page's heading comes first, and list tables become cards under 600 px.
 */

const INDEX = `${DASHBOARD}/fr/mon-tableau-de-bord`;

async function signIn(page: Page) {
  // Decided once on the portal: the consent cookie is shared by both apps.
  await page.goto(`${PORTAL}/fr`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await logIn(page, 'provider@sam.example');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
]) {
  test(`${viewport.width} px: the account menu is one button and every page's heading is on the first screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    // The dashboard's index lists the sections itself, without the side menu: start on a section.
    await page.goto(`${INDEX}/mes-favoris`);
    const toggle = page.getByRole('button', { name: 'Menu de mon espace' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Mon espace' });
    await expect(nav.getByRole('link')).toHaveCount(0);

    for (const path of ['', '/mes-fiches', '/mon-agenda', '/annonces', '/mon-profil']) {
      await page.goto(`${INDEX}${path}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const box = (await heading.boundingBox())!;
      expect(box.y + box.height, `${path} heading`).toBeLessThanOrEqual(viewport.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} width`).toBeLessThanOrEqual(viewport.width);
    }

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await nav.getByRole('link').count()).toBeGreaterThanOrEqual(12);
    await expectAccessible(page);
    // Following a link folds it again: the next page comes first.
    await nav.getByRole('link', { name: 'Mes fiches' }).click();
    await expect(page).toHaveURL(`${INDEX}/mes-fiches`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link')).toHaveCount(0);
  });
}

test('390 px: list tables are stacked cards, each value after its column name; 1366 px: a table again', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const path of ['/mes-fiches', '/mon-agenda']) {
    await page.goto(`${INDEX}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const table = page.getByRole('main').getByRole('table').first();
    if (path === '/mes-fiches') await expect(table).toBeVisible();
    if (!(await table.isVisible())) continue; // no events in this database: nothing to stack
    const row = table.locator('tbody tr').first();
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
    const cell = row.locator('td[data-label]').first();
    const label = await cell.getAttribute('data-label');
    expect(label).toBeTruthy();
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain(label!);
    // The headers stay for screen readers only; the cards fit the screen.
    expect((await table.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(table.getByRole('columnheader').first()).toBeAttached();
    await expectAccessible(page);
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${INDEX}/mes-fiches`);
  const row = page.getByRole('main').getByRole('table').first().locator('tbody tr').first();
  await expect(row).toBeVisible();
  expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');
  await expect(page.getByRole('button', { name: 'Menu de mon espace' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Mes fiches' })).toBeVisible();
});

test('the dashboard language switch is remembered too: its bare origin opens in Dutch', async ({ page }) => {
  await signIn(page);
  await page.goto(INDEX);
  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(`${DASHBOARD}/nl/my-dashboard`);
  await page.goto(`${DASHBOARD}/`);
  await expect(page).toHaveURL(`${DASHBOARD}/nl/my-dashboard`);
  // One cookie for both apps (localhost shares cookies across ports): the portal's `/` follows.
  await page.goto(`${PORTAL}/`);
  await expect(page).toHaveURL(`${PORTAL}/nl`);
});
