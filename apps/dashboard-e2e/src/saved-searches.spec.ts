import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { API, DASHBOARD, PORTAL, apiWrite, expectAccessible, logIn, registerVerifiedAccount } from './support';

/*
 * Issue 17, saved searches with alerts, in a real browser and both locales: a visitor is asked to
 * log in; a user saves the portal's search with a daily or weekly alert; the dashboard lists it;
 * a listing published after the save is in the alert mail and one published before is not; the
 * mail's link stops the alerts without a session.
 */

const DAY = 86_400_000;

const TEXT = {
  fr: {
    save: 'Sauvegarder cette recherche',
    loggedOut: /Connectez-vous pour sauvegarder cette recherche/,
    name: 'Nom de la recherche',
    frequency: { daily: 'Chaque jour', weekly: 'Chaque semaine' },
    submit: 'Sauvegarder',
    saved: (name: string) => `La recherche « ${name} » est sauvegardée. Retrouvez-la dans Mes recherches.`,
    page: `${DASHBOARD}/fr/mon-tableau-de-bord/mes-recherches`,
    heading: 'Mes recherches',
    alertLabel: (name: string) => `Alerte par e-mail pour « ${name} »`,
    subject: (name: string) => `Nouveaux résultats pour votre recherche «\u00a0${name}\u00a0»`,
    stopPath: /\/fr\/recherches\/alertes\/arreter\/\d+\/[0-9a-f]{64}$/,
    stopHeading: 'Arrêter les alertes d’une recherche',
    stop: 'Arrêter les alertes',
    stopped: 'C’est fait : vous ne recevrez plus d’alerte pour cette recherche.',
    none: 'Aucune',
    search: '/fr/recherche',
    provider: '/fr/prestataires/',
  },
  nl: {
    save: 'Deze zoekopdracht bewaren',
    loggedOut: /Meld u aan om deze zoekopdracht te bewaren/,
    name: 'Naam van de zoekopdracht',
    frequency: { daily: 'Elke dag', weekly: 'Elke week' },
    submit: 'Bewaren',
    saved: (name: string) => `De zoekopdracht ‘${name}’ is bewaard. U vindt ze terug bij Mijn zoekopdrachten.`,
    page: `${DASHBOARD}/nl/my-dashboard/mijn-zoekopdrachten`,
    heading: 'Mijn zoekopdrachten',
    alertLabel: (name: string) => `Melding per e-mail voor ‘${name}’`,
    subject: (name: string) => `Nieuwe resultaten voor uw zoekopdracht ‘${name}’`,
    stopPath: /\/nl\/zoekopdrachten\/meldingen\/stoppen\/\d+\/[0-9a-f]{64}$/,
    stopHeading: 'Meldingen van een zoekopdracht stoppen',
    stop: 'Meldingen stoppen',
    stopped: 'Klaar: u krijgt geen meldingen meer voor deze zoekopdracht.',
    none: 'Geen',
    search: '/nl/zoeken',
    provider: '/nl/zorgverleners/',
  },
} as const;

