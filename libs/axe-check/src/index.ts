import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';

/*
 * axe-core run in a Playwright page, for both e2e suites (the standard: axe on every page a test
 * visits, no serious or critical violation). axe-core itself, not @axe-core/playwright's
 * AxeBuilder: that one injects axe's unminified 1.5 MB into the page, then opens a second page,
 * injects it there too and merges the results in it, which took 2.5-5.8 s a check on a slow 2-core
 * machine against well under a second for the same rules run here (decision 0035).
 */

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices: what every page a test visits is held to. */
export const PAGE_VISIT_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe has no wcag22a rule yet: 2.2's new A criteria are manual). */
export const WCAG22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

// Playwright loads the e2e code as CommonJS (this package has no "type": "module"), hence require.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeCheck {
  /** The rule tags to run (axe's runOnly). */
  tags: readonly string[];
  /** CSS selectors of parts left out (a shell checked once elsewhere). */
  exclude?: readonly string[];
}

type AxeWindow = Window & { axe?: { run: (context: ContextObject | Document, options: RunOptions) => Promise<AxeResults> } };

/** Puts axe in a frame unless it has it already (a document checked again keeps it). */
async function injectInto(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as AxeWindow).axe === 'object');
  if (!present) await frame.evaluate(axeSource);
}

/** axe's violations on the page as it is now, its same-origin frames included. */
export async function axeViolations(page: Page, check: AxeCheck): Promise<AxeResults['violations']> {
  // The frames first: one that cannot take the script (detached meanwhile, say) is left out, and
  // axe reports it untested. Then the page, which runs the rules and asks its frames.
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame()) await injectInto(frame).catch(() => undefined);
  }
  await injectInto(page.mainFrame());
  const options: RunOptions = { runOnly: { type: 'tag', values: [...check.tags] }, resultTypes: ['violations'] };
  const exclude = check.exclude?.map((selector) => [selector]) ?? [];
  const results = await page.evaluate(
    ({ exclude, options }) => (window as AxeWindow).axe!.run(exclude.length ? { exclude } : document, options),
    { exclude, options },
  );
  return results.violations;
}

/** The serious and critical violations, one line each with up to five of the elements at fault. */
export async function seriousViolations(page: Page, check: AxeCheck): Promise<string[]> {
  const violations = await axeViolations(page, check);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}
