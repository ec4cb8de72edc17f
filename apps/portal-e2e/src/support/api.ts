import type { APIRequestContext } from '@playwright/test';

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
