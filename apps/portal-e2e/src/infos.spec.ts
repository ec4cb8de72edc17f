import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, DASHBOARD, DEMO_PASSWORD, PORTAL } from './support/api';

interface Info {
  id: number;
  slug: string;
  slug_fr: string;
  slug_nl: string;
  title: string;
  url: string | null;
  category: { key: string; slug: string; title: string } | null;
}
type InfoList = { data: Info[]; meta: { current_page: number; per_page: number; total: number } };

async function list(request: APIRequestContext, query: string): Promise<InfoList> {
  const response = await request.get(`${API}/api/infos?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as InfoList;
}

/** The cards of the list (one list item per info). */
const cards = (page: Page, name: string) => page.getByRole('list', { name, exact: true }).getByRole('listitem');

test.describe('informations utiles list', () => {
  for (const [locale, path, heading, pageStatus] of [
    ['fr', '/fr/informations-utiles', 'Informations utiles', 'Page 1 sur'],
    ['nl', '/nl/nuttige-informatie', 'Nuttige informatie', 'Pagina 1 van'],
  ] as const) {
    test(`${path} lists the infos 20 a page, server-rendered, with its twin`, async ({ page, request }) => {
      const { data, meta } = await list(request, `locale=${locale}`);
      expect(meta.per_page).toBe(20);
      expect(meta.total).toBeGreaterThanOrEqual(30);

      const html = await (await request.get(`${PORTAL}${path}`)).text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`href="${path}/${data[0].slug}"`);

      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(cards(page, heading)).toHaveCount(20);
      await expect(cards(page, heading).first().getByRole('link')).toHaveText(data[0].title);
      await expect(page.getByText(new RegExp(`^${pageStatus} ${Math.ceil(meta.total / 20)}$`))).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}/nl/nuttige-informatie`);
      await expect(page.locator('link[rel="alternate"][hreflang="fr-BE"]')).toHaveAttribute('href', `${PORTAL}/fr/informations-utiles`);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the theme filter, the search and the pages narrow the list in shareable URLs', async ({ page, request }) => {
    const mobility = await list(request, 'locale=fr&category=mobilite');
    expect(mobility.meta.total).toBeGreaterThan(2);
    const theme = mobility.data[0].category!;

    await gotoHydrated(page, '/fr/informations-utiles');
    await page.getByRole('link', { name: theme.title, exact: true }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/informations-utiles?categorie=${theme.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Informations utiles – ${theme.title}`);
    await expect(cards(page, 'Informations utiles')).toHaveCount(mobility.meta.total);
    for (const card of await cards(page, 'Informations utiles').all()) await expect(card).toContainText(theme.title);
    await expectNoSeriousA11yViolations(page);

    // Accents aside: "stationnement" finds the parking card page.
    const found = (await (await request.post(`${API}/api/infos/search`, { data: { locale: 'fr', query: 'STATIONNEMENT', category: 'mobilite' } })).json()) as InfoList;
    expect(found.meta.total).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Rechercher une information' }).fill('STATIONNEMENT');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/informations-utiles?categorie=${theme.slug}&q=STATIONNEMENT`);
    await expect(cards(page, 'Informations utiles')).toHaveCount(found.meta.total);
    await expect(cards(page, 'Informations utiles').first().getByRole('link')).toHaveText(found.data[0].title);
    await expect(page.getByText(`pour « STATIONNEMENT »`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${PORTAL}/nl/nuttige-informatie?categorie=mobiliteit-en-vervoer&q=STATIONNEMENT`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuttige informatie – Mobiliteit en vervoer');

    await gotoHydrated(page, '/fr/informations-utiles');
    await page.getByRole('link', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/informations-utiles?page=2`);
    const second = await list(request, 'locale=fr&page=2');
    await expect(cards(page, 'Informations utiles').first().getByRole('link')).toHaveText(second.data[0].title);
    await expectNoSeriousA11yViolations(page);
    expect((await request.get(`${PORTAL}/fr/informations-utiles?categorie=inconnue`)).status()).toBe(404);
  });
});

