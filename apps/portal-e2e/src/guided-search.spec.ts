import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, PORTAL } from './support/api';

interface Besoin {
  id: number;
  slug: string;
  title: string;
  path: string;
  providers_count: number;
}

const domainCards = (page: Page, question: string) => page.getByRole('list', { name: question, exact: true }).getByRole('listitem');
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

test.describe('guided search', () => {
  for (const [locale, start, question1, domain, need, cta, searchPath] of [
    ['fr', '/fr/me-laisser-guider', 'Dans quel domaine cherchez-vous de l’aide ?', 'Me soigner', 'Soins palliatifs', 'Voir les prestataires pour ce besoin', '/fr/recherche'],
    ['nl', '/nl/laat-me-begeleiden', 'In welk domein zoekt u hulp?', 'Verzorgd worden', 'Palliatieve zorg', 'De hulpverleners voor deze behoefte bekijken', '/nl/zoeken'],
  ] as const) {
    test(`${start}: step 1 → step 2 → the search with the need refined`, async ({ page, request }) => {
      const domains = ((await (await request.post(`${API}/api/besoins/search`, { data: { locale, level: 1 } })).json()) as { data: Besoin[] }).data;
      expect(domains.length).toBeGreaterThanOrEqual(8);
      const html = await (await request.get(`${PORTAL}${start}`)).text();
      for (const d of domains) expect(html).toContain(d.title);

      await gotoHydrated(page, start);
      await expect(page.getByRole('heading', { level: 2, name: question1 })).toBeVisible();
      await expect(domainCards(page, question1)).toHaveCount(domains.length);
      await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);

      const chosen = domains.find((d) => d.title === domain)!;
      await page.getByRole('link', { name: domain, exact: true }).click();
      await expect(page).toHaveURL(`${PORTAL}${start === '/fr/me-laisser-guider' ? '/fr/besoins' : '/nl/behoeften'}/${chosen.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(domain);
      await hydrated(page);
      await expect(page.getByRole('link', { name: new RegExp(`: ${domain}$`) })).toHaveAttribute('href', `${searchPath}?besoin=${encodeURIComponent(chosen.path)}`);
      await expectNoSeriousA11yViolations(page);

      const children = ((await (await request.post(`${API}/api/besoins/search`, { data: { locale, parent_id: chosen.id } })).json()) as { data: Besoin[] }).data;
      const leaf = children.find((c) => c.title === need)!;
      expect(leaf.path).toBe(`${domain} > ${need}`);
      await page.getByRole('link', { name: need, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(need);
      await hydrated(page);
      await expectNoSeriousA11yViolations(page);

      const link = page.getByRole('link', { name: cta });
      const expected = `${searchPath}?besoin=${encodeURIComponent(`${domain} > ${need}`)}`;
      await expect(link).toHaveAttribute('href', expected);
      await link.click();
      await expect(page).toHaveURL(`${PORTAL}${expected}`);
      expect(new URL(page.url()).searchParams.get('besoin')).toBe(`${domain} > ${need}`);
      await hydrated(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the language switcher leads to the twin need; unknown needs are 404', async ({ page, request }) => {
    await gotoHydrated(page, '/fr/besoins/soins-palliatifs');
    await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}/nl/behoeften/palliatieve-zorg`);
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${PORTAL}/nl/behoeften/palliatieve-zorg`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Palliatieve zorg');
    await expect(page.getByRole('link', { name: 'Terug naar « Verzorgd worden »' })).toHaveAttribute('href', '/nl/behoeften/verzorgd-worden');
    await hydrated(page);
    await expectNoSeriousA11yViolations(page);

    const redirected = await request.get(`${PORTAL}/fr/besoins/palliatieve-zorg`, { maxRedirects: 0 });
    expect(redirected.status()).toBe(301);
    expect(redirected.headers()['location']).toBe('/fr/besoins/soins-palliatifs');
    expect((await request.get(`${PORTAL}/fr/besoins/nexiste-pas`)).status()).toBe(404);
    expect((await request.get(`${PORTAL}/nl/behoeften/nexiste-pas`)).status()).toBe(404);
  });
});
