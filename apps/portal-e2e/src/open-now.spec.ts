import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, apiWrite, signedIn } from './support/api';

/**
 * Open now (issue 17): the provider page and the search page's filter follow the browser's clock,
 * fixed here with page.clock, in Brussels time. The listing (created for this spec) is open Monday
 * to Friday 9:00–17:00 and closed on Friday 15 January 2027 (its closure); Easter Monday 2027
 * (29 March) is a public holiday.
 */

const THURSDAY_10H = new Date('2027-01-14T09:00:00Z'); // 10:00 in Brussels (UTC+1)
const THURSDAY_18H = new Date('2027-01-14T17:00:00Z');
const CLOSURE_DAY_10H = new Date('2027-01-15T09:00:00Z');
const EASTER_MONDAY_10H = new Date('2027-03-29T08:00:00Z'); // 10:00 in Brussels (UTC+2 since 28 March)

/** A word no seeded listing has, so the search finds this spec's listing alone. */
const WORD = `Horaria${Date.now().toString(26).replace(/[0-9]/g, (digit) => 'qrstuvwxyz'[Number(digit)])}`;
const TITLE = `Permanence ${WORD}`;

/** The listing through its real lifecycle: the provider creates and edits it (hours, a closure), the SAM team approves. */
async function publishListing(playwright: PlaywrightWorkerArgs['playwright']): Promise<{ fr: string; nl: string }> {
  const owner = await signedIn(playwright, 'provider@sam.example');
  const admin = await signedIn(playwright, 'admin@sam.example');
  try {
    const parc = (await (await owner.get(`${API}/api/prestataires/maison-medicale-du-parc`)).json()) as {
      data: { sectors: { id: number; slug_fr: string; slug_nl: string; is_main: boolean }[]; besoins: { id: number }[] };
    };
    const sector = parc.data.sectors.find((s) => s.is_main) ?? parc.data.sectors[0];
    const created = await apiWrite(owner, 'POST', '/api/prestataires', {
      title: TITLE,
      sector_id: sector.id,
      besoin_id: parc.data.besoins[0].id,
      address: { street: 'Rue Haute', number: '160', postal_code: '1000', locality: 'Bruxelles' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const copy = (await created.json()) as { data: { listing: { slug: string }; values: Record<string, unknown> } };
    const slug = copy.data.listing.slug;
    const values = {
      ...copy.data.values,
      opening_hours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:00', closes: '17:00' })),
      closures: [{ starts_on: '2027-01-15', ends_on: '2027-01-15', reason_fr: 'Inventaire', reason_nl: 'Inventaris' }],
    };
    const saved = await apiWrite(owner, 'PUT', `/api/prestataires/${slug}`, values);
    expect(saved.status(), await saved.text()).toBe(200);
    const commit = await apiWrite(owner, 'POST', '/api/prestataires/commit', { slug });
    expect(commit.status(), await commit.text()).toBe(200);
    const { data } = (await commit.json()) as { data: { pending_version: { id: number } } };
    expect((await apiWrite(admin, 'POST', `/api/prestataires/versions/${data.pending_version.id}/approve`, {})).status()).toBe(200);
    return { fr: `/fr/prestataires/${sector.slug_fr}/${slug}`, nl: `/nl/zorgverleners/${sector.slug_nl}/${slug}` };
  } finally {
    await owner.dispose();
    await admin.dispose();
  }
}

/** Picks a radio of the filter; it shows checked once the search state has the choice. */
async function choose(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await expect(radio).toBeChecked();
}

async function statusAt(page: Page, url: string, now: Date) {
  await page.clock.setFixedTime(now);
  await gotoHydrated(page, url);
  return page.getByTestId('open-now');
}

test.describe('open now', () => {
  let pages: { fr: string; nl: string };

  test.beforeAll(async ({ playwright }) => {
    pages = await publishListing(playwright);
  });

  test('the provider page says whether it is open and when it opens next, in both languages', async ({ page }) => {
    await expect(await statusAt(page, pages.fr, THURSDAY_10H)).toHaveText('Ouvert maintenant · ferme à 17:00');
    await expect(page.getByRole('region', { name: 'Fermetures exceptionnelles' })).toContainText('Le vendredi 15 janvier 2027 — Inventaire');
    await expectNoSeriousA11yViolations(page);
    // Thursday evening: Friday is the closure day, so Monday.
    await expect(await statusAt(page, pages.nl, THURSDAY_18H)).toHaveText('Gesloten · opent maandag om 9:00');
    await expect(page.getByRole('region', { name: 'Uitzonderlijke sluitingen' })).toContainText('Op vrijdag 15 januari 2027 — Inventaris');

    // The closure day: closed, next opening after the weekend.
    await expect(await statusAt(page, pages.fr, CLOSURE_DAY_10H)).toHaveText('Fermé aujourd’hui, fermeture exceptionnelle (Inventaire) · ouvre lundi à 9:00');
    await expect(await statusAt(page, pages.nl, CLOSURE_DAY_10H)).toHaveText('Vandaag gesloten, uitzonderlijke sluiting (Inventaris) · opent maandag om 9:00');

    // Easter Monday: a public holiday, computed.
    await expect(await statusAt(page, pages.fr, EASTER_MONDAY_10H)).toHaveText('Fermé aujourd’hui, jour férié (lundi de Pâques) · ouvre demain à 9:00');
    await expect(await statusAt(page, pages.nl, EASTER_MONDAY_10H)).toHaveText('Vandaag gesloten, wettelijke feestdag (Paasmaandag) · opent morgen om 9:00');
    await expectNoSeriousA11yViolations(page);
  });

  for (const [locale, text] of [
    ['fr', { path: '/fr/recherche', now: 'Ouvert maintenant', at: 'Ouvert le … à …', any: 'Peu importe', date: 'Date', time: 'Heure', empty: 'Aucun résultat', holiday: 'jour férié (lundi de Pâques)' }],
    ['nl', { path: '/nl/zoeken', now: 'Nu open', at: 'Open op … om …', any: 'Maakt niet uit', date: 'Datum', time: 'Uur', empty: 'Geen resultaten', holiday: 'wettelijke feestdag (Paasmaandag)' }],
  ] as const) {
    test(`the search filter follows the clock, the closure and the public holiday (${locale})`, async ({ page }) => {
      await page.clock.setFixedTime(THURSDAY_10H);
      await gotoHydrated(page, `${text.path}?q=${WORD}`);
      const results = page.locator('#search-results');
      const listing = results.getByRole('link', { name: TITLE });

      await choose(page, text.now);
      await expect(page).toHaveURL(/ouvert=maintenant/);
      await expect(listing).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The same filter after hours finds nothing (the browser's clock, not the server's).
      await page.clock.setFixedTime(THURSDAY_18H);
      await choose(page, text.any);
      await expect(listing).toBeVisible();
      await choose(page, text.now);
      await expect(results).toContainText(text.empty);

      // Open on … at …: the closure day, then an ordinary Monday, then Easter Monday.
      await choose(page, text.at);
      await page.getByLabel(text.time, { exact: true }).fill('10:00');
      await page.getByLabel(text.date, { exact: true }).fill('2027-01-15');
      await expect(page).toHaveURL(/ouvert=2027-01-15T10:00/);
      await expect(results).toContainText(text.empty);
      await page.getByLabel(text.date, { exact: true }).fill('2027-01-18');
      await expect(listing).toBeVisible();
      await page.getByLabel(text.date, { exact: true }).fill('2027-03-29');
      await expect(results).toContainText(text.empty);
      await expect(page.getByRole('status').filter({ hasText: text.holiday })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The address keeps the choice: a reload shows the same filter. The search's router writes the
      // address 400 ms after the last change (route-router.ts writeDelay): wait for it.
      await expect(page).toHaveURL(/ouvert=2027-03-29T10:00/);
      await gotoHydrated(page, page.url());
      await expect(page.getByRole('radio', { name: text.at })).toBeChecked();
      await expect(page.getByLabel(text.date, { exact: true })).toHaveValue('2027-03-29');
    });
  }
});
