import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, PORTAL } from './support/api';

/**
 * Issue 15 item 5 (decision 0019): in each locale the page's language comes first when no text
 * orders a list, and text in the other language carries its `lang` (WCAG 3.1.2).
 */

interface ProviderHit {
  objectID: string;
  title: string;
  text_language: 'fr' | 'nl';
}

/** prestataire_addresses_index asked directly (the expectations). */
async function providers(request: APIRequestContext, params: Record<string, unknown>): Promise<{ nbHits: number; hits: ProviderHit[] }> {
  const body = { requests: [{ indexName: 'prestataire_addresses_index', hitsPerPage: 20, attributesToRetrieve: ['title', 'text_language'], ...params }] };
  const response = await request.post(`${API}/1/indexes/*/queries`, { data: body });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: { nbHits: number; hits: ProviderHit[] }[] }).results[0];
}

const PAGES = {
  fr: { search: '/fr/recherche', results: 'Résultats', home: '/fr', latest: 'Quelques prestataires référencés', ads: '/fr/annonces', adsList: 'Petites annonces', contact: 'Coordonnées', other: 'nl' },
  nl: { search: '/nl/zoeken', results: 'Resultaten', home: '/nl', latest: 'Enkele opgenomen zorgverleners', ads: '/nl/zoekertjes', adsList: 'Zoekertjes', contact: 'Contactgegevens', other: 'fr' },
} as const;

/** The page, with the cookie choice made (its bar stays out of the way). */
async function open(page: Page, url: string) {
  const consent = { v: 1, functional: false, at: new Date().toISOString() };
  await page.context().addCookies([{ name: 'sam_consent', value: encodeURIComponent(JSON.stringify(consent)), url: PORTAL }]);
  await gotoHydrated(page, url);
}

for (const locale of ['fr', 'nl'] as const) {
  const t = PAGES[locale];

  test(`${t.search} without a query lists providers written in ${locale} first, unmarked`, async ({ page, request }) => {
    // Title order alone starts with Dutch listings ('Aangepast…', the finding): the French page's order is its own doing.
    const byTitle = await providers(request, {});
    expect(byTitle.hits.map((hit) => hit.text_language)).toContain('nl');
    const expected = await providers(request, { optionalFilters: [`text_language:${locale}`] });
    expect(expected.hits.every((hit) => hit.text_language === locale)).toBe(true);

    await open(page, t.search);
    const cards = page.getByRole('list', { name: t.results, exact: true }).getByRole('listitem');
    await expect(cards).toHaveCount(20);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected.hits.map((hit) => hit.title));
    // Written in the page's language: no element of a card says another one.
    await expect(cards.locator('[lang]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test(`a provider written in ${t.other} carries lang="${t.other}" on ${locale} pages (search card and provider page)`, async ({ page, request }) => {
    const [other] = (await providers(request, { facetFilters: [[`text_language:${t.other}`]], hitsPerPage: 1 })).hits;
    expect(other).toBeDefined();

    await open(page, `${t.search}?q=${encodeURIComponent(other.title)}`);
    const card = page.getByRole('list', { name: t.results, exact: true }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: other.title, exact: true }) }).first();
    await expect(card.getByRole('heading', { level: 3 })).toHaveAttribute('lang', t.other);
    // Its description too, and nothing else of the card (labels, address, tariff are the page's).
    await expect(card.locator('p[lang]')).toHaveAttribute('lang', t.other);
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('link', { name: other.title }).click();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title);
    await expect(page.getByRole('article')).toHaveAttribute('lang', t.other);
    // The page's own labels say the page's language inside it.
    await expect(page.getByRole('heading', { level: 2, name: t.contact }).locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', locale);
    await expectNoSeriousA11yViolations(page);
  });

  test(`${t.home} shows providers written in ${locale} first, and ${t.ads} its ads`, async ({ page, request }) => {
    const listings = (await (await request.post(`${API}/api/prestataires/search`, { data: { page: 1, locale } })).json()) as { data: { title: string; locale: string }[] };
    expect(listings.data.slice(0, 6).every((listing) => listing.locale === locale)).toBe(true);
    await open(page, t.home);
    const latest = page.getByRole('region', { name: t.latest });
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(listings.data.slice(0, 6).map((listing) => listing.title));
    await expect(latest.locator('[lang]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // The ads: the page's language first (the API's order, which the page follows), the others marked.
    const ads = (await (await request.post(`${API}/api/annonces/search`, { data: { locale } })).json()) as { data: { title: string; locale: string }[] };
    const languages = ads.data.map((ad) => ad.locale);
    expect(languages).toEqual([...languages].sort((a, b) => Number(a !== locale) - Number(b !== locale)));
    expect(languages[0]).toBe(locale);
    await open(page, t.ads);
    const cards = page.getByRole('list', { name: t.adsList, exact: true }).getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(ads.data.map((ad) => ad.title));
    await expect(cards.first().getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    const other = languages.indexOf(t.other);
    if (other >= 0) await expect(cards.nth(other).getByRole('heading', { level: 2 })).toHaveAttribute('lang', t.other);
    await expectNoSeriousA11yViolations(page);
  });
}
