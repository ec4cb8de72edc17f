import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { API, DASHBOARD, PORTAL, apiWrite, expectAccessible, logIn, mailTo, registerVerifiedAccount } from './support';

/*
 * Issue #11, the whole life of a listing, in Dutch (listings.spec.ts walks the first steps in
 * French): a NEW account creates a listing, adds a photo and a PDF (an HTML file posing as a JPEG
 * is refused), asks for validation; the SAM team approves; the portal's page and search show it at
 * once; another user is refused every write; an edit goes live after approval and restoring
 * version 1 brings the first text back; the history PDF lists those steps; a visitor's message
 * reaches the listing's address. The steps share one listing, so they run in order.
 */

test.describe.configure({ mode: 'serial' });

const BASE = `${DASHBOARD}/nl/my-dashboard`;
const token = `levensloop${Date.now().toString(36)}`;
const title = `Dagcentrum ${token}`;
const listingEmail = `${token}@example.be`;
const FIRST_TEXT = 'Eerste versie: dagopvang voor mensen met dementie.';
const SECOND_TEXT = 'Tweede versie: dagopvang en nachtopvang.';
const PHOTO_ALT = 'De tuin van het dagcentrum met een verhard pad voor rolstoelen';

let providerContext: BrowserContext;
let provider: Page;
let slug = '';

/** Answers the cookie bar once, so it covers nothing. */
async function dismissCookieBar(page: Page) {
  const bar = page.getByRole('region', { name: 'Wij respecteren uw privacy' });
  if (await bar.isVisible()) await bar.getByRole('button', { name: 'Alles aanvaarden' }).click();
}

