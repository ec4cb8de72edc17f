import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { mailText } from './support/mailbox';

/** The seeded demo listing with photos and a PDF (tools/seed/media.ts). */
const PAGE = '/fr/prestataires/sante/maison-medicale-du-parc';
const PROVIDER_EMAIL = 'accueil@maison-medicale-du-parc.example';

test('provider page: photos with alternative texts, documents with type and size, addresses and JSON-LD', async ({ page, request }) => {
  await gotoHydrated(page, PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maison médicale du Parc');
  await expectNoSeriousA11yViolations(page);

  const gallery = page.getByRole('region', { name: 'Photos' });
  const photo = gallery.getByRole('img', { name: 'Le comptoir d’accueil de la maison médicale, avec une rampe d’accès' });
  await expect(photo).toBeVisible();
  // The image is served by the API, as WebP, never sniffed.
  const image = await request.get((await photo.getAttribute('src'))!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect(image.headers()['x-content-type-options']).toBe('nosniff');

  // The viewer opens from the keyboard and closes with Escape, focus back on the thumbnail.
  const open = gallery.getByRole('button', { name: 'Agrandir la photo 1 sur 2' });
  await open.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Photo 1 sur 2' });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Photo 2 sur 2' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();

  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText(/\(PDF, \d+(,\d)?\u00a0ko\)/);
  const pdf = await request.get((await documents.getByRole('link', { name: 'Tarifs et conventions 2026' }).getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="tarifs-2026.pdf"/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'MedicalBusiness');
  expect(business).toMatchObject({ name: 'Maison médicale du Parc' });
  // One PostalAddress per visible address (this listing has two).
  expect([business.address].flat().map((address: { '@type': string; postalCode: string }) => [address['@type'], address.postalCode])).toEqual([
    ['PostalAddress', '1000'],
    ['PostalAddress', '1000'],
  ]);
});

test('provider page contact form: field errors, then the provider receives the message with Reply-To', async ({ page, request }) => {
  const email = `visiteur-${Date.now()}@example.be`;
  await gotoHydrated(page, '/nl/zorgverleners/gezondheid/maison-medicale-du-parc');
  const form = page.getByRole('form', { name: 'Schrijven naar Maison médicale du Parc' });
  await form.getByRole('button', { name: 'Bericht naar de zorgverlener sturen' }).click();
  await expect(form.getByText('Dit veld is verplicht.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByRole('textbox', { name: 'Uw naam' }).fill('Jan Peeters');
  await form.getByRole('textbox', { name: 'Uw e-mailadres' }).fill(email);
  await form.getByRole('textbox', { name: 'Uw bericht' }).fill('Goedendag, kan mijn vader bij u terecht voor een huisbezoek op zaterdag?');
  await form.getByLabel(/Ik ga ermee akkoord/).check();
  await form.getByRole('button', { name: 'Bericht naar de zorgverlener sturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Bedankt, uw bericht is doorgestuurd' })).toContainText(email);
  await expectNoSeriousA11yViolations(page);

  const provider = await mailText(request, PROVIDER_EMAIL, 'Message via SAM pour Maison médicale du Parc');
  expect(provider).toContain(`Jan Peeters (${email})`);
  expect(provider).toContain('huisbezoek op zaterdag');
  const ack = await mailText(request, email, 'Uw bericht aan Maison médicale du Parc is doorgestuurd');
  expect(ack).toContain('huisbezoek op zaterdag');
});
