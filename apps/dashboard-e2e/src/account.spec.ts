import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { API, DASHBOARD, PORTAL, apiWrite, expectAccessible, registerVerifiedAccount } from './support';

/*
 * Account pages of the dashboard (mon-profil, mes-identifiants, tokens) against the real API. Every
 * test registers a FRESH account and verifies it through the mailed link, so the destructive steps
 * (password change, deletion) never touch the shared demo accounts.
 */


/** Logs in from a separate, cookie-less client: the HTTP status of POST /login. */
async function loginStatus(email: string, password: string): Promise<number> {
  const client = await playwrightRequest.newContext();
  try {
    return (await apiWrite(client, 'POST', '/login', { email, password })).status();
  } finally {
    await client.dispose();
  }
}

/** Opens a dashboard page and answers the cookie bar (so it covers nothing), once per browser context. */
async function openDashboard(page: Page, path: string): Promise<void> {
  await page.goto(`${DASHBOARD}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const bar = page.getByRole('region', { name: /Nous respectons votre vie privée|Wij respecteren uw privacy/ });
  if (await bar.isVisible()) await bar.getByRole('button', { name: /Tout accepter|Alles aanvaarden/ }).click();
}

/**
 * The toasts the dashboard handed over to the next page: the hand-over cookie (sam_pending_toasts) that
 * the browser sends with the navigation to `url` (sessionStorage is per origin, cookies are per host).
 */
async function handedOverToasts(page: Page, url: string, navigate: () => Promise<void>): Promise<unknown[]> {
  const [request] = await Promise.all([page.waitForRequest((r) => r.url() === url && r.isNavigationRequest()), navigate()]);
  const cookie = ((await request.allHeaders())['cookie'] ?? '').split('; ').find((part) => part.startsWith('sam_pending_toasts='));
  return cookie ? (JSON.parse(decodeURIComponent(cookie.slice('sam_pending_toasts='.length))) as unknown[]) : [];
}

test.describe('mon-profil', () => {
  test('saves the profile with the toast, keeps it after a reload, in French and in Dutch', async ({ page }) => {
    await registerVerifiedAccount(page, 'profil');
    await openDashboard(page, '/fr/mon-tableau-de-bord/mon-profil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon profil');
    await expect(page).toHaveTitle('Mon profil – SAM');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(trail.getByRole('link', { name: 'Mon tableau de bord' })).toHaveAttribute('href', '/fr/mon-tableau-de-bord');
    await expect(page.getByLabel('Prénom')).toBeVisible();
    await expectAccessible(page);

    // A phone number the API would refuse: the summary takes the focus and names the field.
    await page.getByLabel('Téléphone').fill('pas un numéro');
    await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
    const summary = page.getByRole('main').getByRole('alert');
    await expect(summary).toContainText('Téléphone : Indiquez un numéro de téléphone valide.');
    await expect(page.locator('#profile-summary')).toBeFocused();
    await expect(page.getByLabel('Téléphone')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await page.getByLabel('Prénom').fill('Camille');
    await page.getByLabel('Nom', { exact: true }).fill('Peeters');
    await page.getByLabel('Téléphone').fill('+32 2 555 12 34');
    await page.getByLabel('Organisation').fill('Maison médicale du Parc');
    await page.getByLabel('Je souhaite recevoir la newsletter de SAM').check();
    await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Votre profil a été mis à jour' });
    await expect(toast).toContainText('Modifications enregistrées');
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByLabel('Prénom')).toHaveValue('Camille');
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Peeters');
    await expect(page.getByLabel('Téléphone')).toHaveValue('+32 2 555 12 34');
    await expect(page.getByLabel('Organisation')).toHaveValue('Maison médicale du Parc');
    await expect(page.getByLabel('Je souhaite recevoir la newsletter de SAM')).toBeChecked();

    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}/nl/my-dashboard/mijn-profiel`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn profiel');
    await expect(page).toHaveTitle('Mijn profiel – SAM');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page.getByLabel('Voornaam')).toHaveValue('Camille');
    await page.getByLabel('Taal van mijn account').selectOption('nl');
    await page.getByRole('button', { name: 'Mijn profiel opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Uw profiel werd bijgewerkt' })).toContainText('Wijzigingen opgeslagen');
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByLabel('Taal van mijn account')).toHaveValue('nl');
  });
});

