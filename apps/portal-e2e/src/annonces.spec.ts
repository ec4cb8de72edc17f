import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, DASHBOARD, DEMO_PASSWORD, PORTAL } from './support/api';

interface Summary {
  slug: string;
  title: string;
  price_cents: number | null;
  category: { slug: string; title: string } | null;
}
interface Category {
  id: number;
  slug: string;
  slug_fr: string;
  slug_nl: string;
  title: string;
  titre_nl: string;
  count: number;
}

async function search(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${API}/api/annonces/search`, { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: Summary[]; meta: { current_page: number; per_page: number; total: number } };
}

/** The cards of the list (one list item per ad). */
const cards = (page: Page, name: string) => page.getByRole('list', { name, exact: true }).getByRole('listitem');

test.describe('annonces list', () => {
  for (const [locale, path, heading, filterHeading, pageStatus] of [
    ['fr', '/fr/annonces', 'Petites annonces', 'Filtrer par catégorie', 'Page 1 sur'],
    ['nl', '/nl/zoekertjes', 'Zoekertjes', 'Filteren op categorie', 'Pagina 1 van'],
  ] as const) {
    test(`${path} lists 30 ads a page, server-rendered`, async ({ page, request }) => {
      const { data, meta } = await search(request, { locale });
      expect(meta.per_page).toBe(30);
      expect(meta.total).toBeGreaterThan(30);

      const html = await (await request.get(`${PORTAL}${path}`)).text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`href="${path}/${data[0].slug}"`);

      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { name: filterHeading })).toBeVisible();
      await expect(cards(page, heading)).toHaveCount(30);
      await expect(cards(page, heading).first().getByRole('link')).toHaveText(data[0].title);
      await expect(page.getByText(new RegExp(`^${pageStatus} ${Math.ceil(meta.total / 30)}$`))).toBeVisible();
      await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}/nl/zoekertjes`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}${path}`);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the category filter and the search narrow the list in shareable URLs', async ({ page, request }) => {
    const categories = ((await (await request.get(`${API}/api/annonces/categories?locale=fr`)).json()) as { data: Category[] }).data;
    expect(categories.length).toBeGreaterThanOrEqual(6);
    const category = categories.find((c) => c.slug_fr === 'materiel-medical')!;
    expect(category.count).toBeGreaterThan(0);

    await gotoHydrated(page, '/fr/annonces');
    await page.getByRole('link', { name: `${category.title} (${category.count})` }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/annonces?categorie=materiel-medical`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Petites annonces – ${category.title}`);
    await expect(cards(page, 'Petites annonces')).toHaveCount(Math.min(30, category.count));
    for (const card of await cards(page, 'Petites annonces').all()) await expect(card).toContainText(category.title);
    await expectNoSeriousA11yViolations(page);

    const found = await search(request, { locale: 'fr', category: category.id, q: 'fauteuil' });
    expect(found.meta.total).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Rechercher dans les annonces' }).fill('fauteuil');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/annonces?categorie=materiel-medical&q=fauteuil`);
    await expect(cards(page, 'Petites annonces')).toHaveCount(Math.min(30, found.meta.total));
    await expect(cards(page, 'Petites annonces').first().getByRole('link')).toHaveText(found.data[0].title);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${PORTAL}/nl/zoekertjes?categorie=medisch-materiaal&q=fauteuil`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Zoekertjes – ${category.titre_nl}`);
  });

  test('the second page holds the rest', async ({ page, request }) => {
    const { meta } = await search(request, { locale: 'fr' });
    await gotoHydrated(page, '/fr/annonces');
    await page.getByRole('link', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/annonces?page=2`);
    await expect(cards(page, 'Petites annonces')).toHaveCount(Math.min(30, meta.total - 30));
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('annonce page', () => {
  test('shows the ad with its price or "Gratuit", its contact, in fr and nl', async ({ page, request }) => {
    const ads = (await search(request, { locale: 'fr', category: 'materiel-medical' })).data;
    const free = ads.find((a) => !a.price_cents);
    const paid = ads.find((a) => (a.price_cents ?? 0) > 0);
    expect(free && paid).toBeTruthy();

    await gotoHydrated(page, `/fr/annonces/${free!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(free!.title);
    await expect(page.getByText('Gratuit').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contacter l’annonceur' })).toBeVisible();
    await expect(page.getByText('Connectez-vous pour ajouter cette annonce', { exact: false })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}/fr/annonces/${free!.slug}`);
    await expect(page).toHaveTitle(`${free!.title} | SAM`);
    await expectNoSeriousA11yViolations(page);

    await gotoHydrated(page, `/fr/annonces/${paid!.slug}`);
    await expect(page.getByText(/^\d[\d\s\u202f\u00a0.]*[\s\u202f\u00a0]€$/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${PORTAL}/nl/zoekertjes/${paid!.slug}`);
    await expect(page.getByRole('heading', { name: 'Praktisch' })).toBeVisible();
    await expect(page.getByText(/^€[\s\u202f\u00a0]?\d[\d.]*(,\d{2})?$/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    expect((await request.get(`${PORTAL}/fr/annonces/nexiste-pas`)).status()).toBe(404);
  });

  test('a logged-in user bookmarks an ad; it survives a reload', async ({ page, request }) => {
    const annonce = (await search(request, { locale: 'fr', category: 'benevolat' })).data[0];
    await gotoHydrated(page, '/fr/connexion');
    await page.getByLabel('Adresse e-mail').fill('user@sam.example');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}/fr/mon-tableau-de-bord`);

    await gotoHydrated(page, `${PORTAL}/fr/annonces/${annonce.slug}`);
    const bookmark = page.getByRole('button', { name: 'Favori' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousA11yViolations(page);

    const bookmarked = page.waitForResponse((r) => r.url().endsWith(`/api/annonces/${annonce.slug}/bookmark`) && r.status() === 200);
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await bookmarked;
    await expect(page.getByText('Cette annonce est dans vos favoris.')).toBeVisible();

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);

    // Undo, so the demo account is left as it was.
    const unbookmarked = page.waitForResponse((r) => r.url().endsWith(`/api/annonces/${annonce.slug}/bookmark`) && r.status() === 200);
    await page.getByRole('button', { name: 'Favori' }).click();
    await unbookmarked;
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'false');
  });
});
