import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD, PORTAL, expectAccessible, logIn } from './support';

/*
 * The user's classified ads against the real API and portal: create, see on the portal, change the
 * price, delete (docs/decisions/0007-annonce-writes.md). The demo user writes a fresh ad, so the
 * seeded ones are left as they are.
 */

const LIST = `${DASHBOARD}/fr/mon-tableau-de-bord/annonces`;

/** Answers the cookie bar (so it covers nothing), once per browser context. */
async function acceptCookies(page: Page): Promise<void> {
  const bar = page.getByRole('region', { name: /Nous respectons votre vie privée/ });
  if (await bar.isVisible()) await bar.getByRole('button', { name: /Tout accepter/ }).click();
}

test('a user creates an ad, finds it on the portal, changes its price and deletes it', async ({ page }) => {
  const title = `Déambulateur pliable ${Date.now()}`;
  const row = () => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await logIn(page, 'user@sam.example');

  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes annonces');
  await expect(page.getByRole('table', { name: 'Vos annonces' })).toBeVisible();
  await acceptCookies(page);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Créer une annonce' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouvelle annonce');
  await expect(page.getByLabel('Adresse e-mail de contact')).toHaveValue('user@sam.example');
  await expectAccessible(page);

  await page.getByLabel('Titre').fill(title);
  await page.getByLabel('Catégorie').selectOption({ label: 'Matériel médical à donner ou à vendre' });
  await page.getByLabel('Texte de l’annonce').fill('Déambulateur à quatre roues avec siège.\n\nÀ venir chercher le soir.');
  await page.getByLabel('Prix en euros (facultatif)').fill('12,50');
  await page.getByLabel('Téléphone de contact').fill('0470 12 34 56');
  // A commune the API does not know (a stale list): its 422 lands on the field.
  const commune = page.getByLabel('Commune');
  const stale = await commune.evaluate((select: HTMLSelectElement) => {
    select.options[1].value = '99999';
    return select.options[1].text;
  });
  await commune.selectOption({ label: stale });
  await page.getByRole('button', { name: 'Enregistrer l’annonce' }).click();
  await expect(commune).toHaveAccessibleDescription('Cette valeur n’est pas valide.');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Commune : Cette valeur n’est pas valide.');
  await expectAccessible(page);

  await commune.selectOption({ label: 'Ixelles' });
  await page.getByRole('button', { name: 'Enregistrer l’annonce' }).click();
  await expect(page.getByRole('status').filter({ hasText: `L’annonce « ${title} » est en ligne.` })).toBeVisible();
  await expect(page).toHaveURL(LIST);
  await expect(row()).toContainText(/12,50\s€/);
  await expect(row()).toContainText('En ligne');

  // Its page on the portal.
  await row().getByRole('link', { name: `Voir sur le site l’annonce ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${PORTAL}/fr/annonces/deambulateur-pliable-\\d+$`));
  const publicUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('main')).toContainText(/12,50\s€/);
  await expect(page.getByRole('main')).toContainText('Ixelles');
  await expectAccessible(page);

  // A new price.
  await page.goto(LIST);
  await row().getByRole('link', { name: `Modifier l’annonce ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier l’annonce');
  const price = page.getByLabel('Prix en euros (facultatif)');
  await expect(price).toHaveValue('12,50');
  await expectAccessible(page);
  await price.fill('20');
  await page.getByRole('button', { name: 'Enregistrer l’annonce' }).click();
  await expect(page).toHaveURL(LIST);
  await expect(row()).toContainText(/20\s€/);
  await page.goto(publicUrl);
  await expect(page.getByRole('main')).toContainText(/20\s€/);
  await expectAccessible(page);

  // Deleted after confirming: gone from the list and from the portal.
  await page.goto(LIST);
  await row().getByRole('button', { name: `Supprimer l’annonce ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cette annonce ?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByRole('status').filter({ hasText: `L’annonce « ${title} » a été supprimée.` })).toBeVisible();
  await expect(row()).toHaveCount(0);
  expect((await page.request.get(publicUrl)).status()).toBe(404);
});
