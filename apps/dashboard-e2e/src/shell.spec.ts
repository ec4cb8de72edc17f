import { expect, test } from '@playwright/test';
import { DASHBOARD, PORTAL, expectAccessible, logIn } from './support';

test('the dashboard has the same shell: menu by keyboard, consent shared with the portal', async ({ page }) => {
  // A consent choice made on the portal holds on the dashboard (one cookie for both apps).
  await page.goto(`${PORTAL}/fr`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Tout accepter' }).click();
  await logIn(page, 'user@sam.example');

  for (const [path, menu, dialog] of [
    ['/fr/mon-tableau-de-bord', 'Menu', 'Menu principal'],
    ['/nl/my-dashboard', 'Menu', 'Hoofdmenu'],
  ] as const) {
    await page.goto(`${DASHBOARD}${path}`);
    await expect(page.getByRole('button', { name: /Tout accepter|Alles aanvaarden/ })).toHaveCount(0);
    const burger = page.getByRole('button', { name: menu, exact: true });
    await burger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: dialog });
    await expect(panel).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();
  }
});
