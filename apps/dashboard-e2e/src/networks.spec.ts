import { expect, test, type Browser, type Page } from '@playwright/test';
import { API, DASHBOARD, apiWrite, expectAccessible, registerVerifiedAccount } from './support';

type Locale = 'fr' | 'nl';

/** The words of the network pages in each language (the catalogue's, as a user reads them). */
const T = {
  fr: {
    base: '/fr/mon-tableau-de-bord',
    myNetwork: '/mon-reseau',
    link: '/mon-reseau/ajouter-a-mon-reseau/lier',
    light: '/travailler-en-reseau',
    consent: '/travailler-en-reseau/consentement',
    search: 'Nom, e-mail ou numéro d’entreprise',
    searchButton: 'Chercher',
    invite: 'Inviter :',
    accept: 'Accepter :',
    joinBack: 'Accepter et rejoindre en retour :',
    refuse: 'Refuser :',
    cancel: 'Annuler :',
    leave: 'Quitter le réseau de',
    invitations: /^Invitations reçues et envoyées/,
    requests: /^Mes demandes en attente/,
    members: /^Mes bonnes adresses/,
    networks: /^Mes réseaux/,
    member: '(membre)',
    count: (n: number) => (n === 0 ? 'aucun membre' : `${n} membre`),
    giveConsent: 'Donner mon consentement pour',
    lightTitle: 'Travailler en réseau',
    consentTitle: 'Consentement au travail en réseau',
  },
  nl: {
    base: '/nl/my-dashboard',
    myNetwork: '/mijn-netwerk',
    link: '/mijn-netwerk/toevoegen-aan-mijn-netwerk/koppelen',
    light: '/netwerken',
    consent: '/netwerken/toestemming',
    search: 'Naam, e-mail of ondernemingsnummer',
    searchButton: 'Zoeken',
    invite: 'Uitnodigen:',
    accept: 'Aanvaarden:',
    joinBack: 'Aanvaarden en wederzijds aansluiten:',
    refuse: 'Weigeren:',
    cancel: 'Annuleren:',
    leave: 'Netwerk verlaten van',
    invitations: /^Ontvangen en verstuurde uitnodigingen/,
    requests: /^Mijn openstaande aanvragen/,
    members: /^Mijn goede adressen/,
    networks: /^Mijn netwerken/,
    member: '(lid)',
    count: (n: number) => (n === 0 ? 'geen leden' : `${n} lid`),
    giveConsent: 'Mijn toestemming geven voor',
    lightTitle: 'In een netwerk werken',
    consentTitle: 'Toestemming om te netwerken',
  },
} as const;

interface Provider {
  page: Page;
  slug: string;
  title: string;
}

