import { expect, test } from '@playwright/test';
import { ROUTES, pathFor } from '@sam/i18n-routes';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { PORTAL } from './support/api';

const CONTENT_ROUTES = ROUTES.filter(
  (r) => r.app === 'portal' && (r.name.startsWith('content-') || ['aide-besoin-aide', 'cdcs-cmdc', 'checkup-sam', 'commander-encart-publicitaire'].includes(r.name)),
);

test('every content page is server-rendered in fr and nl with its title and both hreflang twins', async ({ request }) => {
  for (const route of CONTENT_ROUTES) {
    for (const locale of ['fr', 'nl'] as const) {
      const path = pathFor(route.name, locale);
      const response = await request.get(`${PORTAL}${path}`);
      expect([path, response.status()]).toEqual([path, 200]);
      const html = await response.text();
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
      expect(html).toContain(`hrefLang="fr-BE" href="${PORTAL}${pathFor(route.name, 'fr')}"`);
      expect(html).toContain(`hrefLang="nl-BE" href="${PORTAL}${pathFor(route.name, 'nl')}"`);
    }
  }
});

// One page of each section in a real browser, with axe, its breadcrumb and its section menu.
for (const [path, heading, crumb] of [
  ['/fr/a-propos-de-l-asbl/statuts', /Statuts/, 'À propos de l’ASBL'],
  ['/nl/over-de-vzw/waarden', /waarden/i, 'Over de vzw'],
  ['/fr/qui-sont-les-sam/temoignages', /Témoignages/, 'Qui sont les SAM ?'],
  ['/nl/sam-en-de-media/persberichten', /Persberichten/i, 'SAM en de media'],
  ['/fr/soutenir-l-asbl/benevolat', /[Bb]énévol/, 'Soutenir l’ASBL'],
  ['/nl/privacybeleid/cookies', /[Cc]ookies/, 'Privacybeleid'],
  ['/fr/quickstart/pro-base', /./, 'Bien démarrer'],
  ['/fr/besoin-d-aide/permanence-juridique', /juridique/i, 'Besoin d’aide ?'],
  ['/nl/sam-diensten/webservice', /[Ww]ebservice/, 'De SAM-diensten'],
] as const) {
  test(`${path} reads well and passes axe`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('navigation', { name: /Fil d’Ariane|Kruimelpad/ }).getByRole('link', { name: crumb })).toBeVisible();
    await expect(page.locator('nav[aria-labelledby="section-nav"] [aria-current="page"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
}
