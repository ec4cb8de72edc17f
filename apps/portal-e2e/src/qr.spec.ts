import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, PORTAL } from './support/api';

const SHORT_LINK = new RegExp(`^${PORTAL}/(fr|nl)/s/\\d+/[0-9A-Za-z]{6,8}$`);

/** Downloads the PNG of the page's "PNG" link and reads the QR code in it. */
async function decodePng(page: Page, request: APIRequestContext, linkName: RegExp): Promise<string> {
  const href = await page.getByRole('link', { name: linkName }).getAttribute('href');
  expect(href).toMatch(new RegExp(`^${API}/api/qr/\\d+/[0-9A-Za-z]{6,8}\\.png$`));
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="sam-qr-[0-9A-Za-z]{6,8}\.png"$/);
  const image = PNG.sync.read(await response.body());
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  expect(code).not.toBeNull();
  return code!.data;
}

test('the QR code of a provider page decodes to its short link, which opens the page', async ({ page, request }) => {
  const provider = '/fr/prestataires/sante/maison-medicale-du-parc';
  await gotoHydrated(page, '/fr/qr/prestataire/maison-medicale-du-parc');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code QR : Maison médicale du Parc');
  const image = page.getByRole('img', { name: /^Code QR menant à / });
  await expect(image.locator('svg')).toBeVisible();
  const shortLink = (await image.getAttribute('aria-label'))!.replace('Code QR menant à ', '');
  expect(shortLink).toMatch(SHORT_LINK);
  await expect(page.getByRole('link', { name: shortLink })).toHaveAttribute('href', shortLink);
  await expect(page.getByRole('link', { name: `${PORTAL}${provider}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  expect(await decodePng(page, request, /^Image PNG/)).toBe(shortLink);
  const svg = await request.get((await page.getByRole('link', { name: /^Image SVG/ }).getAttribute('href'))!);
  expect(svg.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(await svg.text()).toContain('<svg');

  // The same page gives the same link again.
  await gotoHydrated(page, '/fr/qr/prestataire/maison-medicale-du-parc');
  await expect(page.getByRole('img', { name: `Code QR menant à ${shortLink}` })).toBeVisible();

  await gotoHydrated(page, shortLink);
  await expect(page).toHaveURL(`${PORTAL}${provider}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maison médicale du Parc');
});

test('the QR code of an event, in Dutch, leads to the event', async ({ page, request }) => {
  const { data } = (await (await request.post(`${API}/api/events/search`, { data: { locale: 'nl' } })).json()) as { data: { slug: string; title: string }[] };
  const event = data[0];
  await gotoHydrated(page, `/nl/qr/event/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`QR-code: ${event.title}`);
  await expectNoSeriousA11yViolations(page);
  const shortLink = await decodePng(page, request, /^PNG-afbeelding/);
  expect(shortLink).toMatch(new RegExp(`^${PORTAL}/nl/s/`));
  await gotoHydrated(page, shortLink);
  await expect(page).toHaveURL(`${PORTAL}/nl/agenda/${event.slug}`);
});

test('the QR form takes an address of this site; anything else is refused', async ({ page, request }) => {
  await gotoHydrated(page, '/fr/qr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code QR');
  await expectNoSeriousA11yViolations(page);

  const field = page.getByRole('textbox', { name: 'Adresse de la page' });
  await field.fill('https://www.example.org/fr/contact');
  await page.getByRole('button', { name: 'Créer le code QR' }).click();
  await expect(page.getByText('Cette adresse n’est pas une page de SAM pour laquelle un code QR peut être créé.', { exact: false })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  await field.fill(`${PORTAL}/nl/steun-de-vzw/vrienden-van-sam`);
  await page.getByRole('button', { name: 'Créer le code QR' }).click();
  await expect(page).toHaveURL(`${PORTAL}/nl/qr/page/content-soutenir-asbl-amis-de-sam`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('QR-code: Vriend van SAM worden');
  const shortLink = await decodePng(page, request, /^PNG-afbeelding/);
  await gotoHydrated(page, shortLink);
  await expect(page).toHaveURL(`${PORTAL}/nl/steun-de-vzw/vrienden-van-sam`);

  expect((await page.goto('/fr/qr/prestataire/fiche-inconnue'))?.status()).toBe(404);
  expect((await page.goto('/fr/qr/annonce/velo'))?.status()).toBe(404);
});
