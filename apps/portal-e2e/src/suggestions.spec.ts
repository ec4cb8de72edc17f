import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { PORTAL } from './support/api';
import { mailText, TEAM_EMAIL } from './support/mailbox';

test('suggest a provider: field errors, then the suggestion is sent to the association', async ({ page, request }) => {
  const name = `Repair Café Fauteuils ${Date.now()}`;
  await gotoHydrated(page, '/fr/suggerer-un-prestataire');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suggérer un prestataire');
  await expect(page.getByRole('link', { name: 'Créez un compte gratuit' })).toHaveAttribute('href', '/fr/inscription');
  await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}/nl/zorgverlener-voorstellen`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Envoyer la suggestion' }).click();
  await expect(page.getByRole('alert')).toHaveText('Certaines informations ne sont pas valides.');
  await expect(page.getByRole('group', { name: 'Le prestataire' }).getByText('Ce champ est obligatoire.')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Nom du service ou du prestataire' }).fill(name);
  await page.getByRole('textbox', { name: 'Ce qu’il propose' }).fill('Réparation bénévole de fauteuils roulants et de déambulateurs, un samedi par mois.');
  await page.getByRole('textbox', { name: 'Commune ou localité' }).fill('Namur');
  await page.getByRole('textbox', { name: 'Site web (facultatif)' }).fill('repair.example.be');
  await page.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('luc.lambert@example.be');
  await page.getByLabel(/J’accepte que SAM conserve/).check();
  await page.getByRole('button', { name: 'Envoyer la suggestion' }).click();
  await expect(page.getByText('Indiquez une adresse web valide.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Site web (facultatif)' }).fill('https://repair.example.be');
  await page.getByRole('button', { name: 'Envoyer la suggestion' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Merci pour votre suggestion !' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await mailText(request, TEAM_EMAIL, `Suggestion de prestataire\u00a0: ${name}`);
  expect(mail).toContain('Localité\u00a0: Namur');
  expect(mail).toContain('Site web\u00a0: https://repair.example.be');
  expect(mail).toMatch(/La suggestion n° \d+ attend dans la liste des suggestions/);
});

test('suggest a useful piece of information, in Dutch', async ({ page, request }) => {
  const title = `Parkeerkaart voor personen met een handicap ${Date.now()}`;
  await gotoHydrated(page, '/nl/nuttige-informatie-voorstellen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuttige informatie voorstellen');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Het voorstel versturen' }).click();
  await expect(page.getByText('Dit veld is verplicht.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Onderwerp' })).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('textbox', { name: 'Onderwerp' }).fill(title);
  await page.getByRole('textbox', { name: 'Beschrijving' }).fill('Uitleg over de aanvraag bij de FOD Sociale Zekerheid, ook voor mantelzorgers die rijden.');
  await page.getByRole('textbox', { name: 'Link naar de bron (optioneel)' }).fill('https://handicap.belgium.be/nl/');
  await page.getByRole('textbox', { name: 'Uw naam (optioneel)' }).fill('An Claes');
  await page.getByRole('textbox', { name: 'Uw e-mailadres' }).fill('an.claes@example.be');
  await page.getByLabel(/Ik ga ermee akkoord/).check();
  await page.getByRole('button', { name: 'Het voorstel versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bedankt voor uw voorstel!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await mailText(request, TEAM_EMAIL, `Suggestion d’information utile\u00a0: ${title}`);
  expect(mail).toContain('Source\u00a0: https://handicap.belgium.be/nl/');
  expect(mail).toContain('Suggéré par\u00a0: An Claes');
  expect(mail).toContain('langue\u00a0: NL');
});
