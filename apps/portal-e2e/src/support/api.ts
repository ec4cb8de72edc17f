import { expect, type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from '@playwright/test';

export const API = 'http://localhost:3000';
export const PORTAL = 'http://localhost:4200';
export const DASHBOARD = 'http://localhost:4300';
/** Demo accounts from tools/seed (README: demo accounts). */
export const DEMO_PASSWORD = 'Sam-demo-2026!';

/** The XSRF-TOKEN cookie value a request context holds after GET /sanctum/csrf-cookie. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  await request.get(`${API}/sanctum/csrf-cookie`);
  const state = await request.storageState();
  const cookie = state.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('No XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/** A state-changing API call as the dashboard makes it: the context's XSRF token, from its origin. */
export async function apiWrite(request: APIRequestContext, method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<APIResponse> {
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  return request.fetch(`${API}${path}`, { method, data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf?.value ?? ''), Accept: 'application/json', Origin: DASHBOARD } });
}

/** A request context of its own, logged in to the API as a demo account (dispose it when done). */
export async function signedIn(playwright: PlaywrightWorkerArgs['playwright'], email: string): Promise<APIRequestContext> {
  const request = await playwright.request.newContext();
  await request.get(`${API}/sanctum/csrf-cookie`);
  const response = await apiWrite(request, 'POST', '/login', { email, password: DEMO_PASSWORD });
  expect(response.status(), await response.text()).toBe(200);
  return request;
}
