import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD, PORTAL, expectAccessible, logIn } from './support';

/*
 * The friends-of-SAM pages against the real API and portal: the seeded admin (the SAM team)
 * creates a panel, finds it on the portal's home page, edits and deletes it
 * (docs/decisions/0008-amis-panel-writes.md); a user sees the programme without the management.
 */

const PAGE = `${DASHBOARD}/fr/mon-tableau-de-bord/amis-de-sam`;

/** Answers the cookie bar (so it covers nothing), once per browser context. */
async function acceptCookies(page: Page): Promise<void> {
  const bar = page.getByRole('region', { name: /Nous respectons votre vie privée/ });
  if (await bar.isVisible()) await bar.getByRole('button', { name: /Tout accepter/ }).click();
}

/** The friends panels of the portal's home page. */
const homePanel = (page: Page, title: string) => page.getByRole('region', { name: 'Soutenir SAM' }).getByRole('heading', { level: 3, name: title });

test('the SAM team creates a panel, sees it on the portal, edits it and deletes it', async ({ page }) => {
  const title = `Parrainez un proche ${Date.now()}`;
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await logIn(page, 'admin@sam.example');

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amis de SAM');
  await expect(page.getByRole('table', { name: 'Panneaux de ce programme' })).toBeVisible();
  await acceptCookies(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Ajouter un panneau' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Nouveau panneau' })).toBeFocused();
  await page.getByLabel('Titre en français').fill(title);
  await page.getByLabel('Titre en néerlandais').fill('Draag een naaste voor');
  await page.getByLabel('Texte en français (facultatif)').fill('Offrez une adhésion aux Amis de SAM à une personne de votre entourage.');
  await page.getByLabel('Ordre d’affichage').fill('0');
  // A dashboard page is not a portal page: the shared schema says so on the field.
  const link = page.getByLabel('Lien « En savoir plus » (facultatif)');
  await link.fill('/fr/mon-tableau-de-bord');
  await page.getByRole('button', { name: 'Enregistrer le panneau' }).click();
  await expect(link).toHaveAccessibleDescription(/ou une adresse qui commence par https:\/\//);
  await expectAccessible(page);
  await link.fill('/fr/soutenir-l-asbl/amis-de-sam');
  await page.getByRole('button', { name: 'Enregistrer le panneau' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Le panneau « ${title} » a été enregistré.` })).toBeVisible();
  await expect(row(title)).toContainText('Affiché');
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible(); // among the current panels too

  // On the portal's home page, first of the panels (position 0).
  await page.goto(`${PORTAL}/fr`);
  await expect(homePanel(page, title)).toBeVisible();
  await expect(page.getByRole('link', { name: `En savoir plus : ${title}` })).toHaveAttribute('href', '/fr/soutenir-l-asbl/amis-de-sam');
  await expectAccessible(page);

  // Edited in the same form: a new title.
  await page.goto(PAGE);
  await row(title).getByRole('button', { name: `Modifier le panneau ${title}` }).click();
  await expect(page.getByLabel('Titre en français')).toHaveValue(title);
  await expectAccessible(page);
  const edited = `${title} (modifié)`;
  await page.getByLabel('Titre en français').fill(edited);
  await page.getByRole('button', { name: 'Enregistrer le panneau' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Le panneau « ${edited} » a été enregistré.` })).toBeVisible();
  await expect(row(edited)).toBeVisible();
  await page.goto(`${PORTAL}/fr`);
  await expect(homePanel(page, edited)).toBeVisible();

  // Deleted after confirming: gone from the list and from the portal.
  await page.goto(PAGE);
  await row(edited).getByRole('button', { name: `Supprimer le panneau ${edited}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer ce panneau ?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Le panneau « ${edited} » a été supprimé.` })).toBeVisible();
  await expect(row(edited)).toHaveCount(0);
  await page.goto(`${PORTAL}/fr`);
  await expect(page.getByRole('region', { name: 'Soutenir SAM' })).toBeVisible();
  await expect(homePanel(page, edited)).toHaveCount(0);
});

test('a user sees the pro programme and its current panels, without the management', async ({ page }) => {
  await logIn(page, 'user@sam.example');
  await page.goto(`${DASHBOARD}/nl/my-dashboard/vrienden-van-sam-pro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vrienden van SAM Pro');
  await expect(page.getByRole('heading', { level: 3, name: 'Professionals: word Vriend van SAM Pro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alles over de Vrienden van SAM en hoe u er een wordt' })).toHaveAttribute('href', `${PORTAL}/nl/steun-de-vzw/vrienden-van-sam`);
  await expect(page.getByRole('heading', { name: 'Panelen beheren' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /toevoegen|Wijzigen|Verwijderen/ })).toHaveCount(0);
  await expectAccessible(page);
});