/** A small real JPEG and a real PDF, made here. */
const jpeg = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#4a8f5c' } }).jpeg().toBuffer();
function pdf(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

/** The SAM team approves version `number` of the listing in the queue (its own browser context). */
async function approve(browser: Browser, number: number) {
  const context = await browser.newContext({ locale: 'nl-BE' });
  const admin = await context.newPage();
  await logIn(admin, 'admin@sam.example');
  await admin.goto(`${BASE}/validaties`);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Validatie van fiches');
  await dismissCookieBar(admin);
  const item = admin.getByRole('article', { name: `${title}, versie ${number}` });
  await expect(item.getByRole('table')).toBeVisible();
  await expectAccessible(admin);
  await item.getByRole('button', { name: `Goedkeuren ${title}` }).click();
  await expect(admin.getByText(`De versie van “${title}” is goedgekeurd en gepubliceerd.`)).toBeVisible();
  await context.close();
}

/** The listing's public page on the portal, opened from mijn-fiches. */
async function openPublicPage(page: Page) {
  await page.goto(`${BASE}/mijn-fiches`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Gepubliceerd');
  await row.getByRole('link', { name: `Publieke fiche bekijken van ${title}` }).click();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** The editor of the listing, on the tab named `tab`. */
async function openEditorTab(page: Page, tab: string) {
  await page.goto(`${BASE}/mijn-fiches/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn fiche bewerken');
  await page.getByRole('tablist', { name: 'Delen van de fiche' }).getByRole('tab', { name: tab }).click();
  return page.getByRole('tabpanel', { name: tab });
}

/** Requests validation; the editor's state line (not the passing toast) says it was sent. */
async function commit(page: Page, state: 'Wacht op validatie' | 'Wijzigingen wachten op validatie') {
  await page.getByRole('button', { name: 'Validatie aanvragen', exact: true }).click();
  await expect(page.getByText(`Staat: ${state}`)).toBeVisible();
}

/** Saves the edit copy: waits for the API's answer, then for the editor showing the saved changes. */
async function save(page: Page) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/prestataires/${slug}`);
  await page.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(/U ziet uw wijzigingen, opgeslagen op/)).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  providerContext = await browser.newContext({ locale: 'nl-BE' });
  provider = await providerContext.newPage();
  await registerVerifiedAccount(provider, 'zorgverlener', 'nl');
});

test.afterAll(async () => {
  await providerContext.close();
});

test('a new account creates a listing in Dutch, adds a photo and a PDF (not an HTML page posing as a JPEG) and asks for validation', async () => {
  const page = provider;
  await page.goto(`${BASE}/zorgverlener-aanmaken`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een zorgverlenersfiche aanmaken');
  await dismissCookieBar(page);
  await page.getByLabel('Naam van de dienst *').fill(title);
  await page.getByLabel('Sector *').selectOption({ index: 1 });
  await page.getByLabel('Hoofdactiviteit *').selectOption({ index: 1 });
  await page.getByLabel('Straat *').fill('Wetstraat');
  await page.getByLabel('Postcode *').fill('1000');
  await page.getByLabel('Plaats *').fill('Brussel');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Concept aanmaken' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn fiche bewerken');
  await expect(page).toHaveURL(new RegExp(`${BASE}/mijn-fiches/dagcentrum-${token}$`));
  slug = new URL(page.url()).pathname.split('/').pop()!;

  await page.getByLabel('E-mailadres').fill(listingEmail);
  await page.getByLabel('Beschrijving van de activiteit').fill(FIRST_TEXT);
  await save(page);

  // Photos: the type comes from the bytes, so an HTML page named foto.jpg is refused.
  const photos = await openEditorTab(page, 'Foto’s en video’s');
  await photos.getByLabel('Bestand *').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>') });
  await photos.getByLabel('Titel').fill('Geen foto');
  await photos.getByRole('button', { name: 'Versturen' }).click();
  await expect(photos.getByText('Dit bestand is geen aanvaarde foto: stuur een JPEG-, PNG-, WebP- of GIF-afbeelding.')).toBeVisible();
  await expect(photos.getByRole('img')).toHaveCount(0);

  await photos.getByLabel('Bestand *').setInputFiles({ name: 'tuin.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await photos.getByLabel('Titel').fill('Onze tuin');
  await photos.getByLabel('Alternatieve tekst').fill(PHOTO_ALT);
  await photos.getByRole('button', { name: 'Versturen' }).click();
  await expect(photos.getByRole('img', { name: PHOTO_ALT })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tablist', { name: 'Delen van de fiche' }).getByRole('tab', { name: '7. Documenten' }).click();
  const documents = page.getByRole('tabpanel', { name: '7. Documenten' });
  await documents.getByLabel('Bestand *').setInputFiles({ name: 'tarieven-2027.pdf', mimeType: 'application/pdf', buffer: await pdf('Tarieven 2027') });
  await documents.getByLabel('Titel').fill('Tarieven 2027');
  await documents.getByRole('button', { name: 'Versturen' }).click();
  await expect(documents.getByRole('row', { name: /Tarieven 2027/ })).toContainText('PDF');

  await commit(page, 'Wacht op validatie');
  await expectAccessible(page);
});

test('the SAM team approves it; the portal page and the search show it at once, with its photo and its PDF', async ({ browser }) => {
  await approve(browser, 1);
  const page = provider;
  await openPublicPage(page);
  await expect(page.getByText(FIRST_TEXT)).toBeVisible();
  await expect(page.getByRole('img', { name: PHOTO_ALT })).toBeVisible();
  const document = page.getByRole('link', { name: 'Tarieven 2027' });
  await expect(document).toBeVisible();
  const download = await page.request.get((await document.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(`${PORTAL}/nl/zoeken?q=${token}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('list', { name: 'Resultaten', exact: true }).getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
});

test('another user is refused every write to the listing', async ({ browser }) => {
  const context = await browser.newContext();
  const other = await context.newPage();
  await logIn(other, 'user@sam.example');
  const request = other.context().request;
  const listing = (await (await request.get(`${API}/api/prestataires/${slug}`)).json()) as { data: { id: number; photos: { id: number }[] } };
  const writes: [method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown][] = [
    ['PUT', `/api/prestataires/${slug}`, { primary_color: '#1a4d8f', secondary_color: '#ffffff' }],
    ['PUT', `/api/prestataires/${slug}`, { title: 'Overgenomen', addresses: [] }],
    ['POST', '/api/prestataires/commit', { slug }],
    ['POST', `/api/prestataires/${slug}/give-consent`, { consent: true }],
    ['POST', `/api/prestataires/${slug}/unpublish`, {}],
    ['POST', `/api/prestataires/${listing.data.id}/export-history`, {}],
    ['PUT', `/api/prestataires/${slug}/photos/${listing.data.photos[0].id}`, { title: 'Overgenomen' }],
    ['DELETE', `/api/prestataires/${slug}/photos/${listing.data.photos[0].id}`, undefined],
  ];
  for (const [method, path, body] of writes) {
    const response = await apiWrite(request, method, path, body, 'nl');
    expect([method, path, response.status()]).toEqual([method, path, 403]);
  }
  await context.close();
});

test('an edit goes live once approved; restoring version 1 brings the first text back; the history PDF lists the steps', async ({ browser }) => {
  const page = provider;
  const general = await openEditorTab(page, '1. Algemene informatie');
  await general.getByLabel('Beschrijving van de activiteit').fill(SECOND_TEXT);
  await save(page);
  await commit(page, 'Wijzigingen wachten op validatie');
  await approve(browser, 2);
  await openPublicPage(page);
  await expect(page.getByText(SECOND_TEXT)).toBeVisible();

  const versions = await openEditorTab(page, 'Versies en geschiedenis');
  await versions.getByRole('button', { name: /^Deze versie terugzetten.*Versie 1/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Deze versie terugzetten?' });
  await dialog.getByRole('button', { name: 'Ja, terugzetten' }).click();
  await expect(page.getByText(/U ziet uw wijzigingen, opgeslagen op/)).toBeVisible();
  await expectAccessible(page);
  await commit(page, 'Wijzigingen wachten op validatie');
  await approve(browser, 3);
  await openPublicPage(page);
  await expect(page.getByText(FIRST_TEXT)).toBeVisible();
  await expect(page.getByText(SECOND_TEXT)).toHaveCount(0);

  const history = await openEditorTab(page, 'Versies en geschiedenis');
  const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('button', { name: 'De geschiedenis downloaden (pdf)' }).click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { PDFParse } = await import('pdf-parse');
  const { text } = await new PDFParse({ data: new Uint8Array(bytes) }).getText();
  for (const step of ['Fiche aangemaakt', 'Ter validatie verstuurd', 'Gevalideerd door het SAM-team', 'Vorige versie hernomen']) expect(text).toContain(step);
});

test('the provider gives the listing’s network consent on the consent page', async () => {
  const page = provider;
  await page.goto(`${BASE}/netwerken/toestemming`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toestemming om te netwerken');
  const listings = page.getByRole('region', { name: 'Uw fiches' });
  await expect(listings.getByText(`${title}: Nog geen toestemming`)).toBeVisible();
  await expectAccessible(page);
  await listings.getByRole('button', { name: `Mijn toestemming geven voor ${title}` }).click();
  await expect(listings.getByText(`${title}: Toestemming gegeven`)).toBeVisible();
  await expect(listings.getByRole('button', { name: `Mijn toestemming intrekken voor ${title}` })).toBeVisible();
  await expectAccessible(page);
});

test('a visitor writes to the new listing; the message reaches its address with Reply-To', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'nl-BE' });
  const visitor = await context.newPage();
  const email = `bezoeker-${token}@example.be`;
  await visitor.goto(`${PORTAL}/nl/zoeken?q=${token}`);
  await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await visitor.getByRole('list', { name: 'Resultaten', exact: true }).getByRole('link', { name: title }).first().click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitor.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const form = visitor.getByRole('form', { name: `Schrijven naar ${title}` });
  await form.getByRole('textbox', { name: 'Uw naam' }).fill('Els Janssens');
  await form.getByRole('textbox', { name: 'Uw e-mailadres' }).fill(email);
  await form.getByRole('textbox', { name: 'Uw bericht' }).fill('Is er nog plaats voor mijn moeder op dinsdag?');
  await form.getByLabel(/Ik ga ermee akkoord/).check();
  await form.getByRole('button', { name: 'Bericht naar de zorgverlener sturen' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Bedankt, uw bericht is doorgestuurd' })).toBeVisible();
  const mail = await mailTo(visitor.context().request, listingEmail, new RegExp(title));
  expect(mail.replyTo).toContain(email);
  await context.close();
});