test.describe('mes-identifiants', () => {
  test('password change: a wrong current password is refused, the right one accepted', async ({ page }) => {
    const account = await registerVerifiedAccount(page, 'motdepasse');
    await openDashboard(page, '/fr/mon-tableau-de-bord/mes-identifiants');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes identifiants');
    await expect(page).toHaveTitle('Mes identifiants – SAM');
    await expectAccessible(page);

    const form = page.getByRole('region', { name: 'Changer mon mot de passe' });
    await form.getByLabel('Mot de passe actuel', { exact: true }).fill('pas-le-bon-mot-de-passe');
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-mot-de-passe');
    await form.getByLabel('Confirmer le nouveau mot de passe').fill('nouveau-mot-de-passe');
    await form.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(form.getByRole('alert')).toContainText('Mot de passe actuel : Le mot de passe actuel est incorrect.');
    await expect(page.locator('#password-summary')).toBeFocused();
    await expect(form.getByLabel('Mot de passe actuel', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await form.getByLabel('Mot de passe actuel', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(form.getByRole('status')).toContainText('vos autres sessions ont été déconnectées');
    await expect(form.getByLabel('Mot de passe actuel', { exact: true })).toHaveValue('');

    expect(await loginStatus(account.email, account.password)).toBe(422);
    expect(await loginStatus(account.email, 'nouveau-mot-de-passe')).toBe(200);
    // This device stayed logged in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes identifiants');
  });

  test('account deletion refuses another address, then deletes and lands on the portal home with the toast', async ({ page }) => {
    const account = await registerVerifiedAccount(page, 'suppression');
    await openDashboard(page, '/fr/mon-tableau-de-bord/mes-identifiants');
    const form = page.getByRole('region', { name: 'Supprimer mon compte' });
    const email = form.getByLabel('Adresse e-mail du compte à supprimer');

    // The form checks it…
    await email.fill('quelqu-un-d-autre@example.be');
    await form.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    await expect(form.getByRole('alert')).toContainText('Veuillez indiquer une adresse e-mail valide.');
    await expect(page.locator('#delete-summary')).toBeFocused();
    await expectAccessible(page);
    // …and so does the API (spec §5), with the same words on the field.
    const refused = await apiWrite(page.context().request, 'DELETE', '/api/user', { email: 'quelqu-un-d-autre@example.be' });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.email).toEqual(['Veuillez indiquer une adresse e-mail valide.']);

    await email.fill(account.email.toUpperCase());
    const toasts = await handedOverToasts(page, `${PORTAL}/fr`, () => form.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click());
    expect(toasts).toEqual([{ type: 'success', message: 'Votre compte a bien été supprimé' }]);
    await expect(page).toHaveURL(`${PORTAL}/fr`);
    await expect.soft(page.getByText('Votre compte a bien été supprimé'), 'the portal shows the toast queued by the dashboard').toBeVisible();
    expect((await page.context().request.get(`${API}/api/user`, { headers: { Accept: 'application/json' } })).status()).toBe(401);
    expect(await loginStatus(account.email, account.password)).toBe(422);
  });
});

test.describe('tokens', () => {
  test('a token is shown once, works as a Bearer token, and stops working once revoked', async ({ page, context }) => {
    const account = await registerVerifiedAccount(page, 'tokens');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: DASHBOARD });
    await openDashboard(page, '/fr/mon-tableau-de-bord/tokens');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes tokens');
    await expect(page).toHaveTitle('Mes tokens – SAM');
    await expect(page.getByText('Vous n’avez encore aucun token.')).toBeVisible();
    await expectAccessible(page);

    // The required title, checked before anything is sent.
    const form = page.getByRole('form', { name: 'Créer un token' });
    await form.getByRole('button', { name: 'Créer le token' }).click();
    await expect(form.getByRole('alert')).toContainText('Titre du token : Ce champ est obligatoire.');
    await expect(page.locator('#token-summary')).toBeFocused();

    await form.getByLabel('Titre du token').fill('Intégration e2e');
    await form.getByRole('button', { name: 'Créer le token' }).click();
    const box = page.getByRole('region', { name: 'Votre nouveau token « Intégration e2e »' });
    await expect(box).toContainText('il ne sera plus jamais affiché');
    const value = (await box.getByTestId('new-token-value').textContent())!.trim();
    expect(value).toMatch(/^\d+\|[A-Za-z0-9_-]{20,}$/);
    await box.getByRole('button', { name: 'Copier', exact: true }).click();
    await expect(box.getByRole('button', { name: 'Copié', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    const row = page.getByRole('row', { name: /Intégration e2e/ });
    await expect(row).toContainText('Pas d’expiration');
    await expect(row).toContainText('Jamais utilisé');
    await expectAccessible(page);

    // Authorization: Bearer, from a client without the session cookie.
    const client = await playwrightRequest.newContext();
    try {
      const bearer = { Authorization: `Bearer ${value}`, Accept: 'application/json' };
      const me = await client.get(`${API}/api/user`, { headers: bearer });
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(account.email);

      // Shown once: after a reload the list has the token, the page no longer has its value.
      await page.reload();
      await expect(row).toBeVisible();
      await expect(row).not.toContainText('Jamais utilisé');
      expect(await page.content()).not.toContain(value.split('|')[1]);

      await row.getByRole('button', { name: 'Révoquer le token Intégration e2e' }).click();
      await expect(row.getByText('Révoquer le token « Intégration e2e » ?')).toBeFocused();
      await expectAccessible(page);
      await row.getByRole('button', { name: 'Oui, révoquer' }).click();
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Le token « Intégration e2e » a été révoqué.' })).toBeVisible();
      await expect(page.getByText('Vous n’avez encore aucun token.')).toBeVisible();
      expect((await client.get(`${API}/api/user`, { headers: bearer })).status()).toBe(401);
    } finally {
      await client.dispose();
    }
  });

  test('lists and names everything in Dutch too', async ({ page }) => {
    await registerVerifiedAccount(page, 'tokens-nl');
    await openDashboard(page, '/nl/my-dashboard/tokens');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn tokens');
    await expect(page).toHaveTitle('Mijn tokens – SAM');
    const form = page.getByRole('form', { name: 'Een token aanmaken' });
    await form.getByLabel('Titel van het token').fill('Website');
    await form.getByRole('button', { name: 'Token aanmaken' }).click();
    await expect(page.getByRole('region', { name: 'Uw nieuwe token „Website”' })).toContainText('het wordt nooit meer getoond');
    await expect(page.getByRole('row', { name: /Website/ })).toContainText('Vervalt niet');
    await expectAccessible(page);
  });
});

test.describe('logout', () => {
  test('goes to the portal home, which shows the success toast', async ({ page }) => {
    await registerVerifiedAccount(page, 'deconnexion');
    await openDashboard(page, '/fr/mon-tableau-de-bord');
    const toasts = await handedOverToasts(page, `${PORTAL}/fr`, () => page.getByRole('button', { name: 'Déconnexion' }).click());
    expect(toasts).toEqual([{ type: 'success', title: 'Déconnexion réussie', message: 'Vous êtes correctement déconnecté' }]);
    await expect(page).toHaveURL(`${PORTAL}/fr`);
    await expect.soft(page.getByText('Vous êtes correctement déconnecté'), 'the portal shows the toast queued by the dashboard').toBeVisible();
    await expect.soft(page.getByText('Déconnexion réussie')).toBeVisible();
    expect((await page.context().request.get(`${API}/api/user`, { headers: { Accept: 'application/json' } })).status()).toBe(401);
  });
});
