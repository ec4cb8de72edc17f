import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { PORTAL } from './support/api';
import { mailText, TEAM_EMAIL } from './support/mailbox';

/** A date in Brussels, days from today, as a date field takes it. */
const dateIn = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(Date.now() + days * 86_400_000));

test('contact form: field errors, then the message is sent, acknowledged and mailed to the association', async ({ page, request }) => {
  const email = `contact-${Date.now()}@example.be`;
  const subject = `Transport adapté ${Date.now()}`;
  await gotoHydrated(page, '/fr/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}/nl/contact`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Certaines informations ne sont pas valides.');
  await expect(page.getByRole('textbox', { name: 'Votre nom' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Ce champ est obligatoire.')).toHaveCount(4); // name, subject, message, and email left empty
  await expect(page.getByText('Vous devez accepter que SAM conserve ces informations pour traiter votre demande.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Votre nom' }).fill('Nadia Benali');
  await page.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill('nadia.benali@');
  await page.getByRole('textbox', { name: 'Votre numéro de téléphone (facultatif)' }).fill('0470 12 34 56');
  await page.getByRole('textbox', { name: 'Sujet' }).fill(subject);
  await page.getByRole('textbox', { name: 'Votre message' }).fill('Ma mère se déplace en fauteuil roulant. Quels services de transport adapté existent à Schaerbeek ?');
  await page.getByLabel(/J’accepte que SAM conserve/).check();
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Veuillez indiquer une adresse e-mail valide.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Votre adresse e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Merci, votre message est bien parti' });
  await expect(status).toContainText(`Un accusé de réception vous a été envoyé à ${email}.`);
  await expectNoSeriousA11yViolations(page);

  // Stored (the team's mail carries the message number) and mailed both ways.
  const team = await mailText(request, TEAM_EMAIL, `Contact\u00a0: ${subject}`);
  expect(team).toMatch(new RegExp(`Nouveau message n° \\d+ reçu par le formulaire de contact, de Nadia Benali \\(${email}\\)`));
  expect(team).toContain('Quels services de transport adapté existent à Schaerbeek ?');
  expect(team).toContain('Téléphone\u00a0: 0470 12 34 56');
  const ack = await mailText(request, email, 'Nous avons bien reçu votre message');
  expect(ack).toContain(`«\u00a0${subject}\u00a0»`);

  await status.getByRole('button', { name: 'Écrire un autre message' }).click();
  await expect(page.getByRole('textbox', { name: 'Votre nom' })).toHaveValue('');
});

test('contact form in Dutch: acknowledgement in Dutch', async ({ page, request }) => {
  const email = `contact-nl-${Date.now()}@example.be`;
  await gotoHydrated(page, '/nl/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  await page.getByRole('button', { name: 'Het bericht versturen' }).click();
  await expect(page.getByText('Dit veld is verplicht.').first()).toBeVisible();
  await expect(page.getByText('U moet ermee akkoord gaan dat SAM deze gegevens bewaart om uw vraag te behandelen.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Uw naam' }).fill('Jan Peeters');
  await page.getByRole('textbox', { name: 'Uw e-mailadres' }).fill(email);
  await page.getByRole('textbox', { name: 'Onderwerp' }).fill('Respijtzorg in Leuven');
  await page.getByRole('textbox', { name: 'Uw bericht' }).fill('Waar kan mijn vader een paar dagen terecht zodat mijn moeder even kan rusten?');
  await page.getByLabel(/Ik ga ermee akkoord/).check();
  await page.getByRole('button', { name: 'Het bericht versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bedankt, uw bericht is verstuurd' })).toBeVisible();
  const ack = await mailText(request, email, 'We hebben uw bericht goed ontvangen');
  expect(ack).toContain('Beste Jan Peeters,');
  expect(ack).toContain('Waar kan mijn vader een paar dagen terecht');
});

for (const t of [
  {
    path: '/fr/commander-encart-publicitaire',
    heading: 'Commander un encart publicitaire',
    text: 'Formats et tarifs',
    format: 'Encart annuaire – 190 € HTVA par mois et par province',
    languages: 'Français et néerlandais',
    duration: '3 mois (ou 3 envois) – 10 % de réduction',
    labels: { organisation: 'Organisation', contact: 'Personne de contact', email: 'Adresse e-mail', start: 'Date de début souhaitée', format: 'Format', languages: 'Langue de l’encart', duration: 'Durée' },
    consent: /J’accepte que SAM conserve/,
    submit: 'Demander un devis',
    required: 'Ce champ est obligatoire.',
    past: 'La date de début ne peut pas être dans le passé.',
    sent: 'Merci, votre demande est envoyée',
  },
  {
    path: '/nl/advertentie-bestellen',
    heading: 'Een advertentie bestellen',
    text: 'Formaten en tarieven',
    format: 'Advertentie in de gids – 190 euro excl. btw per maand en per provincie',
    languages: 'Frans en Nederlands',
    duration: '3 maanden (of 3 verzendingen) – 10 % korting',
    labels: { organisation: 'Organisatie', contact: 'Contactpersoon', email: 'E-mailadres', start: 'Gewenste begindatum', format: 'Formaat', languages: 'Taal van de advertentie', duration: 'Duur' },
    consent: /Ik ga ermee akkoord/,
    submit: 'Een offerte vragen',
    required: 'Dit veld is verplicht.',
    past: 'De begindatum mag niet in het verleden liggen.',
    sent: 'Bedankt, uw aanvraag is verstuurd',
  },
] as const) {
  test(`${t.path}: the page text, then the order form (errors, then sent and mailed)`, async ({ page, request }) => {
    const email = `pub-${Date.now()}@example.be`;
    const organisation = `Ortho Confort ${Date.now()}`;
    await gotoHydrated(page, t.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page.getByRole('heading', { level: 2, name: t.text })).toBeVisible();

    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.required).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: t.labels.format })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('combobox', { name: t.labels.format }).selectOption({ label: t.format });
    await page.getByRole('combobox', { name: t.labels.languages }).selectOption({ label: t.languages });
    await page.getByLabel(t.labels.start).fill(dateIn(-3));
    await page.getByRole('combobox', { name: t.labels.duration }).selectOption({ label: t.duration });
    await page.getByRole('textbox', { name: t.labels.organisation }).fill(organisation);
    await page.getByRole('textbox', { name: t.labels.contact }).fill('Sophie Lemaire');
    await page.getByRole('textbox', { name: t.labels.email, exact: true }).fill(email);
    await page.getByLabel(t.consent).check();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.past)).toBeVisible();

    await page.getByLabel(t.labels.start).fill(dateIn(30));
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toContainText(email);
    await expectNoSeriousA11yViolations(page);

    const team = await mailText(request, TEAM_EMAIL, `Commande d’encart publicitaire\u00a0: ${organisation}`);
    expect(team).toContain('Format\u00a0: encart annuaire');
    expect(team).toContain(`Période\u00a0: à partir du ${dateIn(30)}, pour 3 mois`);
    expect(team).toContain(`Contact\u00a0: Sophie Lemaire, ${organisation}, ${email}`);
  });
}
