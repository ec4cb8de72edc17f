import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '@sam/i18n-routes';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { PORTAL } from './support/api';

/*
 * Issue 15 on small screens and by keyboard: the header, the consent bar, the menu and footer with every
 * section, the scroll buttons and the language choice remembered by `/`.
 */

const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
] as const;

const box = async (page: Page, selector: string) => {
  const rect = await page.locator(selector).first().boundingBox();
  if (!rect) throw new Error(`${selector} is not rendered`);
  return rect;
};

const consentBar = (page: Page) => page.getByRole('region', { name: /Nous respectons votre vie privée|Wij respecteren uw privacy/ });

for (const viewport of PHONES) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const locale of ['fr', 'nl'] as const) {
      test(`home (${locale}): short header, compact consent bar above the page, search box uncovered`, async ({ page }) => {
        await gotoHydrated(page, `/${locale}`);
        const header = await box(page, 'header');
        expect(header.height, 'header height').toBeLessThanOrEqual(viewport.height * 0.2);

        const bar = consentBar(page);
        await expect(bar).toBeVisible();
        const barBox = (await bar.boundingBox())!;
        // At most a quarter of a 390 × 844 phone, whatever the phone.
        expect(barBox.height, 'consent bar height').toBeLessThanOrEqual(844 * 0.25);
        expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('static');

        // The search box is the element found at its own centre: nothing lies over it.
        const search = page.locator('#home-search-q');
        await search.scrollIntoViewIfNeeded();
        expect(await search.evaluate((input) => {
          const r = input.getBoundingClientRect();
          return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === input;
        })).toBe(true);

        // Nothing runs past the screen's right edge.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('the round scroll button sits at the end of the footer, in the flow, never over the page', async ({ page }) => {
      await gotoHydrated(page, '/fr');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      const up = page.getByRole('button', { name: 'Remonter en haut de la page' });
      await expect(up).toBeAttached();
      expect(await up.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('static');
      expect(await up.evaluate((el) => el.closest('footer') !== null)).toBe(true);
      // Its scroll-down twin is left out on narrow screens.
      await expect(page.getByRole('button', { name: 'Descendre en bas de la page' })).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(up).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe('by keyboard', () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
    test(`${viewport.width} px: the consent bar comes first after the skip link and never hides the focus`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/fr');
      const bar = consentBar(page);
      await expect(bar).toBeVisible();

      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await bar.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      // WCAG 2.4.11: at every stop nothing lies over the focused element (the bar, a floating button).
      const hidden: string[] = [];
      for (let stop = 0; stop < 22; stop += 1) {
        const seen = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          // The first line box of a link that wraps; an ancestor found there is the link's own line gap.
          const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
          const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
          const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
          const hit = document.elementFromPoint(x, y);
          const ok = hit !== null && (hit === el || el.contains(hit) || hit.contains(el));
          return { ok, what: `${el.tagName} ${el.textContent?.trim().slice(0, 30)} under ${hit?.tagName}.${hit?.className}` };
        });
        if (seen && !seen.ok) hidden.push(seen.what);
        await page.keyboard.press('Tab');
      }
      expect(hidden).toEqual([]);

      // Deciding removes the bar; the choice is kept.
      await bar.getByRole('button', { name: 'Tout refuser' }).click();
      await expect(bar).toBeHidden();
    });
  }

  test('1366 px: the scroll buttons float in the gutter beside the content', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await gotoHydrated(page, '/fr');
    await page.evaluate(() => window.scrollTo(0, 400));
    const up = page.getByRole('button', { name: 'Remonter en haut de la page' });
    await expect(up).toBeVisible();
    const upBox = (await up.boundingBox())!;
    // Right of the 72 rem (1152 px) content column.
    expect(upBox.x).toBeGreaterThanOrEqual((1366 + 1152) / 2);
  });
});

/** The public sections issue 15 asks for, by route name. */
const SECTIONS = [
  'recherche',
  'besoins',
  'agenda',
  'annonces',
  'informations-utiles',
  'sam-guide',
  'faq',
  'glossaire',
  'reseaux-sam',
  'content-services-sam',
  'content-qui-sont-les-sam',
  'content-a-propos-asbl',
  'content-soutenir-asbl',
  'content-soutenir-asbl-amis-de-sam',
  'content-sam-et-les-medias',
  'contact',
];

for (const locale of ['fr', 'nl'] as const) {
  test(`the burger menu and the footer reach every public section (${locale}), each answering 200`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, `/${locale}`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: locale === 'fr' ? 'Menu principal' : 'Hoofdmenu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: locale === 'fr' ? 'Soutenir l’ASBL' : 'Steun de vzw' }).click();
    await expect(menu.getByRole('link', { name: locale === 'fr' ? 'Devenir Ami de SAM' : /Vriend van SAM/i })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const menuHrefs = await menu.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    const footer = page.getByRole('navigation', { name: locale === 'fr' ? 'Toutes les rubriques' : 'Alle rubrieken' });
    const footerHrefs = await footer.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));

    for (const name of SECTIONS) {
      expect(menuHrefs, `menu links ${name}`).toContain(pathFor(name, locale));
      expect(footerHrefs, `footer links ${name}`).toContain(pathFor(name, locale));
    }
    // Every link of both answers 200.
    const failures: string[] = [];
    for (const href of [...new Set([...menuHrefs, ...footerHrefs])]) {
      const response = await page.request.get(new URL(href, PORTAL).toString(), { maxRedirects: 0 });
      if (response.status() !== 200) failures.push(`${href} ${response.status()}`);
    }
    expect(failures).toEqual([]);
  });
}

test('the language switch is remembered for a year: `/` then opens in that language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/fr');
  // The browser asks for French (playwright.config locale fr-BE): without a choice `/` is French.
  await page.goto('/');
  await expect(page).toHaveURL(`${PORTAL}/fr`);

  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(`${PORTAL}/nl`);
  const cookie = (await page.context().cookies(PORTAL)).find((c) => c.name === 'i18n_locale');
  expect(cookie?.value).toBe('nl');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.goto('/');
  await expect(page).toHaveURL(`${PORTAL}/nl`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${PORTAL}/fr`);
  await page.goto('/');
  await expect(page).toHaveURL(`${PORTAL}/fr`);
});
