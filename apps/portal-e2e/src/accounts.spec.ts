import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, csrfToken, DASHBOARD, DEMO_PASSWORD, PORTAL } from './support/api';
import { linkFromMail } from './support/outbox';

async function registerAccount(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/fr/inscription');
  await page.getByLabel('Nom et prénom').fill('Marie Lambert');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByLabel('Je confirme avoir plus de 18 ans').check();
  await page.getByLabel(/J’accepte les/).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(`${PORTAL}/fr/verify-email`);
}

test('register → verification mail → verify link → dashboard', async ({ page, request }) => {
  const email = `verify-${Date.now()}@example.be`;
  await registerAccount(page, email, 'un-mot-de-passe-solide');

  const link = await linkFromMail(request, email, /\/fr\/verify\/\d+\/[0-9a-f]{40}\?/);
  await gotoHydrated(page, link);
  await expect(page.getByRole('status')).toContainText('Votre adresse e-mail est vérifiée');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Mon compte' }).last().click();
  await expect(page).toHaveURL(`${DASHBOARD}/fr/mon-tableau-de-bord`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marie Lambert');
});

test('a tampered verification link is refused', async ({ page, request }) => {
  const email = `tamper-${Date.now()}@example.be`;
  await registerAccount(page, email, 'un-mot-de-passe-solide');
  const link = await linkFromMail(request, email, /\/fr\/verify\//);
  await gotoHydrated(page, link.replace(/signature=[0-9a-f]/, (s) => (s.endsWith('0') ? `${s.slice(0, -1)}1` : `${s.slice(0, -1)}0`)));
  await expect(page.getByRole('alert')).toContainText('n’est pas valide');
  await page.goto(`${DASHBOARD}/fr/mon-tableau-de-bord`);
  await expect(page).toHaveURL(`${PORTAL}/fr/verify-email`);
});

test('forgot password → reset link works once → login with the new password', async ({ page, request, context }) => {
  const email = `reset-${Date.now()}@example.be`;
  await registerAccount(page, email, 'ancien-mot-de-passe');
  await context.clearCookies();

  await gotoHydrated(page, '/fr/connexion');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(`${PORTAL}/fr/auth/forgot-password`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe pour cette adresse');

  const link = await linkFromMail(request, email, /\/fr\/auth\/reset-password\//);
  await gotoHydrated(page, link);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('nouveau-mot-de-passe');
  await page.getByLabel('Confirmer le mot de passe').fill('nouveau-mot-de-passe');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByRole('status')).toContainText('Votre mot de passe a été modifié');

  // Single use: the same link is refused the second time.
  await gotoHydrated(page, link);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe' }).fill('encore-un-autre-mot');
  await page.getByLabel('Confirmer le mot de passe').fill('encore-un-autre-mot');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await gotoHydrated(page, '/fr/connexion');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('nouveau-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Not verified yet: the dashboard's guard sends the account to the verify-email page.
  await expect(page).toHaveURL(`${PORTAL}/fr/verify-email`);
});

test('unregister a listing: mailed link, confirmation, done; an altered link is refused', async ({ page, request }) => {
  // A generated listing with an address of its own, none of the demo provider's (other specs use those).
  const { data: hits } = (await (await request.post(`${API}/api/prestataires/search`, { data: { page: 5 } })).json()) as { data: { slug: string }[] };
  let slug = '';
  let listing = { data: { email: '', title: '' } };
  for (const hit of hits) {
    listing = (await (await request.get(`${API}/api/prestataires/${hit.slug}`)).json()) as { data: { email: string; title: string } };
    slug = hit.slug;
    if (listing.data.email) break;
  }
  expect(listing.data.email).not.toBe('');
  await gotoHydrated(page, '/fr/supprimer-mon-referencement');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Adresse e-mail de la fiche').fill(listing.data.email);
  await page.getByRole('button', { name: 'Recevoir le lien de désinscription' }).click();
  await expect(page.getByRole('status')).toContainText('Si une fiche correspond');

  const link = await linkFromMail(request, listing.data.email, /\/fr\/desinscription\/\d+\/\d+\/[0-9a-f]{64}/);
  await gotoHydrated(page, link.replace(/[0-9a-f]$/, (c) => (c === '0' ? '1' : '0')));
  await page.getByRole('button', { name: 'Oui, retirer ma fiche' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect((await request.get(`${API}/api/prestataires/${slug}`)).status()).toBe(200);

  await gotoHydrated(page, link);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Oui, retirer ma fiche' }).click();
  await expect(page.getByRole('status')).toContainText(listing.data.title);
  expect((await request.get(`${API}/api/prestataires/${slug}`)).status()).toBe(404);
});

test('an autologin link never replaces a signed-in session silently: the visitor is asked first', async ({ page, request }) => {
  // The demo provider makes a one-time link for itself (as the dashboard does).
  const headers = { 'X-XSRF-TOKEN': await csrfToken(request) };
  expect((await request.post(`${API}/login`, { headers, data: { email: 'provider@sam.example', password: DEMO_PASSWORD } })).status()).toBe(200);
  const made = await request.post(`${API}/api/autologin-links`, { headers: { 'X-XSRF-TOKEN': await csrfToken(request) }, data: { url: `${PORTAL}/fr/contact` } });
  expect(made.status()).toBe(201);
  const { link } = (await made.json()) as { link: string };

  // Someone else is signed in in this browser.
  await registerAccount(page, `autologin-${Date.now()}@example.be`, 'un-mot-de-passe-solide');
  await gotoHydrated(page, link);
  await expect(page.getByRole('heading', { name: 'Changer de compte ?' })).toBeVisible();
  await expect(page.getByText(/Vous êtes connecté en tant que Marie Lambert/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continuer avec ce lien' }).click();
  await expect(page).toHaveURL(`${PORTAL}/fr/contact`);
  const me = (await (await page.request.get(`${API}/api/user`)).json()) as { email: string };
  expect(me.email).toBe('provider@sam.example');
});
