import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const API = 'http://localhost:3000';
export const PORTAL = 'http://localhost:4200';
export const DASHBOARD = 'http://localhost:4300';
/** Demo accounts of the seed (tools/seed). */
export const DEMO_PASSWORD = 'Sam-demo-2026!';

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), page.url()).toEqual([]);
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
