import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, PORTAL } from './support/api';
import { linkFromMail } from './support/outbox';

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  links: string[];
}

test('newsletter: sign up in the footer band, confirm by the mailed link, unsubscribe by the link of the welcome mail', async ({ page, request }) => {
  const email = `lettre-${Date.now()}@example.be`;
  await gotoHydrated(page, '/fr/contact');
  const band = page.getByRole('region', { name: 'Lettre d’information' });
  await expect(band.getByText('Les nouveautés de SAM')).toBeVisible();
  await band.getByRole('textbox', { name: 'Votre e-mail' }).fill(email);
  await band.getByRole('button', { name: 'S’inscrire' }).click();
  await expect(band.getByText(/^Presque fini/)).toHaveText(`Presque fini ! Nous avons envoyé un e-mail à ${email}. Cliquez sur le lien qu’il contient pour confirmer votre inscription.`);
  await expectNoSeriousA11yViolations(page);

  // Double opt-in: the mailed link opens a page; only its button confirms (a mail scanner's visit does nothing).
  const confirmLink = await linkFromMail(request, email, /\/fr\/newsletter\/confirmer\/[0-9a-f]{64}$/);
  expect(confirmLink.startsWith(`${PORTAL}/`)).toBe(true);
  await gotoHydrated(page, confirmLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirmer mon inscription à la lettre d’information');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Confirmer mon inscription' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Merci ! Votre inscription est confirmée');

  // The welcome mail is a newsletter mail: an unsubscribe page link, and a one-click List-Unsubscribe header.
  const unsubscribeLink = await linkFromMail(request, email, /\/fr\/newsletter\/se-desabonner\/\d+\/[0-9a-f]{64}$/);
  const { data } = (await (await request.get(`${API}/dev/outbox`)).json()) as { data: OutboxMessage[] };
  const welcome = data.find((m) => m.to.includes(email) && m.links.includes(unsubscribeLink))!;
  const raw = await (await request.get(`${API}/dev/outbox/${welcome.id}`)).text();
  expect(raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?id=\d+&token=[0-9a-f]{64}>/m);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

  // No account, no session: the link alone unsubscribes.
  await page.context().clearCookies();
  await gotoHydrated(page, unsubscribeLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Se désabonner de la lettre d’information');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('C’est fait : vous ne recevrez plus la lettre d’information de SAM.');
  await expectNoSeriousA11yViolations(page);
});

test('newsletter: what is typed before the form has loaded stays, with its focus, and Enter sends it', async ({ page }) => {
  const email = `avant-chargement-${Date.now()}@example.be`;
  await gotoHydrated(page, '/fr');
  // The form's own code is held back: the visitor types into the placeholder every page hydrates.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route(/\/assets\/NewsletterForm-[^/]*\.js$/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  const band = page.getByRole('region', { name: 'Lettre d’information' });
  const field = band.getByRole('textbox', { name: 'Votre e-mail' });
  await field.fill(email);
  await expect.poll(() => asked).toBe(1); // typed while the form's code was on its way
  release();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(email);
  await field.press('Enter');
  await expect(band.getByText(/^Presque fini/)).toContainText(email);
});

test('newsletter in Dutch: the form checks the address, the mail and its pages are in Dutch; an altered link is refused', async ({ page, request }) => {
  const email = `nieuwsbrief-${Date.now()}@example.be`;
  await gotoHydrated(page, '/nl/contact');
  const band = page.getByRole('region', { name: 'Nieuwsbrief' });
  await band.getByRole('textbox', { name: 'Uw e-mail' }).fill('geen-adres');
  await band.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(band.getByText('Geef een geldig e-mailadres op.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await band.getByRole('textbox', { name: 'Uw e-mail' }).fill(email);
  await band.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(band.getByText(/^Bijna klaar/)).toContainText(`Bijna klaar! We hebben een e-mail gestuurd naar ${email}.`);

  const link = await linkFromMail(request, email, /\/nl\/nieuwsbrief\/bevestigen\/[0-9a-f]{64}$/);
  await gotoHydrated(page, link.replace(/[0-9a-f]$/, (c) => (c === '0' ? '1' : '0')));
  await page.getByRole('button', { name: 'Mijn inschrijving bevestigen' }).click();
  await expect(page.getByRole('alert')).toContainText('Deze bevestigingslink is niet geldig of verlopen');
  await expectNoSeriousA11yViolations(page);

  await gotoHydrated(page, link);
  await page.getByRole('button', { name: 'Mijn inschrijving bevestigen' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Bedankt! Uw inschrijving is bevestigd');
});
