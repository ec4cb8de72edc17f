import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, DASHBOARD, DEMO_PASSWORD, PORTAL } from './support/api';

interface EngineResult {
  nbHits: number;
  hits: { objectID: string; title?: string; slug?: string | { fr: string; nl: string }; sector_slug?: { fr: string | null; nl: string | null }; kind?: string }[];
  facets?: Record<string, Record<string, number>>;
}

/** The API's Algolia-protocol endpoint, asked directly: the expectations of every test. */
async function engine(request: APIRequestContext, queries: { indexName: string; params: Record<string, unknown> }[]): Promise<EngineResult[]> {
  const requests = queries.map(({ indexName, params }) => ({
    indexName,
    params: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
  }));
  const response = await request.post(`${API}/1/indexes/*/queries`, { data: { requests } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { results: EngineResult[] }).results;
}
/** The directory's query as the page sends it: without text, the page's language first (optionalFilters, issue 15). */
const directory = (request: APIRequestContext, params: Record<string, unknown>, locale: 'fr' | 'nl' = 'fr') =>
  engine(request, [{ indexName: 'prestataire_addresses_index', params: { hitsPerPage: 20, ...(params.query ? {} : { optionalFilters: [`text_language:${locale}`] }), ...params } }]).then(([r]) => r);

/**
 * Picks an option of the focused list with the arrow key, one press at a time until it holds `value`
 * (typing its name depends on the browser's type-ahead delay, which a loaded machine outlasts). A
 * press every 100 ms, for up to 30 s: a commune can be twenty presses down its list.
 */
async function chooseByKeyboard(page: Page, list: Locator, value: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await list.inputValue()) !== value) await page.keyboard.press('ArrowDown');
        return list.inputValue();
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBe(value);
}

const TEXT = {
  fr: {
    path: '/fr/recherche',
    agenda: '/fr/recherche/agenda',
    tabs: 'Résultats par rubrique',
    // The menu's section names (issue 15).
    tabNames: ['Annuaire', 'Informations utiles', 'Agenda', 'Annonces', 'Guide SAM'],
    results: 'Résultats',
    current: 'Filtres actifs',
    showMap: 'Afficher la carte',
    areas: 'Zone géographique',
    levels: ['Province', 'Arrondissement', 'Commune'],
    apply: 'Rechercher dans cette zone',
    commune: 'Commune',
  },
  nl: {
    path: '/nl/zoeken',
    agenda: '/nl/zoeken/agenda',
    tabs: 'Resultaten per rubriek',
    tabNames: ['Adresboek', 'Nuttige informatie', 'Agenda', 'Zoekertjes', 'SAM-gids'],
    results: 'Resultaten',
    current: 'Actieve filters',
    showMap: 'Kaart tonen',
    areas: 'Geografische zone',
    levels: ['Provincie', 'Arrondissement', 'Gemeente'],
    apply: 'In deze zone zoeken',
    commune: 'Gemeente',
  },
} as const;
type Locale = keyof typeof TEXT;

const INDICES = ['prestataire_addresses_index', 'infos', 'events', 'annonces', 'sam_conseils'] as const;

/** The agenda's filter: events not over yet (the page's clock runs in whole minutes). */
const upcoming = () => ({ numericFilters: [`end_ts>=${Math.floor(Date.now() / 60_000) * 60}`] });

/** The digits of a text ('2 716 résultats' → 2716), whatever the group separator. */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || '0');

const resultCount = (page: Page) => page.locator('#search-results [aria-live="polite"]');
const cards = (page: Page, locale: Locale) => page.getByRole('list', { name: TEXT[locale].results, exact: true }).getByRole('listitem');
const chips = (page: Page, locale: Locale) => page.getByRole('region', { name: TEXT[locale].current }).getByRole('list').getByRole('button');

async function expectCount(page: Page, count: number) {
  await expect.poll(async () => digits(await resultCount(page).textContent())).toBe(count);
}

/** The page, with the cookie choice made (its bar would cover the map). */
async function open(page: Page, url: string) {
  const consent = { v: 1, functional: false, at: new Date().toISOString() };
  await page.context().addCookies([{ name: 'sam_consent', value: encodeURIComponent(JSON.stringify(consent)), url: PORTAL }]);
  await gotoHydrated(page, url);
}

