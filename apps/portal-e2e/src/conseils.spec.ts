import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, DASHBOARD, DEMO_PASSWORD, PORTAL } from './support/api';

interface Conseil {
  id: number;
  slug: string;
  slug_fr: string;
  slug_nl: string;
  title: string;
  tags: { slug: string; name: string }[];
}
interface ConseilDetail extends Conseil {
  contents: { position: number; heading: string | null }[];
  besoins: { slug: string; title: string; path: string }[];
}

async function conseils(request: APIRequestContext, locale: 'fr' | 'nl') {
  const response = await request.get(`${API}/api/conseils?locale=${locale}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: Conseil[]; meta: { total: number } };
}

async function detail(request: APIRequestContext, slug: string, locale: 'fr' | 'nl') {
  return ((await (await request.get(`${API}/api/conseils/${slug}?locale=${locale}`)).json()) as { data: ConseilDetail }).data;
}

const cards = (page: Page, name: string) => page.getByRole('list', { name, exact: true }).getByRole('listitem').filter({ has: page.getByRole('heading') });

test.describe('SAM guide', () => {
  for (const [locale, path, heading, count] of [
    ['fr', '/fr/sam-guide', 'Le guide SAM', 'conseils'],
    ['nl', '/nl/sam-gids', 'De SAM-gids', 'adviezen'],
  ] as const) {
    test(`${path} lists every guide with its tags, server-rendered`, async ({ page, request }) => {
      const { data, meta } = await conseils(request, locale);
      expect(meta.total).toBeGreaterThanOrEqual(12);
      const html = await (await request.get(`${PORTAL}${path}`)).text();
      expect(html).toContain(`href="${locale === 'fr' ? '/fr/sam-conseil' : '/nl/sam-advies'}/${data[0].slug}"`);

      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(cards(page, heading)).toHaveCount(meta.total);
      await expect(page.getByText(`${meta.total} ${count}`)).toBeVisible();
      await expect(cards(page, heading).first()).toContainText(data[0].tags[0].name);
      await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}/nl/sam-gids`);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('guide → section → need of the guided search; its twin in nl', async ({ page, request }) => {
    const first = (await conseils(request, 'fr')).data[0];
    const guide = await detail(request, first.slug_fr, 'fr');
    expect(guide.contents.length).toBeGreaterThanOrEqual(2);

    await gotoHydrated(page, '/fr/sam-guide');
    await page.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/sam-conseil/${first.slug_fr}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page).toHaveTitle(`${first.title} | SAM`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}/fr/sam-conseil/${first.slug_fr}`);
    await expectNoSeriousA11yViolations(page);

    const last = guide.contents[guide.contents.length - 1];
    await page.getByRole('navigation', { name: 'Dans ce conseil' }).getByRole('link', { name: last.heading! }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/sam-conseil/${first.slug_fr}#partie-${last.position}`);
    await expect(page.getByRole('region', { name: last.heading! })).toBeInViewport();
    for (const tag of first.tags) await expect(page.getByRole('region', { name: 'Mots-clés' }).getByText(tag.name)).toBeVisible();

    const need = guide.besoins[0];
    await page.getByRole('region', { name: 'Trouver de l’aide près de chez vous' }).getByRole('link', { name: need.title }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/besoins/${need.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(need.title);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);

    await gotoHydrated(page, `/fr/sam-conseil/${first.slug_fr}`);
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${PORTAL}/nl/sam-advies/${first.slug_nl}`);
    const nl = await detail(request, first.slug_nl, 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nl.title);
    await expect(page.getByRole('navigation', { name: 'In dit advies' }).getByRole('link')).toHaveCount(nl.contents.length);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expectNoSeriousA11yViolations(page);

    expect((await request.get(`${PORTAL}/fr/sam-conseil/nexiste-pas`)).status()).toBe(404);
    const sitemap = await (await request.get(`${PORTAL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${PORTAL}/nl/sam-advies/${first.slug_nl}</loc>`);
  });

  test('a logged-in user bookmarks a guide; it survives a reload', async ({ page, request }) => {
    const guide = (await conseils(request, 'fr')).data[1];
    await gotoHydrated(page, '/fr/connexion');
    await page.getByLabel('Adresse e-mail').fill('user@sam.example');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}/fr/mon-tableau-de-bord`);

    await gotoHydrated(page, `${PORTAL}/fr/sam-conseil/${guide.slug_fr}`);
    const bookmark = page.getByRole('button', { name: 'Favori' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/conseils/${guide.slug_fr}/bookmark`) && r.status() === 200);
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await saved;
    await expect(page.getByText('Ce conseil est dans vos favoris.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The Dutch twin shows the same bookmark.
    await gotoHydrated(page, `${PORTAL}/nl/sam-advies/${guide.slug_nl}`);
    await expect(page.getByRole('button', { name: 'Favoriet' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page);

    const undone = page.waitForResponse((r) => r.url().endsWith(`/api/conseils/${guide.slug_fr}/bookmark`) && r.status() === 200);
    await page.getByRole('button', { name: 'Favoriet' }).click();
    await undone;
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favoriet' })).toHaveAttribute('aria-pressed', 'false');
  });
});
