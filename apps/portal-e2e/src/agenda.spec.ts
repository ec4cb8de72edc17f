import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { API, DASHBOARD, DEMO_PASSWORD, PORTAL } from './support/api';

interface Summary {
  slug: string;
  title: string;
  category: { slug: string; title: string } | null;
}
interface Category {
  slug: string;
  slug_fr: string;
  title: string;
  upcoming_count: number;
}

async function search(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${API}/api/events/search`, { data: body });
  expect(response.status()).toBe(200);
  return (await response.json()) as { data: Summary[]; meta: { current_page: number; per_page: number; total: number } };
}

/** The cards of the agenda list (one list item per event). */
const cards = (page: Page) => page.getByRole('list', { name: 'Agenda', exact: true }).getByRole('listitem');

/** iCalendar TEXT as written in the file: lines unfolded, then , ; \ escaped. */
const icsText = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`);

test.describe('agenda list', () => {
  for (const [locale, heading, filterHeading, pageStatus] of [
    ['fr', 'Agenda', 'Filtrer par catégorie', 'Page 1 sur'],
    ['nl', 'Agenda', 'Filteren op categorie', 'Pagina 1 van'],
  ] as const) {
    test(`/${locale}/agenda lists 30 upcoming events a page, server-rendered`, async ({ page, request }) => {
      const { data, meta } = await search(request, { locale });
      expect(meta.per_page).toBe(30);
      expect(meta.total).toBeGreaterThan(30);

      const html = await (await request.get(`${PORTAL}/${locale}/agenda`)).text();
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(`href="/${locale}/agenda/${data[0].slug}"`);

      await gotoHydrated(page, `/${locale}/agenda`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('heading', { name: filterHeading })).toBeVisible();
      await expect(cards(page)).toHaveCount(30);
      await expect(cards(page).first().getByRole('link')).toHaveText(data[0].title);
      await expect(cards(page).first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await expect(page.getByText(new RegExp(`^${pageStatus} ${Math.ceil(meta.total / 30)}$`))).toBeVisible();
      await expect(page.locator('link[rel="alternate"][hreflang="fr-BE"]')).toHaveAttribute('href', `${PORTAL}/fr/agenda`);
      await expect(page.locator('link[rel="alternate"][hreflang="nl-BE"]')).toHaveAttribute('href', `${PORTAL}/nl/agenda`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}/${locale}/agenda`);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the second page holds the rest, 30 at most, in a shareable URL', async ({ page, request }) => {
    const { meta } = await search(request, { locale: 'fr' });
    const second = await search(request, { locale: 'fr', page: 2 });
    await gotoHydrated(page, '/fr/agenda');
    await page.getByRole('link', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/agenda?page=2`);
    await expect(cards(page)).toHaveCount(Math.min(30, meta.total - 30));
    await expect(cards(page).first().getByRole('link')).toHaveText(second.data[0].title);
    await expect(page.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/fr/agenda');
    await expectNoSeriousA11yViolations(page);
  });

  test('the category filter narrows the list and switches language with its slug', async ({ page, request }) => {
    const categories = ((await (await request.get(`${API}/api/events/categories?locale=fr`)).json()) as { data: Category[] }).data;
    expect(categories.length).toBeGreaterThanOrEqual(8);
    const category = categories.find((c) => c.slug_fr === 'groupe-de-parole')!;
    expect(category.upcoming_count).toBeGreaterThan(0);
    const { meta } = await search(request, { locale: 'fr' });
    expect(category.upcoming_count).toBeLessThan(meta.total);

    await gotoHydrated(page, '/fr/agenda');
    await page.getByRole('link', { name: `${category.title} (${category.upcoming_count})` }).click();
    await expect(page).toHaveURL(`${PORTAL}/fr/agenda?categorie=groupe-de-parole`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Agenda – ${category.title}`);
    await expect(cards(page)).toHaveCount(Math.min(30, category.upcoming_count));
    for (const card of await cards(page).all()) await expect(card).toContainText(category.title);
    await expect(page.getByRole('link', { name: `${category.title} (${category.upcoming_count})` })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${PORTAL}/nl/agenda?categorie=praatgroep`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda – Praatgroep');
    await expect(cards(page)).toHaveCount(Math.min(30, category.upcoming_count));
  });
});

test.describe('event page', () => {
  test('shows the event with its organiser, JSON-LD, and downloads the .ics', async ({ page, request }) => {
    const event = (await search(request, { locale: 'fr', category: 'groupe-de-parole' })).data[0];
    const detail = ((await (await request.get(`${API}/api/events/${event.slug}?locale=fr`)).json()) as { data: { organiser: { slug: string; title: string } | null; place: string } }).data;

    await gotoHydrated(page, `/fr/agenda/${event.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(event.title);
    await expect(page.getByRole('heading', { name: 'En pratique' })).toBeVisible();
    await expect(page.getByText(detail.place).first()).toBeVisible();
    if (detail.organiser) {
      await expect(page.getByRole('link', { name: detail.organiser.title, exact: true })).toHaveAttribute('href', `/fr/prestataires/${detail.organiser.slug}`);
    }
    const jsonLd = JSON.parse((await page.locator('main script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Event', name: event.title });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PORTAL}/fr/agenda/${event.slug}`);
    await expect(page.getByText('Connectez-vous pour vous inscrire', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${icsText(event.title)}\r\n`);

    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(`${PORTAL}/nl/agenda/${event.slug}`);
    await expect(page.getByRole('heading', { name: 'Praktisch' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a logged-in user subscribes and bookmarks; both survive a reload', async ({ page, request }) => {
    const event = (await search(request, { locale: 'fr', category: 'atelier' })).data[0];
    await gotoHydrated(page, '/fr/connexion');
    await page.getByLabel('Adresse e-mail').fill('user@sam.example');
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`${DASHBOARD}/fr/mon-tableau-de-bord`);

    await gotoHydrated(page, `${PORTAL}/fr/agenda/${event.slug}`);
    const subscribe = page.getByRole('button', { name: 'Je participe' });
    const bookmark = page.getByRole('button', { name: 'Favori' });
    await expect(subscribe).toHaveAttribute('aria-pressed', 'false');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousA11yViolations(page);

    const subscribed = page.waitForResponse((r) => r.url().endsWith(`/api/events/${event.slug}/subscribe`) && r.status() === 200);
    await subscribe.click();
    await expect(subscribe).toHaveAttribute('aria-pressed', 'true');
    await subscribed;
    const bookmarked = page.waitForResponse((r) => r.url().endsWith(`/api/events/${event.slug}/bookmark`) && r.status() === 200);
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await bookmarked;
    await expect(page.getByText('Vous êtes inscrit à cet événement.', { exact: false })).toBeVisible();

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Je participe' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 participant inscrit', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Undo both, so the demo account is left as it was.
    const unsubscribed = page.waitForResponse((r) => r.url().endsWith(`/api/events/${event.slug}/subscribe`) && r.status() === 200);
    await page.getByRole('button', { name: 'Je participe' }).click();
    await unsubscribed;
    const unbookmarked = page.waitForResponse((r) => r.url().endsWith(`/api/events/${event.slug}/bookmark`) && r.status() === 200);
    await page.getByRole('button', { name: 'Favori' }).click();
    await unbookmarked;
    await page.reload();
    await expect(page.getByRole('button', { name: 'Je participe' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Favori' })).toHaveAttribute('aria-pressed', 'false');
  });
});