/** A listing made public through the real flow: a draft by a verified provider, sent for validation, approved by the team. */
async function publishListing(browser: Browser, provider: APIRequestContext, title: string): Promise<string> {
  const created = await apiWrite(provider, 'POST', '/api/prestataires', {
    title,
    sector_id: 1,
    besoin_id: 2,
    address: { street: 'Rue de la Loi', number: '16', postal_code: '1000', locality: 'Bruxelles', accessibility: [] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = ((await created.json()) as { data: { listing: { slug: string } } }).data.listing;
  const committed = await apiWrite(provider, 'POST', '/api/prestataires/commit', { slug });
  expect(committed.status(), await committed.text()).toBe(200);
  const version = ((await committed.json()) as { data: { pending_version: { id: number } } }).data.pending_version.id;

  const admin = await browser.newContext();
  const page = await admin.newPage();
  await logIn(page, 'admin@sam.example');
  const approved = await apiWrite(admin.request, 'POST', `/api/prestataires/versions/${version}/approve`, {});
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.close();
  return slug;
}

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  links: string[];
}

for (const locale of ['fr', 'nl'] as const) {
  const t = TEXT[locale];
  const frequency = locale === 'fr' ? 'daily' : 'weekly';

  test(`saved search (${locale}): save on the portal, list in the dashboard, an alert lists only what was published after the save, stop it without login`, async ({ browser }) => {
    const token = `veille${locale}${Date.now().toString(36)}`;
    const name = `Veille ${token}`;
    const providerContext = await browser.newContext();
    const providerPage = await providerContext.newPage();
    await registerVerifiedAccount(providerPage, `fournisseur-${locale}`, locale);
    const olderSlug = await publishListing(browser, providerContext.request, `Centre ${token} ancien`);

    const context = await browser.newContext({ locale: locale === 'fr' ? 'fr-BE' : 'nl-BE' });
    const page = await context.newPage();
    const searchUrl = `${PORTAL}${t.search}?q=${token}`;

    // A visitor is asked to log in first.
    await page.goto(searchUrl);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByText(t.loggedOut)).toBeVisible();

    const account = await registerVerifiedAccount(page, `veilleur-${locale}`, locale);
    await page.goto(searchUrl);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: t.save }).click();
    await page.getByLabel(t.name).fill(name);
    await page.getByRole('radio', { name: t.frequency[frequency] }).check();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByText(t.saved(name))).toBeVisible();

    // The dashboard lists it: its link opens the same search on the portal, its alert is the one chosen.
    await page.goto(t.page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('combobox', { name: t.alertLabel(name) })).toHaveValue(frequency);
    await expect(row.getByRole('link', { name })).toHaveAttribute('href', `${PORTAL}${t.search}?q=${token}`);
    await expectAccessible(page);

    // Published after the save: in the next alert, the older one never.
    const newerSlug = await publishListing(browser, providerContext.request, `Centre ${token} nouveau`);
    const run = await apiWrite(page.request, 'POST', '/dev/saved-search-alerts/run', { now: new Date(Date.now() + (frequency === 'daily' ? 1.1 : 7.1) * DAY).toISOString() });
    expect(run.status(), await run.text()).toBe(200);

    let alert: OutboxMessage | undefined;
    await expect
      .poll(async () => {
        const { data } = (await (await page.request.get(`${API}/dev/outbox`)).json()) as { data: OutboxMessage[] };
        alert = data.find((m) => m.to === account.email && m.subject === t.subject(name));
        return alert?.subject;
      })
      .toBe(t.subject(name));
    const providerLinks = alert!.links.filter((l) => l.includes(t.provider));
    expect(providerLinks).toHaveLength(1);
    expect(providerLinks[0]).toMatch(new RegExp(`${newerSlug}$`));
    expect(alert!.links.some((l) => l.endsWith(olderSlug))).toBe(false);
    const raw = await (await page.request.get(`${API}/dev/outbox/${alert!.id}`)).text();
    expect(raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/saved-searches\/unsubscribe\?id=\d+&token=[0-9a-f]{64}>/m);

    // The mail's link stops the alerts without a session.
    const stopLink = alert!.links.find((l) => t.stopPath.test(l))!;
    expect(stopLink).toBeTruthy();
    const stranger = await browser.newContext();
    const stopPage = await stranger.newPage();
    await stopPage.goto(stopLink);
    await stopPage.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(stopPage.getByRole('heading', { level: 1 })).toHaveText(t.stopHeading);
    await expectAccessible(stopPage);
    await stopPage.getByRole('button', { name: t.stop }).click();
    await expect(stopPage.getByRole('main').getByRole('status')).toContainText(t.stopped);
    await stranger.close();

    await page.goto(t.page);
    await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('combobox', { name: t.alertLabel(name) })).toHaveValue('none');
    await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('combobox')).toContainText(t.none);
    await context.close();
    await providerContext.close();
  });
}