/** A new verified account in its own browser, owning a new listing (consenting to networking unless told otherwise). */
async function provider(browser: Browser, prefix: string, locale: Locale, consent = true): Promise<Provider> {
  const context = await browser.newContext({ locale: locale === 'fr' ? 'fr-BE' : 'nl-BE' });
  const page = await context.newPage();
  await registerVerifiedAccount(page, prefix, locale);
  const request = context.request;
  const sectors = (await (await request.get(`${API}/api/sectors`)).json()) as { data: { id: number }[] };
  const besoins = (await (await apiWrite(request, 'POST', '/api/besoins/search', { locale })).json()) as { data: { id: number }[] };
  const title = `${prefix} ${Date.now().toString(36)}`;
  const created = await apiWrite(request, 'POST', '/api/prestataires', {
    title,
    sector_id: sectors.data[0].id,
    besoin_id: besoins.data[0].id,
    address: { street: 'Rue Haute', number: '10', postal_code: '1000', locality: 'Bruxelles' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { slug } = ((await created.json()) as { data: { listing: { slug: string } } }).data.listing;
  if (consent) expect((await apiWrite(request, 'POST', `/api/prestataires/${slug}/give-consent`, { consent: true })).status()).toBe(200);
  // The cookie choice is made: the consent bar stays out of the way.
  await context.addCookies([{ name: 'sam_consent', value: encodeURIComponent(JSON.stringify({ v: 1, functional: false, at: new Date().toISOString() })), url: DASHBOARD }]);
  return { page, slug, title };
}

async function open(who: Provider, locale: Locale, path: string) {
  await who.page.goto(`${DASHBOARD}${T[locale].base}${path}`);
  await expect(who.page.getByRole('heading', { level: 1 })).toBeVisible();
}

const region = (who: Provider, name: RegExp) => who.page.getByRole('region', { name });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button named by its visible verb and the hidden name of its item ('Accepter : X'); the hidden part may come with its own space. */
const named = (verb: string, title: string) => new RegExp(`^${escape(verb).replace(/\s*:$/, '\\s*:')}\\s*${escape(title)}$`);

for (const locale of ['fr', 'nl'] as const) {
  test(`networks (${locale}): A invites B, B accepts, both see member; B leaves; refuse, cancel and accept-and-join-back`, async ({ browser }) => {
    const t = T[locale];
    const a = await provider(browser, 'tete', locale);
    const b = await provider(browser, 'membre', locale);

    // A finds B and invites it (lier).
    await open(a, locale, t.link);
    await a.page.getByLabel(t.search).fill(b.title);
    await a.page.getByRole('button', { name: t.searchButton, exact: true }).click();
    await a.page.getByRole('button', { name: named(t.invite, b.title) }).click();
    await expectAccessible(a.page);

    // B accepts from its invitations; both see "member".
    await open(b, locale, t.myNetwork);
    await region(b, t.invitations).getByRole('button', { name: named(t.accept, a.title) }).click();
    await expect(region(b, t.networks).getByText(a.title, { exact: true })).toBeVisible();
    await expect(region(b, t.networks)).toContainText(t.member);
    await expectAccessible(b.page);
    await open(a, locale, t.myNetwork);
    await expect(region(a, t.members).getByText(b.title, { exact: true })).toBeVisible();
    await expect(region(a, t.members)).toContainText(t.member);
    await expect(a.page.getByTestId('network-count')).toContainText(t.count(1));
    await expectAccessible(a.page);

    // B leaves: A's count drops.
    await open(b, locale, t.myNetwork);
    await region(b, t.networks).getByRole('button', { name: named(t.leave, a.title) }).click();
    await expect(region(b, t.networks).getByText(a.title, { exact: true })).toHaveCount(0);
    await open(a, locale, t.myNetwork);
    await expect(a.page.getByTestId('network-count')).toContainText(t.count(0));

    // Invited again, B refuses.
    const aRequest = a.page.context().request;
    expect((await apiWrite(aRequest, 'POST', '/api/networks/invitations', { head: a.slug, member: b.slug }, locale)).status()).toBe(201);
    await open(b, locale, t.myNetwork);
    await region(b, t.invitations).getByRole('button', { name: named(t.refuse, a.title) }).click();
    await expect(region(b, t.invitations).getByText(a.title, { exact: true })).toHaveCount(0);

    // Invited again, A cancels.
    expect((await apiWrite(aRequest, 'POST', '/api/networks/invitations', { head: a.slug, member: b.slug }, locale)).status()).toBe(201);
    await open(a, locale, t.myNetwork);
    await region(a, t.invitations).getByRole('button', { name: named(t.cancel, b.title) }).click();
    await expect(region(a, t.invitations).getByText(b.title, { exact: true })).toHaveCount(0);

    // An unknown relation is a 404.
    const refused = await apiWrite(aRequest, 'POST', '/api/networks/relations/999999999/accept', {}, locale);
    expect(refused.status()).toBe(404);

    // B asks to join; A accepts and joins back: B is a member, and B receives A's request the other way.
    expect((await apiWrite(b.page.context().request, 'POST', '/api/networks/requests', { head: a.slug, member: b.slug }, locale)).status()).toBe(201);
    await open(a, locale, t.myNetwork);
    await region(a, t.requests).getByRole('button', { name: named(t.joinBack, b.title) }).click();
    await expect(region(a, t.members).getByText(b.title, { exact: true })).toBeVisible();
    await open(b, locale, t.myNetwork);
    await expect(region(b, t.networks).getByText(a.title, { exact: true })).toBeVisible();
    await expect(region(b, t.requests).getByRole('button', { name: named(t.accept, a.title) })).toBeVisible();
    await expectAccessible(b.page);
    const illegal = await apiWrite(a.page.context().request, 'POST', '/api/networks/invitations', { head: a.slug, member: b.slug }, locale);
    expect(illegal.status()).toBe(409);
  });

  test(`networks (${locale}): a provider without consent lands on the consent page and can give it there`, async ({ browser }) => {
    const t = T[locale];
    const c = await provider(browser, 'sans-accord', locale, false);
    await c.page.goto(`${DASHBOARD}${t.base}${t.light}`);
    await expect(c.page).toHaveURL(new RegExp(`${t.consent}$`));
    await expect(c.page.getByRole('heading', { level: 1 })).toHaveText(t.consentTitle);
    await expectAccessible(c.page);
    await c.page.getByRole('button', { name: named(t.giveConsent, c.title) }).click();
    await expect(c.page.getByRole('button', { name: new RegExp(c.title) })).not.toHaveText(new RegExp(`^${t.giveConsent}`));
    await c.page.goto(`${DASHBOARD}${t.base}${t.light}`);
    await expect(c.page.getByRole('heading', { level: 1 })).toHaveText(t.lightTitle);
    await expectAccessible(c.page);
  });
}