/** The label's value and count of a facet checkbox ('Ixelles 23'). */
async function facetOption(checkbox: Locator) {
  const label = checkbox.locator('xpath=..');
  const [name, count] = await label.locator('span').allTextContents();
  return { name, count: digits(count) };
}

// --- geometry of the boundary files, as the map and the engine see it ------------------------------

type Ring = number[][];
interface Feature {
  properties: { id: string; name_fr: string; name_nl: string };
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] } | { type: 'Point'; coordinates: number[] };
}
const geo = (layer: string) => (JSON.parse(readFileSync(path.join(process.cwd(), 'assets/geo', `${layer}.geojson`), 'utf8')) as { features: Feature[] }).features;
const feature = (layer: string, id: string) => geo(layer).find((f) => f.properties.id === id)!;

/** Algolia insidePolygon: the outer ring of each part, lat/lng, closing point dropped. */
function insidePolygon(f: Feature): number[][] {
  const parts = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [];
  return parts.map(([outer]) => outer.slice(0, -1).flatMap(([lon, lat]) => [lat, lon]));
}

/** The page pixel of a lon/lat on the map, from the view the map publishes (EPSG:3857 centre + resolution). */
async function mapPixel(map: Locator, lon: number, lat: number) {
  const R = 6378137;
  const [cx, cy] = (await map.getAttribute('data-view-center'))!.split(',').map(Number);
  const resolution = Number(await map.getAttribute('data-view-resolution'));
  const box = (await map.boundingBox())!;
  const x = ((lon * Math.PI) / 180) * R;
  const y = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * R;
  return { x: box.x + box.width / 2 + (x - cx) / resolution, y: box.y + box.height / 2 - (y - cy) / resolution };
}

