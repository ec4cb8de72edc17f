import { defineConfig, devices } from '@playwright/test';

// react-router-serve finds the client assets relative to its working directory (apps/portal).
/**
 * Both e2e suites, against the built apps (tools/scripts/e2e.sh builds nothing: `npm test`
 * built them once) and a real API on a fresh seeded database. Debian chromium, no downloads.
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  },
};

const serverEnv = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn' } as Record<string, string>;

export default defineConfig({
  outputDir: 'tmp/e2e/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { outputFolder: 'tmp/e2e/report', open: 'never' }]],
  // Limits sized for a loaded 2-core CI machine, set here only: tests wait for states (toBeVisible,
  // toHaveURL, expect.poll), which return as soon as the state shows.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Reduced motion: axe then reads colours in their final state, not halfway through a fade-in.
  use: { trace: 'retain-on-failure', locale: 'fr-BE', reducedMotion: 'reduce', actionTimeout: 20_000, navigationTimeout: 30_000 },
  projects: [
    { name: 'portal', testDir: 'apps/portal-e2e/src', use: { ...chromium, baseURL: 'http://localhost:4200' } },
    { name: 'dashboard', testDir: 'apps/dashboard-e2e/src', use: { ...chromium, baseURL: 'http://localhost:4300' } },
  ],
  webServer: [
    { command: 'node dist/apps/api/main.js', url: 'http://localhost:3000/health', env: { ...serverEnv, PORT: '3000' }, reuseExistingServer: false, timeout: 60_000 },
    { command: 'react-router-serve ../../dist/apps/portal/server/index.js', cwd: 'apps/portal', url: 'http://localhost:4200/fr', env: { ...serverEnv, PORT: '4200' }, reuseExistingServer: false, timeout: 60_000 },
    { command: 'node apps/dashboard/serve.mjs', url: 'http://localhost:4300/fr/mon-tableau-de-bord', env: { ...serverEnv, PORT: '4300' }, reuseExistingServer: false, timeout: 60_000 },
  ],
});
