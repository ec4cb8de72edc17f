import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, pathFor, type Locale } from '@sam/i18n-routes';
import { API } from './support/api';
import { gotoHydrated } from './support/axe';

/*
 * Issue 16 item 7 and issue 15: home, search and a provider page reflow at 320 CSS px (WCAG 1.4.10)
 * and at 200 % zoom (a 1280 × 800 screen zoomed twice: 640 × 400 CSS px at two device pixels each,
 * WCAG 1.4.4): nothing scrolls sideways and no text is cut off by a box too small for it. Each
 * page's first screen is saved as a screenshot in the test's artifacts (tmp/e2e/test-results).
 * At 320 × 568 the consent bar takes at most a fifth of the screen.
 */

const SCREENS = [
  { name: '320px', viewport: { width: 320, height: 568 }, deviceScaleFactor: 1 },
  { name: 'zoom-200', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;

/** The demo provider's listing (README: demo accounts), on its main sector's address. */
const PROVIDER = 'maison-medicale-du-parc';

async function providerPath(request: APIRequestContext, locale: Locale): Promise<string> {
  const { data } = (await (await request.get(`${API}/api/prestataires/${PROVIDER}`)).json()) as { data: { sectors: { slug_fr: string; slug_nl: string; is_main: boolean }[] } };
  const main = data.sectors.find((s) => s.is_main) ?? data.sectors[0];
  return pathFor('prestataires-sector-slug', locale, { sector: main?.[`slug_${locale}`], slug: PROVIDER });
}

/** What overflows: the page sideways, and boxes that cut their own text off (not the visually hidden ones). */
function reflowProblems(): string[] {
  const problems: string[] = [];
  const root = document.scrollingElement ?? document.documentElement;
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  if (root.scrollWidth > root.clientWidth) {
    // The deepest elements whose right edge passes the window's: what pushes the page sideways.
    const wide = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > root.clientWidth && ![...el.children].some((child) => child.getBoundingClientRect().right > root.clientWidth));
    problems.push(`the page scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px (${wide.slice(0, 3).map(describe).join('; ')})`);
  }
  for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!(el.textContent ?? '').trim() || el.closest('svg, canvas, [aria-hidden="true"], [hidden], .ol-viewport')) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    // Visually hidden text (1 px boxes, clip) is for screen readers: cut off on purpose.
    if (el.clientWidth <= 1 || el.clientHeight <= 1 || style.clip !== 'auto' || style.clipPath !== 'none') continue;
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (clipsX && el.scrollWidth > el.clientWidth + 1) problems.push(`text cut off sideways (${el.scrollWidth} > ${el.clientWidth} px): ${describe(el)}`);
    else if (clipsY && el.scrollHeight > el.clientHeight + 1) problems.push(`text cut off below (${el.scrollHeight} > ${el.clientHeight} px): ${describe(el)}`);
    // Text running out of a box that lets it show over its neighbours (a long word in a narrow column).
    else if (!clipsX && el.children.length === 0 && el.scrollWidth > el.clientWidth + 1 && style.display !== 'inline') problems.push(`text runs out of its box (${el.scrollWidth} > ${el.clientWidth} px): ${describe(el)}`);
  }
  return problems;
}

async function expectReflow(page: Page, shot: string) {
  await page.screenshot({ path: test.info().outputPath(`${shot}.png`) });
  await test.info().attach(shot, { path: test.info().outputPath(`${shot}.png`), contentType: 'image/png' });
  expect(await page.evaluate(reflowProblems), page.url()).toEqual([]);
}

for (const screen of SCREENS) {
  test.describe(`${screen.name} (${screen.viewport.width} × ${screen.viewport.height} CSS px)`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor });

    for (const locale of LOCALES) {
      test(`home, search and a provider page reflow without sideways scrolling or cut-off text (${locale})`, async ({ page, request }) => {
        for (const [name, path] of [
          ['home', pathFor('index', locale)],
          ['search', pathFor('recherche', locale)],
          ['provider', await providerPath(request, locale)],
        ] as const) {
          await gotoHydrated(page, path);
          if (name === 'search') await expect(page.locator('#search-results-title')).toBeVisible();
          await expectReflow(page, `${name}-${locale}-${screen.name}`);
        }
      });
    }
  });
}

test.describe('320 × 568: the smallest phone', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const locale of LOCALES) {
    test(`the consent bar takes at most a fifth of the screen, in the flow (${locale})`, async ({ page }) => {
      await gotoHydrated(page, pathFor('recherche', locale));
      const bar = page.getByRole('region', { name: /Nous respectons votre vie privée|Wij respecteren uw privacy/ });
      await expect(bar).toBeVisible();
      expect((await bar.boundingBox())!.height, 'consent bar height').toBeLessThanOrEqual(568 * 0.2);
      // Still in the page's flow (first after the skip link in the Tab order), never over the page.
      expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('static');
      await page.screenshot({ path: test.info().outputPath(`search-${locale}-320-first-screen.png`) });
    });
  }
});
