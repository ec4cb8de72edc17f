import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD, expectAccessible, logIn, registerVerifiedAccount } from './support';

/*
 * Issue #11 against the real API: a new account creates a listing (first step), fills the
 * editor's tabs, is refused a secondary activity before a main one (spec §5), saves and requests
 * validation; the admin approves it in the validation queue; the portal then shows it. The title
 * carries a token of its own, so the run finds its listing whatever else the database holds; a
 * fresh account keeps the demo provider's listings as the other specs expect them.
 */

const BASE = `${DASHBOARD}/fr/mon-tableau-de-bord`;

/** Answers the cookie bar once, so it covers nothing. */
async function dismissCookieBar(page: Page) {
  const bar = page.getByRole('region', { name: 'Nous respectons votre vie privée' });
  if (await bar.isVisible()) await bar.getByRole('button', { name: 'Tout accepter' }).click();
}

test('a provider creates a listing, fills the tabs and asks for validation; the SAM team approves it; the portal shows it', async ({ browser }) => {
  const token = `fiche${Date.now().toString(36)}`;
  const title = `Centre de répit ${token}`;

  // --- the provider ---
  const providerContext = await browser.newContext();
  const page = await providerContext.newPage();
  await registerVerifiedAccount(page, 'fiche');
  await page.goto(`${BASE}/mes-fiches`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes fiches');
  await dismissCookieBar(page);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Créer une fiche de prestataire' }).click();
  await expect(page).toHaveURL(`${BASE}/creer-un-prestataire`);
  await page.getByLabel('Nom du service *').fill(title);
  await page.getByLabel('Secteur *').selectOption({ label: 'Santé' });
  await page.getByLabel('Activité principale *').selectOption({ index: 1 });
  await page.getByLabel('Rue *').fill('Rue du Trône');
  await page.getByLabel('Numéro').fill('14');
  await page.getByLabel('Code postal *').fill('1050');
  await page.getByLabel('Localité *').fill('Ixelles');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Créer le brouillon' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier ma fiche');
  await expect(page).toHaveURL(new RegExp(`${BASE}/mes-fiches/centre-de-repit-${token}`));
  const tabs = page.getByRole('tablist', { name: 'Parties de la fiche' });
  await expect(tabs.getByRole('tab')).toHaveCount(7);
  await expectAccessible(page);

  // Tab 1, by keyboard: the selected tab is the one in the Tab order.
  await page.getByLabel('Téléphone').fill('02 511 22 33');
  await page.getByLabel('Description de l’activité').fill('Accueil de jour et répit pour les aidants proches.');
  await tabs.getByRole('tab', { name: '1. Informations générales' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: '2. Adresses et zones de couverture' })).toHaveAttribute('aria-selected', 'true');
  const addresses = page.getByRole('tabpanel', { name: '2. Adresses et zones de couverture' });
  await expect(addresses.getByText(/Située par SAM\s: commune d/)).toBeVisible();
  await addresses.getByLabel('Niveau').selectOption('province');
  await addresses.getByLabel('Zone', { exact: true }).selectOption({ index: 1 });
  await addresses.getByRole('button', { name: 'Ajouter la zone' }).click();
  await expect(addresses.getByText(/^Province\s: /)).toBeVisible();
  await expectAccessible(page);

  // Tab 3: the main activity came from the first step; without it, secondary ones are refused.
  await tabs.getByRole('tab', { name: '2. Adresses et zones de couverture' }).focus();
  await page.keyboard.press('ArrowRight');
  const activities = page.getByRole('tabpanel', { name: '3. Métiers et activités' });
  await expect(activities).toBeVisible();
  await activities.getByLabel('Activité principale').selectOption('');
  const secondary = activities.getByRole('group', { name: 'Activités secondaires' });
  await expect(secondary.getByText('Cochez d’abord une activité principale : les activités secondaires se cochent ensuite.')).toBeVisible();
  await expect(secondary.getByRole('checkbox').first()).toBeDisabled();
  await expectAccessible(page);
  await activities.getByLabel('Activité principale').selectOption({ index: 1 });
  await expect(secondary.getByRole('checkbox').first()).toBeEnabled();
  await secondary.getByRole('checkbox').first().check();

  await page.getByRole('tab', { name: '4. Mots-clés' }).click();
  await page.getByLabel('Ajouter un mot-clé').fill(`répit ${token}`);
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByRole('tabpanel', { name: '4. Mots-clés' }).getByText(`répit ${token} (nouveau)`)).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Modifications enregistrées. Demandez la validation pour les publier.')).toBeVisible();
  await expect(page.getByText(/Vous voyez vos modifications enregistrées le/)).toBeVisible();
  await page.getByRole('button', { name: 'Demander la validation' }).click();
  // The toast says it for a while; the editor's state line says it for good.
  await expect(page.getByText('État : En attente de validation')).toBeVisible();
  await expectAccessible(page);

  // --- the SAM team ---
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin@sam.example');
  await admin.goto(`${BASE}/validations`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Validations des fiches');
  await dismissCookieBar(admin);
  const item = admin.getByRole('article', { name: new RegExp(`^${title}, version`) });
  await expect(item).toBeVisible();
  const diff = item.getByRole('table');
  await expect(diff.getByRole('columnheader')).toHaveText(['Champ', 'Avant', 'Après']);
  await expect(diff.getByRole('row', { name: /Téléphone/ })).toContainText('02 511 22 33');
  await expectAccessible(admin);
  await item.getByRole('button', { name: `Approuver ${title}` }).click();
  await expect(admin.getByText(`La version de « ${title} » a été approuvée et publiée.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  await adminContext.close();

  // --- the portal ---
  await page.goto(`${BASE}/mes-fiches`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Publiée');
  await row.getByRole('link', { name: `Voir la fiche publique de ${title}` }).click();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('02 511 22 33')).toBeVisible();
  await providerContext.close();
});
