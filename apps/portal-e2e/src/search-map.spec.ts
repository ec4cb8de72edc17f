import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { PORTAL } from './support/api';

/** The page, with the cookie choice made (its bar would cover the map). */
async function open(page: Page, url: string) {
  const consent = { v: 1, functional: false, at: new Date().toISOString() };
  await page.context().addCookies([{ name: 'sam_consent', value: encodeURIComponent(JSON.stringify(consent)), url: PORTAL }]);
  await gotoHydrated(page, url);
}

/** Bytes on the wire of a finished request: headers plus the body as sent (compressed). */
async function transferred(request: Request) {
  const sizes = await request.sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

const places = (page: Page) => page.getByTestId('search-map-places').getByRole('listitem');

// Issue 15 item 7: a readable map, light to open, with controls big enough to hit.
test.describe('search map', () => {
  test('opens on less than 250 KiB, names the provinces, then the communes when zoomed in', async ({ page }) => {
    await open(page, '/fr/recherche');
    // The search's own code first (it loads when the page is first used, decision 0033): not the map's cost.
    await page.getByRole('searchbox').first().focus();
    await page.locator('#search-live[data-live="true"]').waitFor();
    // Everything the browser fetches from here on is the cost of opening the map.
    const finished: { url: string; bytes: number; encoding: string | undefined }[] = [];
    page.on('requestfinished', async (request) => {
      const response = await request.response();
      finished.push({ url: request.url(), bytes: await transferred(request), encoding: response?.headers()['content-encoding'] });
    });
    await page.getByRole('button', { name: 'Afficher la carte' }).click();
    const map = page.getByRole('region', { name: /^Carte des résultats/ });
    await expect(page.getByRole('status').filter({ hasText: 'Chargement de la carte' })).toHaveCount(0);
    await expect(map).toHaveAttribute('data-loaded-levels', /communes\.z0/);
    const opening = ['provinces.z0.json', 'arrondissements.z0.json', 'communes.z0.json'];
    await expect.poll(() => opening.filter((file) => finished.some((f) => f.url.endsWith(`/geo/${file}`))).length).toBe(opening.length);

    // Only the coarse level of the layers drawn on the country view; compressed by the server.
    const geo = finished.filter((f) => f.url.includes('/geo/'));
    expect(geo.map((f) => f.url.replace(/^.*\/geo\//, '')).sort()).toEqual(opening.sort());
    for (const file of geo) expect(file.encoding).toMatch(/^(gzip|br)$/);
    // The map's cost: its data, code and styles (a search request the page may send meanwhile is not the map's).
    const mapFiles = finished.filter((f) => f.url.startsWith(PORTAL) && (f.url.includes('/geo/') || /\.(js|css)(\?|$)/.test(f.url)));
    const total = mapFiles.reduce((sum, f) => sum + f.bytes, 0);
    const data = geo.reduce((sum, f) => sum + f.bytes, 0);
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const figure = `map opening: ${kib(total)} transferred (${kib(data)} boundary data in ${geo.length} files, ${kib(total - data)} code and styles in ${mapFiles.length - geo.length} files)`;
    console.log(figure);
    test.info().annotations.push({ type: 'transfer', description: figure });
    expect(total).toBeLessThan(250 * 1024);

    // The canvas names the provinces; the list under it says so to screen readers.
    await expect(places(page)).toContainText(['Anvers', 'Hainaut', 'Namur']);
    await expect(places(page).filter({ hasText: /^Région de Bruxelles-Capitale$/ })).toHaveCount(1);
    await expect(places(page).filter({ hasText: /^Gembloux$/ })).toHaveCount(0);

    // The zoom buttons: at least 24 × 24 px, reached by Tab from the map with a visible focus, operated by keyboard.
    const zoomIn = map.getByRole('button', { name: 'Zoom avant' });
    const zoomOut = map.getByRole('button', { name: 'Zoom arrière' });
    for (const button of [zoomIn, zoomOut]) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await map.focus();
    await page.keyboard.press('Tab');
    await expect(zoomIn).toBeFocused();
    const outline = await zoomIn.evaluate((el) => getComputedStyle(el).outlineWidth);
    expect(parseFloat(outline)).toBeGreaterThanOrEqual(2);
    // Layer checkboxes: the box itself and its label are at least 24 px; a layer drawn only zoomed in says so.
    await expect(page.getByRole('checkbox', { name: 'Quartiers de Bruxelles (zoomez pour la voir)', exact: true })).toBeChecked();
    for (const name of ['Provinces', 'Arrondissements', 'Communes', 'Quartiers de Bruxelles', 'Localités']) {
      const checkbox = page.getByRole('checkbox', { name: new RegExp(`^${name}( \\(|$)`) });
      for (const target of [checkbox, checkbox.locator('xpath=..')]) {
        const box = (await target.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
    }
    await expectNoSeriousA11yViolations(page);

    // Zoomed in three steps: commune names instead of provinces, and the finer outlines fetched then.
    const resolution = async () => Number(await map.getAttribute('data-view-resolution'));
    const start = await resolution();
    for (let step = 1; step <= 3; step++) {
      await page.keyboard.press('Enter');
      await expect.poll(resolution).toBeLessThan(start / 2 ** step + 1);
    }
    await expect(map).toHaveAttribute('data-loaded-levels', /communes\.z2/);
    await expect(places(page).filter({ hasText: /^Gembloux$/ })).toHaveCount(1);
    await expect(places(page).filter({ hasText: /^Anvers$/ })).toHaveCount(0);
  });
});
