import { expect, test, type Page } from '@playwright/test';
import { API, DASHBOARD, PORTAL, expectAccessible, logIn } from './support';

/*
 * mon-agenda against the real API: the demo provider creates an event, finds it on the public agenda
 * and in the search tab, edits it and deletes it. The title carries a token of its own, so the run
 * finds its event whatever else the database holds.
 */

const LIST = `${DASHBOARD}/fr/mon-tableau-de-bord/mon-agenda`;

/** A datetime-local value `days` from now at `time`. */
const moment = (days: number, time: string) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

/** A portal page once React has hydrated it. */
async function gotoPortal(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Answers the cookie bar once, so it covers nothing. */
async function dismissCookieBar(page: Page) {
  const bar = page.getByRole('region', { name: 'Nous respectons votre vie privée' });
  if (await bar.isVisible()) await bar.getByRole('button', { name: 'Tout accepter' }).click();
}

test('a provider creates an event, sees it in the agenda and the search, edits it and deletes it', async ({ page }) => {
  const token = `agenda${Date.now().toString(36)}`;
  const title = `Café des aidants ${token}`;
  await logIn(page, 'provider@sam.example');

  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes événements');
  await expect(page).toHaveTitle('Mes événements – SAM');
  await dismissCookieBar(page);
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Créer un événement' }).click();
  await expect(page).toHaveURL(`${LIST}/creer-un-evenement`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un événement');
  await page.getByLabel('Titre *').fill(title);
  await page.getByLabel('Description *').fill('Un moment d’échange entre aidants proches.\n\nEntrée libre, café offert.');
  await page.getByLabel('Catégorie *').selectOption({ index: 1 });
  await page.getByLabel('Organisé par').selectOption({ label: 'Maison médicale du Parc' });
  await page.getByLabel('Lieu').fill('Maison de quartier');
  await page.getByLabel('Début *').fill(moment(20, '18:30'));
  await page.getByLabel('Fin').fill(moment(20, '20:30'));
  await page.getByLabel('Site web').fill('https://example.be/cafe');
  await expectAccessible(page);

  // A commune the API does not know (a stale list): its 422 lands on the field.
  await page.getByLabel('Commune').evaluate((select: HTMLSelectElement) => select.add(new Option('Commune disparue', '99999')));
  await page.getByLabel('Commune').selectOption('99999');
  await page.getByRole('button', { name: 'Créer l’événement' }).click();
  await expect(page.locator('#event-summary')).toBeFocused();
  await expect(page.getByLabel('Commune')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#event-commune-error')).toHaveText('Choisissez une commune de la liste.');
  await expectAccessible(page);

  await page.getByLabel('Commune').selectOption({ label: 'Ixelles' });
  await page.getByRole('button', { name: 'Créer l’événement' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('status').filter({ hasText: `L’événement « ${title} » a été créé.` })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row).toContainText('Publié');
  await expect(row).toContainText('18:30 – 20:30');
  await expectAccessible(page);

  // The public agenda page and the search tab.
  const publicLink = row.getByRole('link', { name: `Voir dans l’agenda : ${title}` });
  const href = await publicLink.getAttribute('href');
  expect(href).toMatch(new RegExp(`^${PORTAL}/fr/agenda/cafe-des-aidants-${token}$`));
  await gotoPortal(page, href!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Entrée libre, café offert.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Maison médicale du Parc' })).toBeVisible();
  await expectAccessible(page);

  await gotoPortal(page, `${PORTAL}/fr/recherche/agenda?q=${token}`);
  await expect(page.getByRole('list', { name: 'Résultats', exact: true }).getByRole('link', { name: title })).toHaveAttribute('href', `/fr/agenda/cafe-des-aidants-${token}`);
  await expectAccessible(page);

  // Edit: the form comes back filled; the slug stays.
  await page.goto(LIST);
  await page.getByRole('link', { name: `Modifier ${title}` }).click();
  await expect(page).toHaveURL(`${LIST}/cafe-des-aidants-${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier un événement');
  await expect(page.getByLabel('Titre *')).toHaveValue(title);
  await expect(page.getByLabel('Début *')).toHaveValue(moment(20, '18:30'));
  await expectAccessible(page);
  await page.getByLabel('Titre *').fill(`${title} (complet)`);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('status').filter({ hasText: `Les modifications de « ${title} (complet) » ont été enregistrées.` })).toBeVisible();

  // Delete, after the confirmation dialog.
  await page.getByRole('button', { name: `Supprimer ${title} (complet)` }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cet événement ?' });
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Oui, supprimer' }).click();
  await expect(page.getByRole('status').filter({ hasText: `L’événement « ${title} (complet) » a été supprimé.` })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: `${title} (complet)` })).toHaveCount(0);
  await expectAccessible(page);
  expect((await page.request.get(`${API}/api/events/cafe-des-aidants-${token}`)).status()).toBe(404);
});
