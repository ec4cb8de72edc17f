import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { PORTAL } from './support/api';

const PROVIDER_FR = '/fr/prestataires/sante/maison-medicale-du-parc';

async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test('sitemap.xml lists both locales with hreflang pairs and provider pages', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml).toContain(`<loc>${PORTAL}/fr/glossaire</loc>`);
  expect(xml).toContain(`<loc>${PORTAL}/nl/woordenlijst</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="nl-BE" href="${PORTAL}/nl/woordenlijst"/>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PORTAL}/fr/glossaire"/>`);
  expect(xml).toContain(`<loc>${PORTAL}${PROVIDER_FR}</loc>`);
  expect(xml).not.toContain('mon-tableau-de-bord');
});

test('robots.txt opens the site, closes the dashboard and auth pages, names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const robots = await response.text();
  expect(robots).toContain('Allow: /');
  expect(robots).toContain('Disallow: /fr/mon-tableau-de-bord');
  expect(robots).toContain('Disallow: /nl/my-dashboard');
  expect(robots).toContain('Disallow: /fr/verify/');
  expect(robots).toContain(`Sitemap: ${PORTAL}/sitemap.xml`);
});

test('home carries the Organization JSON-LD, a content page its BreadcrumbList', async ({ page }) => {
  await gotoHydrated(page, '/fr');
  expect((await jsonLdOf(page)).some((d) => d['@type'] === 'Organization')).toBe(true);
  await expectNoSeriousA11yViolations(page);

  await gotoHydrated(page, '/fr/glossaire');
  const data = await jsonLdOf(page);
  const trail = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] } | undefined;
  expect(trail).toBeDefined();
  expect(trail?.itemListElement[0]).toMatchObject({ position: 1, item: `${PORTAL}/fr` });
  expect(trail?.itemListElement.at(-1)?.item).toBe(`${PORTAL}/fr/glossaire`);
  expect(data.some((d) => d['@type'] === 'Organization')).toBe(true);
});

test('a short link made on the provider page opens that page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: PORTAL });
  await gotoHydrated(page, PROVIDER_FR);
  await page.getByRole('button', { name: 'Partager cette page' }).click();
  const field = page.getByLabel('Lien court vers cette page');
  await expect(field).toHaveValue(new RegExp(`^${PORTAL}/fr/s/\\d+/[0-9A-Za-z]{6,8}$`));
  const shortLink = await field.inputValue();
  await page.getByRole('button', { name: 'Copier' }).click();
  await expect(page.getByText('URL copiée dans le presse-papier')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortLink);
  await expectNoSeriousA11yViolations(page);

  await gotoHydrated(page, shortLink);
  await expect(page).toHaveURL(`${PORTAL}${PROVIDER_FR}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maison médicale du Parc');

  const unknown = await page.goto('/fr/s/1/ZZZZZZ');
  expect(unknown?.status()).toBe(404);
});
