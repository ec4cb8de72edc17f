import { expect, test, type Browser, type Page } from '@playwright/test';
import { API, DASHBOARD, DEMO_PASSWORD, csrfToken } from './support/api';
import { expectNoSeriousA11yViolations, gotoHydrated } from './support/axe';
import { mailTextWith, TEAM_EMAIL } from './support/mailbox';

/*
 * Issue 17, "report an error", in both languages: a visitor reports an error on a provider page;
 * the owner (without the reporter's contact) and the team receive it; an admin finds it in the
 * dashboard's moderation list, replies by mail (in the reporter's language) and marks it handled.
 */

const OWNER_EMAIL = 'provider@sam.example';
const TITLE = 'Maison médicale du Parc';

const locales = {
  fr: {
    page: '/fr/prestataires/sante/maison-medicale-du-parc',
    toggle: 'Signaler une erreur sur cette fiche',
    form: `Signaler une erreur sur « ${TITLE} »`,
    message: 'Ce qui est erroné',
    name: 'Nom (facultatif)',
    email: 'Adresse e-mail pour une réponse (facultatif)',
    submit: 'Envoyer le signalement',
    required: 'Ce champ est obligatoire.',
    sent: 'Merci, votre signalement a été envoyé',
    reportsPage: `${DASHBOARD}/fr/mon-tableau-de-bord/signalements`,
    cookies: 'Tout accepter',
    nav: 'Mon espace',
    menu: 'Signalements',
    replyOpen: (id: string) => `Répondre par e-mail (signalement n° ${id})`,
    replyForm: (id: string) => `Réponse au signalement n° ${id}`,
    replyText: (email: string) => `Votre réponse à ${email}`,
    replySend: 'Envoyer la réponse',
    replied: (email: string) => `Votre réponse a été envoyée à ${email}.`,
    markHandled: (id: string) => `Marquer comme traité (signalement n° ${id})`,
    marked: (id: string) => `Le signalement n° ${id} est marqué comme traité.`,
    handledFilter: /^Traités \(\d+\)$/,
    handledStatus: /Traité le .+ par Anne Lambert/,
    replySubject: /^Votre signalement sur «\u00a0Maison médicale du Parc\u00a0»$/,
  },
  nl: {
    page: '/nl/zorgverleners/gezondheid/maison-medicale-du-parc',
    toggle: 'Een fout op deze fiche melden',
    form: `Een fout melden op “${TITLE}”`,
    message: 'Wat niet klopt',
    name: 'Naam (optioneel)',
    email: 'E-mailadres voor een antwoord (optioneel)',
    submit: 'Melding versturen',
    required: 'Dit veld is verplicht.',
    sent: 'Bedankt, uw melding is verstuurd',
    reportsPage: `${DASHBOARD}/nl/my-dashboard/meldingen`,
    cookies: 'Alles aanvaarden',
    nav: 'Mijn ruimte',
    menu: 'Meldingen',
    replyOpen: (id: string) => `Per e-mail antwoorden (melding nr. ${id})`,
    replyForm: (id: string) => `Antwoord op melding nr. ${id}`,
    replyText: (email: string) => `Uw antwoord aan ${email}`,
    replySend: 'Antwoord versturen',
    replied: (email: string) => `Uw antwoord is verstuurd naar ${email}.`,
    markHandled: (id: string) => `Als behandeld markeren (melding nr. ${id})`,
    marked: (id: string) => `Melding nr. ${id} is als behandeld gemarkeerd.`,
    handledFilter: /^Behandeld \(\d+\)$/,
    handledStatus: /Behandeld op .+ door Anne Lambert/,
    replySubject: /^Uw melding over “Maison médicale du Parc”$/,
  },
} as const;

