import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, PORTAL } from './support/api';

interface SectorCount {
  id: number;
  titre_fr: string;
  titre_nl: string;
  providers_count: number;
  places_count: number;
}

const TEXT = {
  fr: {
    path: '/fr/prestataires',
    other: '/nl/zorgverleners',
    title: 'Annuaire des prestataires de soins et d’aide, par secteur | SAM',
    heading: 'Annuaire des prestataires',
    sectors: 'Parcourir par secteur',
    counts: (s: SectorCount) => new RegExp(`^${grouped(s.providers_count)} prestataires?, ${grouped(s.places_count)} adresses?$`),
    search: '/fr/recherche',
    guided: ['Me laisser guider', '/fr/me-laisser-guider'],
    suggest: ['Suggérer un prestataire', '/fr/suggerer-un-prestataire'],
    facet: 'Secteur',
    crumbs: 'Fil d’Ariane',
  },
  nl: {
    path: '/nl/zorgverleners',
    other: '/fr/prestataires',
    title: 'Gids van zorg- en hulpverleners, per sector | SAM',
    heading: 'Gids van zorgverleners',
    sectors: 'Per sector bladeren',
    counts: (s: SectorCount) => new RegExp(`^${grouped(s.providers_count)} zorgverleners?, ${grouped(s.places_count)} adres(sen)?$`),
    search: '/nl/zoeken',
    guided: ['Laat me begeleiden', '/nl/laat-me-begeleiden'],
    suggest: ['Een zorgverlener voorstellen', '/nl/zorgverlener-voorstellen'],
    facet: 'Sector',
    crumbs: 'Kruimelpad',
  },
} as const;

/** A count as Intl writes it in either locale ('1 038', '1.038'): any one separator between digit groups. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, '\\D?');
/** The digits of a text ('2 716 résultats' → 2716), whatever the group separator. */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || '0');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function sectorsWithPlaces(request: APIRequestContext): Promise<SectorCount[]> {
  const response = await request.get(`${API}/api/sectors`);
  expect(response.status()).toBe(200);
  const sectors = ((await response.json()) as { data: SectorCount[] }).data.filter((s) => s.places_count > 0);
  expect(sectors.length).toBeGreaterThanOrEqual(5);
  return sectors;
}

/** The page with the cookie choice made (its bar would cover the cards and the search page's map). */
async function open(page: Page, url: string) {
  const consent = { v: 1, functional: false, at: new Date().toISOString() };
  await page.context().addCookies([{ name: 'sam_consent', value: encodeURIComponent(JSON.stringify(consent)), url: PORTAL }]);
  await gotoHydrated(page, url);
}

test.describe('directory by sector', () => {
  for (const locale of ['fr', 'nl'] as const) {
    const text = TEXT[locale];

    test(`${text.path} lists the sectors with their counts, server-rendered, with its SEO tags`, async ({ page, request }) => {
      const sectors = await sectorsWithPlaces(request);
      const response = await request.get(`${PORTAL}${text.path}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`>${sectors[0][`titre_${locale}`]}</a>`);

      await open(page, text.path);
      await expect(page).toHaveTitle(text.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{80,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}${text.path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="fr-BE"]')).toHaveAttribute('href', `${PORTAL}/fr/prestataires`);
      await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}/nl/zorgverleners`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);

      const cards = page.getByRole('list', { name: text.sectors, exact: true }).getByRole('article');
      // Another spec may publish a listing meanwhile: the API and the page are read again until they agree.
      let reads = 0;
      await expect(async () => {
        if (reads++ > 0) await gotoHydrated(page, text.path);
        const current = await sectorsWithPlaces(request);
        await expect(cards.getByRole('heading', { level: 3 })).toHaveText(current.map((s) => s[`titre_${locale}`]), { timeout: 5_000 });
        for (const [i, sector] of current.entries()) {
          await expect(cards.nth(i).locator('p')).toHaveText(text.counts(sector), { timeout: 5_000 });
        }
      }).toPass({ timeout: 60_000 });
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: text.guided[0], exact: true })).toHaveAttribute('href', text.guided[1]);
      await expect(main.getByRole('link', { name: text.suggest[0], exact: true })).toHaveAttribute('href', text.suggest[1]);
      await expectNoSeriousA11yViolations(page);
    });

    test(`${text.path}: a sector opens the search refined on it, with as many results as the sector's places`, async ({ page, request }) => {
      const sectors = await sectorsWithPlaces(request);
      // The smallest sector: its count differs from the unrefined directory's.
      const sector = sectors.reduce((a, b) => (b.places_count < a.places_count ? b : a));
      const title = sector[`titre_${locale}`];

      await open(page, text.path);
      await page.getByRole('list', { name: text.sectors, exact: true }).getByRole('link', { name: title, exact: true }).click();
      await expect(page).toHaveURL(`${PORTAL}${text.search}?secteur=${encodeURIComponent(title).replace(/%20/g, '+')}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect.poll(async () => digits(await page.locator('#search-results [aria-live="polite"]').textContent())).toBe(sector.places_count);
      const option = page.getByRole('group', { name: text.facet, exact: true }).getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(title)} \\d`) });
      await expect(option).toBeChecked();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the breadcrumb of a provider page leads to the directory, and the language switch keeps it', async ({ page }) => {
    await open(page, '/fr/prestataires/sante/maison-medicale-du-parc');
    await page.getByRole('navigation', { name: TEXT.fr.crumbs }).getByRole('link', { name: 'Prestataires', exact: true }).click();
    await expect(page).toHaveURL(`${PORTAL}${TEXT.fr.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.fr.heading);
    await expect(page.getByRole('navigation', { name: TEXT.fr.crumbs }).locator('[aria-current="page"]')).toHaveText('Prestataires');

    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${PORTAL}${TEXT.fr.other}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.nl.heading);
    await expectNoSeriousA11yViolations(page);
  });
});
