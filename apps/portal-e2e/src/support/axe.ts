import { expect, type Page } from '@playwright/test';
import { PAGE_VISIT_TAGS, seriousViolations } from '@sam/axe-check';

/** Fails on any serious or critical accessibility violation of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page, { tags: PAGE_VISIT_TAGS }), page.url()).toEqual([]);
}

/** Navigates and waits until React has hydrated the page (root sets html[data-hydrated]). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}
