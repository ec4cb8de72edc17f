import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PAGE_VISIT_TAGS, seriousViolations } from '@sam/axe-check';

export const API = 'http://localhost:3000';
export const PORTAL = 'http://localhost:4200';
export const DASHBOARD = 'http://localhost:4300';
/** Demo accounts of the seed (tools/seed). */
export const DEMO_PASSWORD = 'Sam-demo-2026!';

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page, { tags: PAGE_VISIT_TAGS }), page.url()).toEqual([]);
}

/**
 * Logs in through the API with the browser context's own request client, so the session cookie
 * lands in the browser (spec §7: CSRF cookie first, then POST /login with X-XSRF-TOKEN).
 */
export async function logIn(page: Page, email: string): Promise<{ name: string }> {
  const context = page.context();
  expect((await context.request.get(`${API}/sanctum/csrf-cookie`)).status()).toBe(204);
  const xsrf = (await context.cookies(API)).find((cookie) => cookie.name === 'XSRF-TOKEN');
  if (!xsrf) throw new Error('GET /sanctum/csrf-cookie set no XSRF-TOKEN cookie');
  const response = await context.request.post(`${API}/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value), Accept: 'application/json', Origin: DASHBOARD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { name: string };
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

interface OutboxMessage {
  to: string;
  links: string[];
}

/** The XSRF token of a request context, fetching the cookie first (spec §7: the CSRF cookie call comes first). */
export async function xsrf(request: APIRequestContext): Promise<string> {
  expect((await request.get(`${API}/sanctum/csrf-cookie`)).status()).toBe(204);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('GET /sanctum/csrf-cookie set no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/** A write to the API with the Sanctum headers, as the SPA sends it. */
export async function apiWrite(request: APIRequestContext, method: 'POST' | 'PUT' | 'DELETE', path: string, data: unknown, locale: 'fr' | 'nl' = 'fr') {
  const token = await xsrf(request);
  return request.fetch(`${API}${path}`, {
    method,
    data,
    headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json', 'Accept-Language': locale === 'fr' ? 'fr-BE, fr;q=0.9' : 'nl-BE, nl;q=0.9', Origin: DASHBOARD },
  });
}

/**
 * Registers a new account through the API with the page's own request client (so the session cookie
 * lands in the browser), then verifies it with the link of the mail in the API's local outbox.
 */
export async function registerVerifiedAccount(page: Page, prefix: string, locale: 'fr' | 'nl' = 'fr'): Promise<Account> {
  const request = page.context().request;
  const account = { name: 'Camille Peeters', email: `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`, password: 'un-mot-de-passe-solide' };
  const registered = await apiWrite(request, 'POST', '/register', {
    ...account,
    password_confirmation: account.password,
    over_18: true,
    terms: true,
    locale,
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The verify link is /fr/verify/{id}/{hash}?expires=…&signature=… on the portal; the portal page
  // posts its parameters to the API, which is what this does directly.
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { data } = (await (await request.get(`${API}/dev/outbox`)).json()) as { data: OutboxMessage[] };
        link = data.filter((m) => m.to.includes(account.email)).flatMap((m) => m.links).find((l) => /\/(verify|verifieren)\/\d+\/[0-9a-f]{40}\?/.test(l));
        return link;
      },
    )
    .toBeTruthy();
  const url = new URL(link!);
  const [, , , id, hash] = url.pathname.split('/');
  const verified = await apiWrite(request, 'POST', '/api/email/verify', {
    id,
    hash,
    expires: url.searchParams.get('expires'),
    signature: url.searchParams.get('signature'),
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/** One mail of the API's local outbox, as GET /dev/outbox lists it. */
export interface OutboxEntry {
  id: string;
  to: string;
  replyTo?: string;
  subject: string;
}

/** Waits for a mail to exactly `to` whose subject matches `subject` in the API's local outbox. */
export async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get(`${API}/dev/outbox`)).json()) as { data: OutboxEntry[] };
      found = data.find((m) => m.to === to && subject.test(m.subject));
      return found?.subject;
    })
    .toBeTruthy();
  return found!;
}
