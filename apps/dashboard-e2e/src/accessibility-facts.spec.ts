import { expect, test, type Locator, type Page } from '@playwright/test';
import { DASHBOARD, expectAccessible, logIn, PORTAL, registerVerifiedAccount } from './support';

/*
 * Issue 17 item 2 against the real API, engine and both apps: a provider ticks "step-free
 * entrance" on an address in tab 2 of the listing editor, saves and asks for validation; once the
 * team approves, the search facet "Accessibilité / Toegankelijkheid" counts one more step-free
 * address (the change reaches the index through the change feed: the spec waits for the count,
 * never for a time) and the provider page lists the fact, in French and in Dutch.
 */

const BASE = `${DASHBOARD}/fr/mon-tableau-de-bord`;
const SEARCH = { fr: `${PORTAL}/fr/recherche`, nl: `${PORTAL}/nl/zoeken` } as const;
const FACET = { fr: { group: 'Accessibilité', option: 'Entrée de plain-pied' }, nl: { group: 'Toegankelijkheid', option: 'Drempelvrije ingang' } } as const;
type Locale = keyof typeof SEARCH;

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, '') || '0');

/** Portal pages with the cookie choice made, once hydrated. */
async function openPortal(page: Page, url: string) {
  const consent = { v: 1, functional: false, at: new Date().toISOString() };
  await page.context().addCookies([{ name: 'sam_consent', value: encodeURIComponent(JSON.stringify(consent)), url: PORTAL }]);
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** The step-free checkbox of the accessibility facet on the search page. */
const stepFreeOption = (page: Page, locale: Locale): Locator =>
  page.getByRole('group', { name: FACET[locale].group, exact: true }).getByRole('checkbox', { name: new RegExp(`^${FACET[locale].option} \\d`) });

/** The count beside the step-free option, as the search page shows it now. */
async function stepFreeCount(page: Page, locale: Locale): Promise<number> {
  const option = stepFreeOption(page, locale);
  await openPortal(page, SEARCH[locale]);
  // Searching from the page asks the engine from the browser (the server-rendered results may be missing).
  await page.getByRole('search').getByRole('button').first().click();
  await expect(option).toBeVisible();
  const [, count] = await option.locator('xpath=..').locator('span').allTextContents();
  return digits(count);
}

/** Answers the dashboard's cookie bar once, so it covers nothing. */
async function dismissCookieBar(page: Page) {
  const bar = page.getByRole('region', { name: 'Nous respectons votre vie privée' });
  if (await bar.isVisible()) await bar.getByRole('button', { name: 'Tout accepter' }).click();
}

test('a provider adds step-free access to an address; once approved it is a facet count and a fact of the provider page, in both languages', async ({ browser }) => {
  test.setTimeout(240_000);
  const token = `acces${Date.now().toString(36)}`;
  const title = `Centre de jour ${token}`;

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const before = { fr: await stepFreeCount(visitor, 'fr'), nl: await stepFreeCount(visitor, 'nl') };
  expect(before.nl).toBe(before.fr);
  await expectAccessible(visitor);

  // --- the provider: a new listing, then step-free access on its address in tab 2 ---
  const providerContext = await browser.newContext();
  const page = await providerContext.newPage();
  await registerVerifiedAccount(page, 'acces');
  await page.goto(`${BASE}/creer-un-prestataire`);
  await dismissCookieBar(page);
  await page.getByLabel('Nom du service *').fill(title);
  await page.getByLabel('Secteur *').selectOption({ label: 'Santé' });
  await page.getByLabel('Activité principale *').selectOption({ index: 1 });
  await page.getByLabel('Rue *').fill('Rue du Trône');
  await page.getByLabel('Numéro').fill('14');
  await page.getByLabel('Code postal *').fill('1050');
  await page.getByLabel('Localité *').fill('Ixelles');
  await page.getByRole('button', { name: 'Créer le brouillon' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier ma fiche');

  await page.getByRole('tab', { name: '2. Adresses et zones de couverture' }).click();
  const addresses = page.getByRole('tabpanel', { name: '2. Adresses et zones de couverture' });
  const facts = addresses.getByRole('group', { name: 'Accessibilité de l’adresse 1' });
  await expect(facts.getByRole('checkbox')).toHaveCount(7);
  await expect(facts.getByRole('checkbox', { name: 'Entrée de plain-pied' })).not.toBeChecked();
  // By keyboard, as anyone may tick it.
  await facts.getByRole('checkbox', { name: 'Entrée de plain-pied' }).focus();
  await page.keyboard.press('Space');
  await expect(facts.getByRole('checkbox', { name: 'Entrée de plain-pied' })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Modifications enregistrées. Demandez la validation pour les publier.')).toBeVisible();
  // The saved edit copy comes back with the fact ticked.
  await page.reload();
  await page.getByRole('tab', { name: '2. Adresses et zones de couverture' }).click();
  await expect(page.getByRole('group', { name: 'Accessibilité de l’adresse 1' }).getByRole('checkbox', { name: 'Entrée de plain-pied' })).toBeChecked();
  await page.getByRole('button', { name: 'Demander la validation' }).click();
  await expect(page.getByText('État : En attente de validation')).toBeVisible();

  // --- the SAM team approves; the diff names the fact ---
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin@sam.example');
  await admin.goto(`${BASE}/validations`);
  await dismissCookieBar(admin);
  const item = admin.getByRole('article', { name: new RegExp(`^${title}, version`) });
  await expect(item.getByRole('row', { name: /Adresses/ })).toContainText('Accessibilité (Entrée de plain-pied)');
  await item.getByRole('button', { name: `Approuver ${title}` }).click();
  await expect(admin.getByText(`La version de « ${title} » a été approuvée et publiée.`)).toBeVisible();
  await adminContext.close();

  // --- the portal: one more step-free address in the facet, in both languages ---
  await expect.poll(() => stepFreeCount(visitor, 'fr'), { timeout: 60_000 }).toBe(before.fr + 1);
  await expect.poll(() => stepFreeCount(visitor, 'nl'), { timeout: 60_000 }).toBe(before.nl + 1);
  // Ticking the facet and searching the listing's token finds it.
  await openPortal(visitor, `${SEARCH.fr}?q=${token}&acces=step_free_entrance`);
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await expect(stepFreeOption(visitor, 'fr')).toBeChecked();
  await expectAccessible(visitor);

  // --- the provider page lists the fact beside an icon, in French and in Dutch ---
  const slug = new URL(page.url()).pathname.split('/').at(-1)!;
  for (const [locale, url] of [
    ['fr', `${PORTAL}/fr/prestataires/sante/${slug}`],
    ['nl', `${PORTAL}/nl/zorgverleners/gezondheid/${slug}`],
  ] as const) {
    await openPortal(visitor, url);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    const list = visitor.getByRole('list', { name: FACET[locale].group });
    await expect(list.getByRole('listitem')).toHaveText([FACET[locale].option]);
    await expect(list.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await expectAccessible(visitor);
  }
  await providerContext.close();
  await visitorContext.close();
});
