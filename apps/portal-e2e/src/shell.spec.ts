import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { DEMO_PASSWORD, PORTAL } from './support/api';

test.describe('main menu', () => {
  test('opens by keyboard, traps focus, closes on Escape with focus back on the burger', async ({ page }) => {
    await gotoHydrated(page, '/fr');
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('dialog', { name: 'Menu principal' });
    await expect(panel).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.getByRole('button', { name: 'Qui sont les SAM ?' }).click();
    await expect(page.getByRole('link', { name: 'Témoignages' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
  });

  test('closes when the query string changes', async ({ page }) => {
    await gotoHydrated(page, '/fr?vue=1');
    await page.goto('/fr?vue=2');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${PORTAL}/fr?vue=1`);
    await expect(page.getByRole('dialog', { name: 'Menu principal' })).toBeHidden();
  });
});

test('cookie consent: the choice persists across reloads and can be changed from the footer', async ({ page }) => {
  await gotoHydrated(page, '/nl');
  await expect(page.getByRole('button', { name: 'Alles weigeren' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Alles weigeren' }).click();
  await expect(page.getByRole('button', { name: 'Alles weigeren' })).toBeHidden();
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: 'Alles weigeren' })).toBeHidden();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sam_consent');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({ functional: false });
});

test('logout runs the spec flow and shows its toast', async ({ page }) => {
  await gotoHydrated(page, '/fr/connexion');
  await page.getByLabel('Adresse e-mail').fill('admin@sam.example');
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/localhost:4300/);
  await gotoHydrated(page, `${PORTAL}/fr`);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(`${PORTAL}/fr`);
  await expect(page.getByRole('status').filter({ hasText: 'Déconnexion réussie' })).toContainText('Vous êtes correctement déconnecté');
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
});

test('an unverified user sees the banner (not on the verify page) and can resend the link', async ({ page }) => {
  const email = `banner-${Date.now()}@example.be`;
  await gotoHydrated(page, '/fr/inscription');
  await page.getByLabel('Nom et prénom').fill('Jef Peeters');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('een-sterk-wachtwoord');
  await page.getByLabel('Confirmer le mot de passe').fill('een-sterk-wachtwoord');
  await page.getByLabel('Je confirme avoir plus de 18 ans').check();
  await page.getByLabel(/J’accepte les/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(`${PORTAL}/fr/verify-email`);
  await expect(page.getByRole('button', { name: 'Renvoyer le lien' })).toHaveCount(0);

  await gotoHydrated(page, '/fr');
  await page.getByRole('button', { name: 'Renvoyer le lien' }).click();
  await expect(page.getByText(`Un nouveau lien de confirmation a été envoyé à ${email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

// fixme (found by the 26 Nov fresh-clone run, not yet diagnosed): the progress bar no longer shows
// while the held .data request waits, probably since the anonymous page caching (1149a0f) or the
// lazy newsletter form (0b2f1a2) changed the home page's first card or its client navigation.
test('links navigate inside the app with the progress bar and a breadcrumb', async ({ page }) => {
  await gotoHydrated(page, '/fr');
  // The page's data request is held until the progress bar shows (past its 200 ms throttle).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const firstCard = page.locator('main h3 a').first();
  const title = await firstCard.innerText();
  await firstCard.click();
  await expect(page.locator('[data-state="running"]')).toBeAttached();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(loads).toEqual([]); // no full page load
  const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(breadcrumb.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/fr');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(title);
});

test('a route chunk that fails to load reloads the page once, not twice within a minute', async ({ page }) => {
  await gotoHydrated(page, '/fr');
  await page.route(/\/assets\/prestataire-[^/]*\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.locator('main h3 a').first().click();
  await expect.poll(() => loads).toBe(1); // the guard reloaded the page
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.locator('main h3 a').first().click();
  // The guard either reloads or shows this alert: once it shows, it has chosen not to reload.
  await expect(page.getByRole('alert').filter({ hasText: 'Cette page n’a pas pu être chargée' })).toBeVisible();
  expect(loads).toBe(1);
  await expect(page).toHaveURL(`${PORTAL}/fr`);
});
