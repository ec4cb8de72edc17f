import { expect, test } from '@playwright/test';
import { API, DASHBOARD, PORTAL, expectAccessible, logIn } from './support';


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
    const listing = page.getByRole('row', { name: /Maison médicale du Parc/ });
    await expect(listing).toContainText('Publiée');
    await expect(listing.getByRole('link', { name: 'Voir la fiche publique de Maison médicale du Parc' })).toHaveAttribute('href', new RegExp(`^${PORTAL}/fr/prestataires/`));
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
