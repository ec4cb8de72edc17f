import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, DASHBOARD, PORTAL } from './support/api';

interface Item {
  title: string;
  url: string | null;
}

/** Text as React writes it into server-rendered HTML. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

async function homepage(request: APIRequestContext, locale: string) {
  const content = (await (await request.get(`${API}/api/content/homepage?locale=${locale}`)).json()) as { actus: Item[]; guide: Item[] };
  const campaigns = ((await (await request.get(`${API}/api/publicite/homepage/campagnes?locale=${locale}`)).json()) as { data: Item[] }).data;
  const panels = ((await (await request.get(`${API}/api/sam/amis/panels?locale=${locale}`)).json()) as { data: Item[] }).data;
  return { ...content, campaigns, panels };
}

for (const t of [
  { locale: 'fr', home: '/fr', news: 'Actualités', guide: 'Le guide SAM : par où commencer ?', ads: 'Publicité', support: 'Soutenir SAM', search: 'Que cherchez-vous ?', submit: 'Rechercher', results: '/fr/recherche', guided: '/fr/me-laisser-guider', donate: '/fr/soutenir-l-asbl' },
  { locale: 'nl', home: '/nl', news: 'Nieuws', guide: 'De SAM-gids: waar begint u?', ads: 'Advertenties', support: 'SAM steunen', search: 'Wat zoekt u?', submit: 'Zoeken', results: '/nl/zoeken', guided: '/nl/laat-me-begeleiden', donate: '/nl/steun-de-vzw' },
] as const) {
  test(`${t.home} shows the news, the guide, the adverts running now and the friends panels`, async ({ page, request }) => {
    const api = await homepage(request, t.locale);
    expect(api.actus.length).toBeGreaterThanOrEqual(6);
    expect(api.guide.length).toBeGreaterThanOrEqual(4);
    expect(api.campaigns.length).toBeGreaterThanOrEqual(1);
    expect(api.panels.length).toBeGreaterThanOrEqual(4);

    // Server-rendered: the first HTML already holds the news and the adverts.
    const html = await (await request.get(`${PORTAL}${t.home}`)).text();
    expect(html).toContain(escaped(api.actus[0].title));
    expect(html).toContain(escaped(api.campaigns[0].title));

    await gotoHydrated(page, t.home);
    const news = page.getByRole('region', { name: t.news });
    await expect(news.getByRole('listitem')).toHaveCount(api.actus.length);
    await expect(news.getByRole('heading', { level: 3 }).first()).toHaveText(api.actus[0].title);
    await expect(news.getByRole('link', { name: api.actus[0].title })).toHaveAttribute('href', api.actus[0].url!);

    const guide = page.getByRole('region', { name: t.guide });
    await expect(guide.getByRole('link')).toHaveCount(api.guide.length);
    await expect(guide.getByRole('link', { name: api.guide[1].title })).toHaveAttribute('href', t.guided);

    const ads = page.getByRole('region', { name: t.ads });
    for (const ad of api.campaigns) await expect(ads.getByRole('link', { name: ad.title })).toHaveAttribute('href', ad.url!);

    const support = page.getByRole('region', { name: t.support });
    await expect(support.getByRole('heading', { level: 3 })).toHaveCount(api.panels.length + 1);
    await expect(support.locator(`a[href="${t.donate}"]`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /guider|begeleiden/ }).first()).toHaveAttribute('href', t.guided);
    await expectNoSeriousA11yViolations(page);

    // The search entry leads to the search page with the query.
    await page.getByRole('searchbox', { name: t.search }).fill('kiné');
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page).toHaveURL(`${PORTAL}${t.results}?q=kin%C3%A9`);
  });
}

test('the reseaux-sam page explains provider networks in both languages', async ({ page }) => {
  for (const [path, heading, sections, cta, dashboardPath] of [
    [
      '/fr/reseaux-sam',
      'Réseaux SAM',
      ['Qu’est-ce qu’un réseau de prestataires ?', 'Pourquoi travailler en réseau ?', 'Comment rejoindre ou créer un réseau ?', 'Les réseaux présents sur SAM'],
      'Travailler en réseau depuis mon tableau de bord',
      '/fr/mon-tableau-de-bord/travailler-en-reseau',
    ],
    [
      '/nl/sam-netwerken',
      'SAM-netwerken',
      ['Wat is een netwerk van zorgverleners?', 'Waarom samenwerken in een netwerk?', 'Hoe sluit u zich aan bij een netwerk of start u er een?', 'De netwerken op SAM'],
      'In een netwerk werken vanuit mijn dashboard',
      '/nl/my-dashboard/netwerken',
    ],
  ] as const) {
    const response = await gotoHydrated(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...sections]);
    await expect(page.getByRole('link', { name: cta })).toHaveAttribute('href', `${DASHBOARD}${dashboardPath}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}${path}`);
    await expectNoSeriousA11yViolations(page);
  }
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`${PORTAL}/fr/reseaux-sam`);
});

test('sitemap.xml lists the contact, suggestion, advertising and networks pages in both locales, not the QR pages', async ({ request }) => {
  const xml = await (await request.get(`${PORTAL}/sitemap.xml`)).text();
  for (const path of [
    '/fr/contact',
    '/nl/contact',
    '/fr/suggerer-un-prestataire',
    '/nl/zorgverlener-voorstellen',
    '/fr/suggerer-une-information-utile',
    '/nl/nuttige-informatie-voorstellen',
    '/fr/commander-encart-publicitaire',
    '/nl/advertentie-bestellen',
    '/fr/reseaux-sam',
    '/nl/sam-netwerken',
  ]) {
    expect(xml).toContain(`<loc>${PORTAL}${path}</loc>`);
  }
  expect(xml).not.toContain('/qr');
});