/** Logs the browser context in as a demo account (CSRF cookie first, then POST /login). */
async function logIn(page: Page, email: string) {
  const request = page.context().request;
  const response = await request.post(`${API}/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': await csrfToken(request), Accept: 'application/json', Origin: DASHBOARD },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function adminPage(browser: Browser, locale: 'fr' | 'nl') {
  const context = await browser.newContext({ locale: locale === 'fr' ? 'fr-BE' : 'nl-BE' });
  const page = await context.newPage();
  await logIn(page, 'admin@sam.example');
  return page;
}

for (const [locale, t] of Object.entries(locales) as ['fr' | 'nl', (typeof locales)[keyof typeof locales]][]) {
  test(`report an error (${locale}): the owner and the team are mailed, the admin replies and marks it handled`, async ({ page, request, browser }) => {
    const token = `${locale}${Date.now().toString(36)}`;
    const reporterEmail = `signaleur-${token}@example.be`;
    const text = `Le téléphone du secrétariat a changé (${token}).`;

    await gotoHydrated(page, t.page);
    const toggle = page.getByText(t.toggle, { exact: true });
    // A disclosure: closed, its form is out of sight and out of the tab order.
    await expect(page.getByRole('form', { name: t.form })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: t.form });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: t.submit }).click();
    await expect(form.getByText(t.required)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('textbox', { name: t.message }).fill(text);
    await form.getByRole('textbox', { name: t.name }).fill('Nadia Benali');
    await form.getByRole('textbox', { name: t.email }).fill(reporterEmail);
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The owner's mail, in their account's language (French), without who reported it.
    const owner = await mailTextWith(request, OWNER_EMAIL, /^Une erreur a été signalée sur votre fiche «\u00a0Maison médicale du Parc\u00a0»$/, token);
    expect(owner.text).toContain(text);
    expect(owner.text).not.toContain(reporterEmail);
    expect(owner.text).not.toContain('Nadia');
    expect(owner.replyTo).toBeUndefined();
    // The team's, with the reporter and Reply-To them.
    const team = await mailTextWith(request, TEAM_EMAIL, /^Signalement n° \d+ sur «\u00a0Maison médicale du Parc\u00a0»$/, token);
    expect(team.text).toContain(`Nadia Benali, ${reporterEmail}`);
    expect(team.replyTo).toBe(reporterEmail);
    const id = /n° (\d+)/.exec(team.subject)![1];

    // The admin's moderation list.
    const admin = await adminPage(browser, locale);
    await admin.goto(t.reportsPage);
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(t.menu);
    const cookieButton = admin.getByRole('button', { name: t.cookies });
    if (await cookieButton.isVisible()) await cookieButton.click();
    await expect(admin.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.menu })).toBeVisible();
    const item = admin.getByRole('article').filter({ hasText: token });
    await expect(item).toBeVisible();
    await expect(item).toContainText(reporterEmail);
    await expectNoSeriousA11yViolations(admin);

    await item.getByRole('button', { name: t.replyOpen(id) }).click();
    const replyForm = item.getByRole('form', { name: t.replyForm(id) });
    const reply = `Merci, c’est corrigé (${token}).`;
    await replyForm.getByRole('textbox', { name: t.replyText(reporterEmail) }).fill(reply);
    await expectNoSeriousA11yViolations(admin);
    await replyForm.getByRole('button', { name: t.replySend }).click();
    await expect(admin.getByText(t.replied(reporterEmail))).toBeVisible();
    const toReporter = await mailTextWith(request, reporterEmail, t.replySubject, reply);
    expect(toReporter.text).toContain(text);

    await item.getByRole('button', { name: t.markHandled(id) }).click();
    await expect(admin.getByText(t.marked(id))).toBeVisible();
    await expect(item).toBeHidden();
    await admin.getByRole('radio', { name: t.handledFilter }).check();
    const handled = admin.getByRole('article').filter({ hasText: token });
    await expect(handled).toContainText(t.handledStatus);
    await expect(handled).toContainText(reply);
    await expectNoSeriousA11yViolations(admin);
    await admin.context().close();
  });
}
