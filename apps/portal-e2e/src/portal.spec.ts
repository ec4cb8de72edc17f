import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, csrfToken, DASHBOARD, DEMO_PASSWORD, PORTAL } from './support/api';

const PROVIDER_FR = '/fr/prestataires/sante/maison-medicale-du-parc';
const PROVIDER_NL = '/nl/zorgverleners/gezondheid/maison-medicale-du-parc';

test.describe('home pages', () => {
  for (const [locale, heading, login] of [
    ['fr', 'Trouver de l’aide près de chez vous', 'Connexion'],
    ['nl', 'Hulp vinden bij u in de buurt', 'Aanmelden'],
  ] as const) {
    test(`/${locale} is server-rendered in its language`, async ({ page, request }) => {
      const html = await (await request.get(`${PORTAL}/${locale}`)).text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(heading);

      const response = await page.goto(`/${locale}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('link', { name: login })).toBeVisible();
      await expect(page.locator('link[rel="alternate"][hreflang="fr-BE"]')).toHaveAttribute('href', `${PORTAL}/fr`);
      await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}/nl`);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('/ goes to the locale cookie, else fr', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(`${PORTAL}/fr`);
    await context.addCookies([{ name: 'i18n_locale', value: 'nl', url: PORTAL }]);
    await page.goto('/');
    await expect(page).toHaveURL(`${PORTAL}/nl`);
  });
});

test.describe('provider page', () => {
  test('is rendered on the server with hreflang twins', async ({ request }) => {
    const response = await request.get(`${PORTAL}${PROVIDER_FR}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Maison médicale du Parc</h1>');
    expect(html).toContain(`href="${PORTAL}${PROVIDER_NL}"`);
    expect(html).toContain(`rel="canonical" href="${PORTAL}${PROVIDER_FR}"`);
  });

  test('shows the listing and switches to its Dutch twin', async ({ page }) => {
    await gotoHydrated(page, PROVIDER_FR);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maison médicale du Parc');
    await expect(page.getByRole('heading', { name: 'Coordonnées' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${PORTAL}${PROVIDER_NL}`);
    await expect(page.getByRole('heading', { name: 'Contactgegevens' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('redirects a path without its sector to the canonical one', async ({ page }) => {
    await page.goto('/fr/prestataires/maison-medicale-du-parc');
    await expect(page).toHaveURL(`${PORTAL}${PROVIDER_FR}`);
  });

  test('an unknown listing is a 404', async ({ page }) => {
    const response = await page.goto('/fr/prestataires/sante/nexiste-pas');
    expect(response?.status()).toBe(404);
  });
});

test.describe('unknown routes', () => {
  for (const [path, heading, message] of [
    ['/fr/cette-page-nexiste-pas', 'La page demandée est introuvable', 'Cette page n’a pas pu être trouvée'],
    ['/nl/deze-pagina-bestaat-niet', 'De gevraagde pagina werd niet gevonden', 'Deze pagina kon niet worden gevonden'],
  ] as const) {
    test(`${path} gives the localised 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(message)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('accounts', () => {
  test('register refuses a missing over-18 confirmation, then creates the account', async ({ page }) => {
    const email = `e2e-${Date.now()}@example.be`;
    await gotoHydrated(page, '/fr/inscription');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Nom et prénom').fill('Inès Dubois');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('un-mot-de-passe-solide');
    await page.getByLabel('Confirmer le mot de passe').fill('un-mot-de-passe-solide');
    await page.getByLabel(/J’accepte les/).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Vous devez confirmer avoir plus de 18 ans.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Je confirme avoir plus de 18 ans').check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/verify-email`);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // An unverified account is kept out of the dashboard by the verify-email guard.
    await page.goto(`${DASHBOARD}/fr/mon-tableau-de-bord`);
    await expect(page).toHaveURL(`${PORTAL}/fr/verify-email`);
  });

  test('login → dashboard → logout', async ({ page }) => {
    await gotoHydrated(page, '/fr/connexion');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Adresse e-mail').fill('user@sam.example');
    await page.getByLabel('Mot de passe').fill('not-the-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toContainText('Adresse e-mail ou mot de passe incorrect.');

    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}/fr/mon-tableau-de-bord`);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(new RegExp(`^${PORTAL}/fr`));
    await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
    await page.goto(`${DASHBOARD}/fr/mon-tableau-de-bord`);
    await expect(page).toHaveURL(`${PORTAL}/fr`);
  });

  test('a state-changing call without the XSRF header gets 419', async ({ request }) => {
    await csrfToken(request);
    const response = await request.post(`${API}/login`, { data: { email: 'user@sam.example', password: DEMO_PASSWORD } });
    expect(response.status()).toBe(419);
  });
});
