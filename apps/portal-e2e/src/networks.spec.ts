import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, csrfToken, DEMO_PASSWORD, PORTAL } from './support/api';

interface NetworkSummary {
  head_slug: string;
  name: string | null;
  member_count: number;
}
interface Network {
  head: { slug: string; title: string };
  name: string | null;
  highlighted_ids: number[];
  members: { id: number; slug: string; title: string; highlighted: boolean }[];
}

/** The seeded network with the most members, read through the public API. */
async function seededNetwork(request: APIRequestContext): Promise<Network> {
  const list = await request.get(`${API}/api/networks`);
  expect(list.status()).toBe(200);
  const networks = ((await list.json()) as { data: NetworkSummary[] }).data;
  expect(networks.length).toBeGreaterThan(0);
  const biggest = [...networks].sort((a, b) => b.member_count - a.member_count)[0];
  const response = await request.get(`${API}/api/prestataires/${biggest.head_slug}/network`);
  expect(response.status()).toBe(200);
  const network = ((await response.json()) as { data: Network }).data;
  expect(network.members.length).toBe(biggest.member_count);
  expect(network.members.length).toBeGreaterThan(1);
  return network;
}

test.describe('provider network pages', () => {
  for (const [locale, current, v1, membersHeading, headLink, currentLink] of [
    ['fr', '/fr/reseaux-de-prestataires', '/fr/reseaux-de-prestataires-v1', /^Les membres du réseau/, 'Voir la fiche de', 'Voir la version actuelle de la page du réseau'],
    ['nl', '/nl/zorgverlenersnetwerken', '/nl/zorgverlenersnetwerken-v1', /^De leden van het netwerk/, 'De fiche van', 'De huidige versie van de netwerkpagina bekijken'],
  ] as const) {
    test(`${current}/{slug} and its v1 show the API's members (${locale})`, async ({ page, request }) => {
      const network = await seededNetwork(request);
      const path = `${current}/${network.head.slug}`;

      await gotoHydrated(page, path);
      if (network.name) await expect(page.getByRole('heading', { level: 1 })).toHaveText(network.name);
      await expect(page.getByRole('heading', { level: 2, name: membersHeading })).toBeVisible();
      await expect(page.locator('[data-member-id]')).toHaveCount(network.members.length);
      const highlighted = network.members.filter((m) => m.highlighted);
      if (highlighted.length > 0) await expect(page.locator('[data-member-id]').first()).toHaveAttribute('data-member-id', String(highlighted[0].id));
      await expect(page.getByRole('link', { name: `${headLink} ${network.head.title}` })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}${path}`);
      await expectNoSeriousA11yViolations(page);

      const v1Path = `${v1}/${network.head.slug}`;
      await gotoHydrated(page, v1Path);
      await expect(page.locator('[data-member-id]')).toHaveCount(network.members.length);
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
      await expect(page.getByRole('link', { name: currentLink })).toHaveAttribute('href', path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}${path}`);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a member card opens its provider page', async ({ page, request }) => {
    const network = await seededNetwork(request);
    const member = network.members[network.members.length - 1];
    await gotoHydrated(page, `/fr/reseaux-de-prestataires/${network.head.slug}`);
    await page.locator(`[data-member-id="${member.id}"]`).getByRole('link', { name: member.title }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/prestataires/(?:[a-z0-9-]+/)?${member.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.title);
    await expectNoSeriousA11yViolations(page);
  });

  test('the reseaux-sam page and the sitemap list the network pages', async ({ page, request }) => {
    const network = await seededNetwork(request);
    const path = `/fr/reseaux-de-prestataires/${network.head.slug}`;
    await gotoHydrated(page, '/fr/reseaux-sam');
    await expect(page.getByRole('region', { name: 'Les réseaux présents sur SAM' }).locator(`a[href="${path}"]`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const xml = await (await request.get(`${PORTAL}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${PORTAL}${path}</loc>`);
    expect(xml).not.toContain('reseaux-de-prestataires-v1');
  });

  test('an unknown network is a 404, in the API and the portal', async ({ request }) => {
    expect((await request.get(`${API}/api/prestataires/nexiste-pas/network`)).status()).toBe(404);
    // A provider without a network (no consent) has no network page either.
    expect((await request.get(`${API}/api/prestataires/centre-de-jour-les-tilleuls/network`)).status()).toBe(404);
    for (const path of ['/fr/reseaux-de-prestataires/nexiste-pas', '/nl/zorgverlenersnetwerken-v1/nexiste-pas']) {
      expect((await request.get(`${PORTAL}${path}`)).status()).toBe(404);
    }
  });
});

/** The seeded head of provider@sam.example: its network page shows what its owner chose. */
const PARC = 'maison-medicale-du-parc';
const DEFAULT_TABS = ['members', 'map', 'events'];

async function asParcOwner(request: APIRequestContext) {
  const token = await csrfToken(request);
  const headers = { 'X-XSRF-TOKEN': token, Accept: 'application/json', Origin: PORTAL };
  expect((await request.post(`${API}/login`, { data: { email: 'provider@sam.example', password: DEMO_PASSWORD }, headers })).status()).toBe(200);
  const write = async (method: 'POST' | 'PUT', path: string, data: unknown) => {
    const response = await request.fetch(`${API}${path}`, { method, data, headers: { ...headers, 'X-XSRF-TOKEN': await csrfToken(request) } });
    expect(response.status(), await response.text()).toBe(200);
  };
  return {
    settings: (tabs: string[]) => write('POST', `/api/prestataires/${PARC}/save-network-params`, { name: 'Réseau santé du Parc', description: 'Les partenaires de la Maison médicale du Parc.', tabs }),
    highlights: (ids: number[]) => write('PUT', `/api/prestataires/${PARC}/network-highlights`, { ids }),
  };
}

test.describe('the tabs and highlights the head chose', () => {
  for (const [locale, base, tabNames, highlightedHeading] of [
    ['fr', '/fr/reseaux-de-prestataires', ['Événements', 'Membres'], 'Membres mis en avant'],
    ['nl', '/nl/zorgverlenersnetwerken', ['Evenementen', 'Leden'], 'Uitgelichte leden'],
  ] as const) {
    test(`shows the chosen tabs in order and the highlighted members first (${locale})`, async ({ page, request }) => {
      const owner = await asParcOwner(request);
      const before = ((await (await request.get(`${API}/api/prestataires/${PARC}/network`)).json()) as { data: Network }).data;
      const chosen = [...before.members].reverse().slice(0, 2).map((m) => m.id);
      try {
        await owner.settings(['events', 'members']);
        await owner.highlights(chosen);

        await gotoHydrated(page, `${base}/${PARC}`);
        await expect(page.getByRole('tab')).toHaveText([...tabNames]);
        await expect(page.getByRole('tab', { name: tabNames[0] })).toHaveAttribute('aria-selected', 'true');
        await expectNoSeriousA11yViolations(page);

        await page.getByRole('tab', { name: tabNames[0] }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('tab', { name: tabNames[1] })).toHaveAttribute('aria-selected', 'true');
        const panel = page.getByRole('tabpanel', { name: tabNames[1] });
        const highlighted = panel.getByRole('region', { name: highlightedHeading });
        await expect(highlighted.locator('[data-member-id]')).toHaveCount(2);
        await expect(panel.locator('[data-member-id]').first()).toHaveAttribute('data-member-id', String(chosen[0]));
        await expect(panel.locator('[data-member-id]').nth(1)).toHaveAttribute('data-member-id', String(chosen[1]));
        await expectNoSeriousA11yViolations(page);
      } finally {
        await owner.settings(DEFAULT_TABS);
        await owner.highlights(before.highlighted_ids);
      }
    });
  }

  test('the reseaux-sam page shows a network with its logo and name', async ({ page, request }) => {
    await gotoHydrated(page, '/nl/sam-netwerken');
    await expect(page.getByRole('region', { name: 'De netwerken op SAM' }).locator(`a[href="/nl/zorgverlenersnetwerken/${PARC}"]`)).toHaveText('Réseau santé du Parc');
    expect((await request.get(`${API}/api/networks`)).status()).toBe(200);
    await expectNoSeriousA11yViolations(page);
  });
});
