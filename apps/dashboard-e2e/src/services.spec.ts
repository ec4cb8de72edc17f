import { expect, test } from '@playwright/test';
import { DASHBOARD, PORTAL, expectAccessible, logIn } from './support';

/** A provider of the seed: its listings (two, plus any another spec created) show on the solidaire and video pages. */
const ACCOUNT = 'provider@sam.example';

const SUBPAGES = [
  { card: 'Diffuser vos contenus', path: 'contenus' },
  { card: 'Publicité', path: 'publicite' },
  { card: 'Site solidaire', path: 'solidaire' },
  { card: 'Vidéo', path: 'video' },
  { card: 'Webservice', path: 'webservice' },
] as const;

test.describe('services', () => {
  test('the index leads to the five subpages, and the ad page to the portal’s order form', async ({ page }) => {
    await logIn(page, ACCOUNT);
    await page.goto(`${DASHBOARD}/fr/mon-tableau-de-bord/services`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Les services SAM');
    await expectAccessible(page);

    const cards = main.getByRole('navigation', { name: 'Les services' });
    for (const { card, path } of SUBPAGES) {
      await cards.getByRole('link', { name: card, exact: true }).click();
      await expect(page).toHaveURL(`${DASHBOARD}/fr/mon-tableau-de-bord/services/${path}`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(card);
      if (path === 'video') {
        // No listing of this account holds a video link: each one says so (other specs may add listings).
        const listings = main.locator('dl dt');
        await expect(listings.first()).toBeVisible();
        await expect(main.getByText('Aucun lien vidéo pour le moment.')).toHaveCount(await listings.count());
      }
      await expectAccessible(page);
      await main.getByRole('link', { name: 'Tous les services SAM' }).click();
    }

    await cards.getByRole('link', { name: 'Publicité', exact: true }).click();
    await main.getByRole('link', { name: 'Commander un encart publicitaire (formulaire en ligne)' }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/commander-encart-publicitaire#ad-order-heading`);
    await expect(page.getByRole('heading', { level: 2, name: 'Commander un encart en ligne' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the webservice page in Dutch', async ({ page }) => {
    await logIn(page, ACCOUNT);
    await page.goto(`${DASHBOARD}/nl/my-dashboard/diensten/webservice`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Webservice');
    await expect(page).toHaveTitle('Webservice – SAM');
    await expect(main.getByRole('link', { name: 'Mijn tokens' })).toHaveAttribute('href', '/nl/my-dashboard/tokens');
    await expect(main.getByRole('figure')).toContainText('Authorization: Bearer UW_TOKEN');
    await expectAccessible(page);
  });
});