test.describe('information page', () => {
  test('list → detail → related, in fr then in nl through the language switcher', async ({ page, request }) => {
    const first = (await list(request, 'locale=fr')).data[0];
    await gotoHydrated(page, '/fr/informations-utiles');
    await cards(page, 'Informations utiles').first().getByRole('link').click();
    await expect(page).toHaveURL(`${PORTAL}/fr/informations-utiles/${first.slug_fr}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page).toHaveTitle(`${first.title} | SAM`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}/fr/informations-utiles/${first.slug_fr}`);
    await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}/nl/nuttige-informatie/${first.slug_nl}`);
    // The Markdown body gives sections under the title; the breadcrumb and JSON-LD are there.
    expect(await page.locator('article h2').count()).toBeGreaterThan(2);
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByText(first.title)).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"Article"') && text.includes(first.title))).toBe(true);
    await expect(page.getByText('Connectez-vous pour ajouter cette information à vos favoris.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const related = (await (await request.get(`${API}/api/infos/${first.slug_fr}/related?locale=fr`)).json()).data as Info[];
    expect(related.length).toBeGreaterThan(0);
    const relatedSection = page.getByRole('region', { name: 'À lire aussi' });
    await expect(relatedSection.getByRole('link')).toHaveCount(related.length);
    await relatedSection.getByRole('link', { name: related[0].title }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/informations-utiles/${related[0].slug_fr}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(related[0].title);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);

    const nl = (await (await request.get(`${API}/api/infos/${related[0].slug_fr}?locale=nl`)).json()).data as Info;
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${PORTAL}/nl/nuttige-informatie/${nl.slug_nl}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.title);
    await expect(page.getByRole('region', { name: 'Lees ook' })).toBeVisible();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the official link; other-language slugs redirect; unknown ones are 404', async ({ page, request }) => {
    const withUrl = (await list(request, 'locale=nl&category=allocations')).data.find((i) => i.url)!;
    await gotoHydrated(page, `/nl/nuttige-informatie/${withUrl.slug_nl}`);
    const official = page.getByRole('link', { name: /^Officiële website: / });
    await expect(official).toHaveAttribute('href', withUrl.url!);
    await expectNoSeriousA11yViolations(page);

    const redirected = await request.get(`${PORTAL}/fr/informations-utiles/${withUrl.slug_nl}`, { maxRedirects: 0 });
    expect(redirected.status()).toBe(301);
    expect(redirected.headers()['location']).toBe(`/fr/informations-utiles/${withUrl.slug_fr}`);
    expect((await request.get(`${PORTAL}/fr/informations-utiles/nexiste-pas`)).status()).toBe(404);
    expect((await request.get(`${PORTAL}/nl/nuttige-informatie/nexiste-pas`)).status()).toBe(404);

    const sitemap = await (await request.get(`${PORTAL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${PORTAL}/fr/informations-utiles/${withUrl.slug_fr}</loc>`);
    expect(sitemap).toContain(`<loc>${PORTAL}/nl/nuttige-informatie/${withUrl.slug_nl}</loc>`);
  });

  test('a logged-in user bookmarks an info; it survives a reload', async ({ page, request }) => {
    const info = (await list(request, 'locale=fr&category=droits')).data[0];
    await gotoHydrated(page, '/fr/connexion');
    await page.getByLabel('Adresse e-mail').fill('user@sam.example');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}/fr/mon-tableau-de-bord`);

    await gotoHydrated(page, `${PORTAL}/fr/informations-utiles/${info.slug_fr}`);
    const bookmark = page.getByRole('button', { name: 'Favori' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousA11yViolations(page);

    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/infos/${info.slug_fr}/bookmark`) && r.status() === 200);
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await saved;
    await expect(page.getByText('Cette information est dans vos favoris.')).toBeVisible();

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);

    // Undo, so the demo account is left as it was.
    const undone = page.waitForResponse((r) => r.url().endsWith(`/api/infos/${info.slug_fr}/bookmark`) && r.status() === 200);
    await page.getByRole('button', { name: 'Favori' }).click();
    await undone;
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'false');
  });
});
