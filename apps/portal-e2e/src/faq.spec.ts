import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';

const questions = (page: Page) => page.locator('details[id^="question-"]');

/** The id of the question whose summary reads `text`, from its anchor (#question-{id}). */
async function questionIdOf(page: Page, text: string): Promise<number> {
  const id = await questions(page).filter({ has: page.locator('summary', { hasText: text }) }).first().getAttribute('id');
  return Number(id?.replace('question-', ''));
}

for (const lang of [
  {
    locale: 'fr',
    heading: 'Questions fréquentes',
    themes: 'Thèmes',
    category: 'Aidants proches',
    slug: 'aidants-proches',
    other: { hreflang: 'nl-BE', path: '/nl/faq?categorie=mantelzorgers' },
    searchLabel: 'Rechercher dans les questions',
    query: 'STATIONNEMENT',
    found: 'Comment obtenir la carte de stationnement pour personnes handicapées ?',
  },
  {
    locale: 'nl',
    heading: 'Veelgestelde vragen',
    themes: 'Thema’s',
    category: 'Mantelzorgers',
    slug: 'mantelzorgers',
    other: { hreflang: 'fr-BE', path: '/fr/faq?categorie=aidants-proches' },
    searchLabel: 'Zoeken in de vragen',
    query: 'parkeerkaart',
    found: 'Hoe krijg ik de parkeerkaart voor personen met een handicap?',
  },
] as const) {
  test.describe(`FAQ in ${lang.locale}`, () => {
    test('lists the questions, narrows by theme with a shareable link and describes itself as a FAQPage', async ({ page }) => {
      await gotoHydrated(page, `/${lang.locale}/faq`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.heading);
      const all = await questions(page).count();
      expect(all).toBeGreaterThanOrEqual(45);
      const jsonLd = JSON.parse((await page.locator('main script[type="application/ld+json"]').textContent()) ?? '{}');
      expect(jsonLd['@type']).toBe('FAQPage');
      expect(jsonLd.mainEntity).toHaveLength(all);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang.locale}/faq$`));
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('navigation', { name: lang.themes }).getByRole('link', { name: lang.category, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang.locale}/faq\\?categorie=${lang.slug}$`));
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page.getByRole('link', { name: lang.category, exact: true })).toHaveAttribute('aria-current', 'page');
      // The theme is a page of its own: canonical and the other language's alternate carry it.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang.locale}/faq\\?categorie=${lang.slug}$`));
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang.other.hreflang}"]`)).toHaveAttribute('href', new RegExp(`${lang.other.path.replace('?', '\\?')}$`));
      const narrowed = await questions(page).count();
      expect(narrowed).toBeGreaterThan(0);
      expect(narrowed).toBeLessThan(all);
      await expectNoSeriousA11yViolations(page);
    });

    test('finds a question with the search box and opens a deep-linked question', async ({ page }) => {
      await gotoHydrated(page, `/${lang.locale}/faq`);
      await page.getByLabel(lang.searchLabel).fill(lang.query);
      await page.getByLabel(lang.searchLabel).press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?q=${lang.query}$`));
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(page.locator('summary', { hasText: lang.found })).toBeVisible();
      expect(await questions(page).count()).toBeLessThan(5);
      await expectNoSeriousA11yViolations(page);

      // Opening by click, as any disclosure.
      const summary = page.locator('summary', { hasText: lang.found });
      await summary.click();
      await expect(page.locator('details', { has: summary })).toHaveAttribute('open', '');

      const id = await questionIdOf(page, lang.found);
      const deepLink = `/${lang.locale}/faq?question=${id}#question-${id}`;
      // Server-rendered open: the HTML itself has the question open, before any script runs.
      const html = await (await page.request.get(deepLink)).text();
      expect(html).toMatch(new RegExp(`<details[^>]*id="question-${id}"[^>]*open=""|<details[^>]*open=""[^>]*id="question-${id}"`));
      await gotoHydrated(page, deepLink);
      const target = page.locator(`#question-${id}`);
      await expect(target).toHaveAttribute('open', '');
      await expect(target).toBeInViewport();
      expect(await page.locator('details[open]').count()).toBe(1);
      await expectNoSeriousA11yViolations(page);

      // A bare #question-{id} link (no query string) opens it once the page runs.
      await gotoHydrated(page, `/${lang.locale}/faq#question-${id}`);
      await expect(page.locator(`#question-${id}`)).toHaveAttribute('open', '');
    });
  });
}

test('the FAQ answers 404 for an unknown theme', async ({ page }) => {
  const response = await page.goto('/fr/faq?categorie=nexiste-pas');
  expect(response?.status()).toBe(404);
});

for (const lang of [
  { path: '/fr/glossaire', heading: 'Glossaire', nav: 'Aller à la lettre', letter: 'M', label: 'Lettre M', term: 'Mutualité', absent: 'Z' },
  { path: '/nl/woordenlijst', heading: 'Woordenlijst', nav: 'Ga naar letter', letter: 'Z', label: 'Letter Z', term: 'Ziekenfonds', absent: 'Q' },
] as const) {
  test(`glossary ${lang.path}: the A–Z bar jumps to a letter; letters without terms are not links`, async ({ page }) => {
    await gotoHydrated(page, lang.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.heading);
    const nav = page.getByRole('navigation', { name: lang.nav });
    await expect(nav.getByRole('link', { name: `${lang.label.split(' ')[0]} ${lang.absent}`, exact: true })).toHaveCount(0);
    expect(await page.locator('dl dt').count()).toBeGreaterThanOrEqual(65);
    await expectNoSeriousA11yViolations(page);

    await nav.getByRole('link', { name: lang.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#letter-${lang.letter}$`));
    const section = page.locator(`#letter-${lang.letter}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(lang.letter);
    await expect(section.locator('dt', { hasText: lang.term }).first()).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });
}