test.describe('search page', () => {
  for (const locale of ['fr', 'nl'] as const) {
    test(`${TEXT[locale].path}: the first page and the five counts are in the server's HTML`, async ({ page, request }) => {
      const counts = await engine(
        request,
        INDICES.map((indexName) => ({ indexName, params: { hitsPerPage: indexName === 'prestataire_addresses_index' ? 20 : 0, optionalFilters: indexName === 'prestataire_addresses_index' ? [`text_language:${locale}`] : [], ...(indexName === 'events' ? upcoming() : {}) } })),
      );
      const first = counts[0].hits;
      expect(first).toHaveLength(20);

      const response = await request.get(`${PORTAL}${TEXT[locale].path}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      for (const hit of first) expect(html).toContain(`/${hit.slug}"`);
      const numbers = new Intl.NumberFormat(`${locale}-BE`);
      for (const result of counts) expect(html).toContain(`(${numbers.format(result.nbHits)})`);

      await open(page, TEXT[locale].path);
      const tabs = page.getByRole('navigation', { name: TEXT[locale].tabs }).getByRole('link');
      await expect(tabs).toHaveCount(5);
      // Tab order: directory, useful links (infos), agenda (events), articles (annonces), good tips (sam_conseils).
      for (const [i, name] of TEXT[locale].tabNames.entries()) {
        await expect(tabs.nth(i)).toContainText(name);
        expect(digits(await tabs.nth(i).textContent())).toBe(counts[i].nbHits);
      }
      await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
      await expectCount(page, counts[0].nbHits);
      await expect(cards(page, locale)).toHaveCount(20);
      await expect(cards(page, locale).first().getByRole('link')).toHaveText(first[0].title!);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}${TEXT[locale].path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}${TEXT.nl.path}`);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a need in a commune shows its providers, with the counts of the engine', async ({ page, request }) => {
    const parent = 'Me soigner';
    const need = `${parent} > Trouver un médecin généraliste`;
    const byNeed = await directory(request, { facets: ['communes.commune', 'navbesoinsfr.lvl0'], facetFilters: [[`navbesoinsfr.lvl1:${need}`]] });
    // The commune with the most addresses for that need (its French name).
    const communes = new Set(geo('communes').map((c) => c.properties.name_fr));
    const [commune, communeCount] = Object.entries(byNeed.facets!['communes.commune']).find(([name]) => communes.has(name))!;
    const expected = await directory(request, { facetFilters: [[`navbesoinsfr.lvl1:${need}`], [`communes.commune:${commune}`]] });
    expect(expected.nbHits).toBe(communeCount);

    await open(page, TEXT.fr.path);
    const needs = page.getByRole('navigation', { name: 'Besoin' });
    await needs.getByRole('link', { name: new RegExp(`^${parent} `) }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/recherche?besoin=Me+soigner`);
    const child = needs.getByRole('link', { name: /^Trouver un médecin généraliste / });
    expect(digits(await child.textContent())).toBe(byNeed.nbHits);
    await child.click();
    await expectCount(page, byNeed.nbHits);

    const checkbox = page.getByRole('group', { name: 'Commune' }).getByRole('checkbox', { name: new RegExp(`^${commune} \\d`) });
    expect(await facetOption(checkbox)).toEqual({ name: commune, count: communeCount });
    await checkbox.check();
    await expectCount(page, expected.nbHits);
    await expect(page).toHaveURL(`${PORTAL}/fr/recherche?besoin=Me+soigner+%3E+Trouver+un+m%C3%A9decin+g%C3%A9n%C3%A9raliste&commune=${encodeURIComponent(commune).replace(/%20/g, '+')}`);
    await expect(cards(page, 'fr')).toHaveCount(Math.min(20, expected.nbHits));
    await expect(cards(page, 'fr').getByRole('heading')).toHaveText(expected.hits.map((h) => h.title!));
    await expect(chips(page, 'fr')).toHaveText([`Besoin : ${need} ×`, `Commune : ${commune} ×`]);
    await expectNoSeriousA11yViolations(page);

    // The seed's own maison médicale in Brussels answers this need.
    const parc = await directory(request, { query: 'Maison médicale du Parc', facetFilters: [[`navbesoinsfr.lvl1:${need}`], ['communes.commune:Bruxelles']] });
    expect(parc.hits.map((h) => h.slug)).toContain('maison-medicale-du-parc');
    await gotoHydrated(page, `/fr/recherche?besoin=${encodeURIComponent(need)}&commune=Bruxelles`);
    await page.getByRole('searchbox', { name: 'Que cherchez-vous ?' }).fill('Maison médicale du Parc');
    await expectCount(page, parc.nbHits);
    await expect(cards(page, 'fr').getByRole('link', { name: 'Maison médicale du Parc' }).first()).toHaveAttribute('href', '/fr/prestataires/sante/maison-medicale-du-parc');
  });

  test('each facet narrows the results to its count in the engine', async ({ page, request }) => {
    const total = (await directory(request, { hitsPerPage: 0 })).nbHits;
    const facets = [
      ['Secteur', 'secteur', 'sectors.titre.fr'],
      ['Province', 'province', 'provinces.province'],
      ['Arrondissement', 'arrondissement', 'arrondissements.arrondissement'],
      ['Commune', 'commune', 'communes.commune'],
      ['Quartier', 'quartier', 'quartiers.quartier'],
      ['Tarif', 'tarif', 'tarif'],
      ['Association source', 'association', 'sources.association'],
      ['Pays de la source', 'pays', 'sources.country'],
      ['Type', 'type', 'type'],
      ['Catégorie', 'categorie', 'category_fr'],
    ] as const;
    await open(page, TEXT.fr.path);
    for (const [group, key, attribute] of facets) {
      const option = page.getByRole('group', { name: group, exact: true }).getByRole('checkbox').first();
      const { count } = await facetOption(option);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(total);
      await option.check();
      await expectCount(page, count);
      await expect(page).toHaveURL(new RegExp(`\\?${key}=`));
      const value = new URL(page.url()).searchParams.get(key)!;
      expect((await directory(request, { hitsPerPage: 0, facetFilters: [[`${attribute}:${value}`]] })).nbHits).toBe(count);
      await expect(chips(page, 'fr')).toHaveCount(1);
      await page.getByRole('button', { name: 'Effacer tous les filtres' }).click();
      await expectCount(page, total);
      await expect(page).toHaveURL(`${PORTAL}/fr/recherche`);
    }
  });

  test('the address reproduces the search in a fresh page; back and forward work', async ({ page, browser, request }) => {
    const expected = await directory(request, { query: 'aide', hitsPerPage: 0, facetFilters: [['tarif:gratuit'], ['provinces.province:Namur']] });
    await open(page, TEXT.nl.path);
    await page.getByRole('searchbox', { name: 'Wat zoekt u?' }).fill('aide');
    await expect(page).toHaveURL(`${PORTAL}/nl/zoeken?q=aide`);
    const afterQuery = digits(await resultCount(page).textContent());
    await page.getByRole('group', { name: 'Tarief' }).getByRole('checkbox', { name: /^Gratis/ }).check();
    await expect(page).toHaveURL(`${PORTAL}/nl/zoeken?q=aide&tarif=gratuit`);
    await page.getByRole('group', { name: 'Provincie' }).getByRole('checkbox', { name: /^Namen \d/ }).check();
    await expect(page).toHaveURL(`${PORTAL}/nl/zoeken?q=aide&province=Namen&tarif=gratuit`);
    await expectCount(page, expected.nbHits);

    const fresh = await (await browser.newContext()).newPage();
    await gotoHydrated(fresh, page.url());
    await expect(fresh.getByRole('searchbox', { name: 'Wat zoekt u?' })).toHaveValue('aide');
    await expectCount(fresh, expected.nbHits);
    await expect(chips(fresh, 'nl')).toHaveText(['Provincie: Namen ×', 'Tarief: Gratis ×']);
    await expectNoSeriousA11yViolations(fresh);
    // The French twin of the same address, with the same answer.
    await gotoHydrated(fresh, `/fr/recherche?q=aide&province=Namen&tarif=gratuit`);
    await expectCount(fresh, expected.nbHits);
    await expect(chips(fresh, 'fr')).toHaveText(['Province : Namur ×', 'Tarif : Gratuit ×']);
    await fresh.context().close();

    await page.goBack();
    await expect(page).toHaveURL(`${PORTAL}/nl/zoeken?q=aide&tarif=gratuit`);
    await expect(chips(page, 'nl')).toHaveText(['Tarief: Gratis ×']);
    await page.goBack();
    await expect(page).toHaveURL(`${PORTAL}/nl/zoeken?q=aide`);
    await expectCount(page, afterQuery);
    await page.goForward();
    await expect(page).toHaveURL(`${PORTAL}/nl/zoeken?q=aide&tarif=gratuit`);
    await expect(chips(page, 'nl')).toHaveText(['Tarief: Gratis ×']);
  });

  test('the language switch keeps the search, with the need and sector named in the other language', async ({ page, request }) => {
    type Need = { id: number; path: string };
    const needs = async (locale: Locale) =>
      ((await (await request.post(`${API}/api/besoins/search`, { data: { locale } })).json()) as { data: Need[] }).data;
    const [needsFr, needsNl] = await Promise.all([needs('fr'), needs('nl')]);
    const need = needsFr.find((n) => n.path === 'Me soigner > Trouver un médecin généraliste')!;
    const needNl = needsNl.find((n) => n.id === need.id)!.path;
    const sectors = ((await (await request.get(`${API}/api/sectors`)).json()) as { data: { titre_fr: string; titre_nl: string }[] }).data;
    const byNeed = await directory(request, { hitsPerPage: 0, facets: ['sectors.titre.fr'], facetFilters: [[`navbesoinsfr.lvl1:${need.path}`]] });
    const [sectorFr] = Object.entries(byNeed.facets!['sectors.titre.fr']).find(([, count]) => count > 0)!;
    const sectorNl = sectors.find((s) => s.titre_fr === sectorFr)!.titre_nl;
    expect(sectorNl).not.toBe(sectorFr);
    const expected = await directory(request, { hitsPerPage: 0, facetFilters: [[`navbesoinsnl.lvl1:${needNl}`], [`sectors.titre.nl:${sectorNl}`], ['provinces.province:Namen']] });

    const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
    await open(page, `/fr/recherche?${query({ besoin: need.path, secteur: sectorFr, province: 'Namur' })}`);
    await expectCount(page, expected.nbHits);
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(new RegExp(`^${PORTAL}/nl/zoeken\\?`));
    const params = new URL(page.url()).searchParams;
    expect([params.get('besoin'), params.get('secteur')]).toEqual([needNl, sectorNl]);
    expect(['Namur', 'Namen']).toContain(params.get('province')); // area names are bilingual facet values
    await expectCount(page, expected.nbHits);
    await expect(chips(page, 'nl')).toHaveText([`Behoefte: ${needNl} ×`, `Sector: ${sectorNl} ×`, 'Provincie: Namen ×']);
    await expectNoSeriousA11yViolations(page);

    // And back: the French names again.
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`^${PORTAL}/fr/recherche\\?`));
    expect(new URL(page.url()).searchParams.get('besoin')).toBe(need.path);
    expect(new URL(page.url()).searchParams.get('secteur')).toBe(sectorFr);
    await expectCount(page, expected.nbHits);
  });

  test('a click on a commune of the map searches inside it (100 hits a page)', async ({ page, request }) => {
    const namur = feature('communes', '92094');
    const expected = await directory(request, { hitsPerPage: 100, insidePolygon: insidePolygon(namur) });
    expect(expected.nbHits).toBeGreaterThan(0);
    const point = feature('localites', '5000').geometry.coordinates as number[];

    await open(page, TEXT.fr.path);
    await page.getByRole('button', { name: TEXT.fr.showMap }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/recherche?carte=1`);
    const map = page.getByRole('region', { name: /^Carte des résultats/ });
    await expect(page.getByRole('status').filter({ hasText: 'Chargement de la carte' })).toHaveCount(0);
    await expect(map).toHaveAttribute('data-view-resolution', /\d/);
    await map.scrollIntoViewIfNeeded();
    const { x, y } = await mapPixel(map, point[0], point[1]);
    await page.mouse.click(x, y);
    await expect(page).toHaveURL(`${PORTAL}/fr/recherche?carte=1&zone=communes:92094`);
    await expect(chips(page, 'fr')).toHaveText(['Commune : Namur ×']);
    await expectCount(page, expected.nbHits);
    await expect(cards(page, 'fr')).toHaveCount(Math.min(100, expected.nbHits));
    await expect(cards(page, 'fr').getByRole('heading')).toHaveText(expected.hits.map((h) => h.title!));
    await expectNoSeriousA11yViolations(page);

    // The same zone opened afresh is searched on the server too.
    const html = await (await request.get(`${PORTAL}/fr/recherche?zone=communes:92094`)).text();
    for (const hit of expected.hits.slice(0, 20)) expect(html).toContain(`/${hit.slug}"`);

    // The address search finds a postal code and searches its commune.
    const ixelles = await directory(request, { hitsPerPage: 100, insidePolygon: insidePolygon(feature('communes', '21009')) });
    await page.getByRole('searchbox', { name: 'Adresse, code postal ou localité' }).fill('Rue du Page 12, 1050 Ixelles');
    await page.getByRole('button', { name: 'Situer' }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/recherche?carte=1&zone=communes:21009&adresse=Rue+du+Page+12,+1050+Ixelles`);
    await expect(chips(page, 'fr')).toHaveText(['Commune : Ixelles ×']);
    await expectCount(page, ixelles.nbHits);
  });

  test('a zone drawn by keyboard on the map is searched inside', async ({ page, request }) => {
    await open(page, `${TEXT.fr.path}?carte=1`);
    const map = page.getByRole('region', { name: /^Carte des résultats/ });
    await expect(page.getByRole('status').filter({ hasText: 'Chargement de la carte' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Dessiner une zone' }).click();
    const finish = page.getByRole('button', { name: 'Terminer la zone' });
    await expect(finish).toBeDisabled();

    // Three corners around the centre of the first view, moving the map with the arrows between them.
    await map.focus();
    for (const moves of [[], ['ArrowRight', 'ArrowRight'], ['ArrowDown', 'ArrowDown']]) {
      for (const key of moves) await page.keyboard.press(key);
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('status').filter({ hasText: '3 coins placés' })).toHaveCount(1);
    // Backspace takes a corner back, Enter puts it again.
    await page.keyboard.press('Backspace');
    await expect(page.getByRole('status').filter({ hasText: '2 coins placés' })).toHaveCount(1);
    await expect(finish).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(finish).toBeEnabled();
    await finish.click();

    await expect(page).toHaveURL(/[?&]polygone=[-\d.,]+/);
    const points = new URL(page.url()).searchParams.get('polygone')!.split(',').map(Number);
    expect(points).toHaveLength(6);
    const expected = await directory(request, { hitsPerPage: 100, insidePolygon: [points] });
    expect(expected.nbHits).toBeGreaterThan(0);
    await expectCount(page, expected.nbHits);
    await expectNoSeriousA11yViolations(page);
  });

  test('the lists do by keyboard what the map does (province → arrondissement → commune)', async ({ page, request }) => {
    const stGilles = feature('communes', '21013');
    const expected = await directory(request, { hitsPerPage: 100, insidePolygon: insidePolygon(stGilles) }, 'nl');
    await open(page, TEXT.nl.path);
    const form = page.getByRole('form', { name: TEXT.nl.areas });
    const [province, arrondissement, commune] = TEXT.nl.levels.map((name) => form.getByRole('combobox', { name, exact: true }));
    await province.focus();
    await chooseByKeyboard(page, province, '04000');
    await page.keyboard.press('Tab');
    await expect(arrondissement).toBeFocused();
    await chooseByKeyboard(page, arrondissement, '21000');
    await page.keyboard.press('Tab');
    await expect(commune).toBeFocused();
    await chooseByKeyboard(page, commune, '21013');
    // The Brussels communes have quartiers: skip that list and submit.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: TEXT.nl.apply })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${PORTAL}/nl/zoeken?zone=communes:21013`);
    await expect(chips(page, 'nl')).toHaveText(['Gemeente: Sint-Gillis ×']);
    await expectCount(page, expected.nbHits);
    await expect(cards(page, 'nl').getByRole('heading')).toHaveText(expected.hits.map((h) => h.title!));
    await expectNoSeriousA11yViolations(page);
  });

  test('a content tab lists its records with their own facets and links to their pages', async ({ page, request }) => {
    const [events] = await engine(request, [{ indexName: 'events', params: { hitsPerPage: 20, facets: ['category_fr', 'language'], ...upcoming() } }]);
    expect(events.nbHits).toBeGreaterThan(20);
    await open(page, TEXT.fr.agenda);
    await expect(page.getByRole('navigation', { name: TEXT.fr.tabs }).getByRole('link', { name: /^Agenda/ })).toHaveAttribute('aria-current', 'page');
    await expectCount(page, events.nbHits);
    const first = events.hits[0];
    await expect(cards(page, 'fr').first().getByRole('link')).toHaveAttribute('href', `/fr/agenda/${(first.slug as { fr: string }).fr}`);
    const [category, count] = Object.entries(events.facets!['category_fr'])[0];
    await page.getByRole('group', { name: 'Catégorie' }).getByRole('checkbox', { name: new RegExp(`^${category} \\d`) }).check();
    await expectCount(page, count);
    await expect(page.getByRole('group', { name: 'Langue' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: TEXT.fr.tabs }).getByRole('link', { name: /^Informations utiles/ }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/recherche/liens-utiles`);
    const [infos] = await engine(request, [{ indexName: 'infos', params: { hitsPerPage: 20 } }]);
    await expectCount(page, infos.nbHits);
    await expect(cards(page, 'fr').first().getByRole('link')).toHaveAttribute('href', new RegExp('^/fr/informations-utiles/'));
    await expectNoSeriousA11yViolations(page);
  });

  test('the search-URL bar is for admins; the bookmarks filter for logged-in users', async ({ page, request }) => {
    await open(page, `${TEXT.fr.path}?q=aide`);
    await expect(page.getByText('URL de recherche:')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Uniquement mes favoris' })).toHaveCount(0);

    await gotoHydrated(page, '/fr/connexion');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill('admin@sam.example');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}/fr/mon-tableau-de-bord`);

    await gotoHydrated(page, `${PORTAL}${TEXT.fr.path}?q=aide`);
    const bar = page.getByLabel('URL de recherche:');
    await expect(bar).toHaveValue(`${PORTAL}/fr/recherche?q=aide`);
    await page.getByRole('group', { name: 'Tarif' }).getByRole('checkbox', { name: /^Gratuit/ }).check();
    await expect(bar).toHaveValue(`${PORTAL}/fr/recherche?q=aide&tarif=gratuit`);
    await expectNoSeriousA11yViolations(page);

    // "My bookmarks" filters on the user's own token, the same way the engine does.
    const user = (await (await page.request.get(`${API}/api/user`)).json()) as { search_bookmark_token: string };
    const mine = await directory(request, { query: 'aide', hitsPerPage: 0, facetFilters: [['tarif:gratuit']], filters: `bookmarkers.titre:"${user.search_bookmark_token}"` });
    await page.getByRole('checkbox', { name: 'Uniquement mes favoris' }).check();
    await expect(page).toHaveURL(`${PORTAL}/fr/recherche?q=aide&tarif=gratuit&favoris=1`);
    await expectCount(page, mine.nbHits);
  });
});
