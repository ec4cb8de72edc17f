import { defineConfig, devices } from '@playwright/test';
import { SERVER_NAMES, SERVERS, serverLaunch, shellCommand } from './tools/servers';

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
  // Two workers, a spec file each (its tests in order): the suites wait on pages, servers and the
  // database more than on the CPU, so two halve the run on a 2-core machine (issue 16 item 8: 218 tests,
  // 31 min with one worker, 15 min with two). Specs share the seeded data, so each one writes under
  // accounts, addresses and titles of its own.
  fullyParallel: false,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { outputFolder: 'tmp/e2e/report', open: 'never' }]],
  // Limits sized for a loaded 2-core CI machine, set here only: tests wait for states (toBeVisible,
  // toHaveURL, expect.poll), which return as soon as the state shows.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // Reduced motion: axe then reads colours in their final state, not halfway through a fade-in.
  use: { trace: 'retain-on-failure', locale: 'fr-BE', reducedMotion: 'reduce', actionTimeout: 20_000, navigationTimeout: 30_000 },
  projects: [
    { name: 'portal', testDir: 'apps/portal-e2e/src', use: { ...chromium, baseURL: `http://localhost:${SERVERS.portal.port}` } },
    { name: 'dashboard', testDir: 'apps/dashboard-e2e/src', use: { ...chromium, baseURL: `http://localhost:${SERVERS.dashboard.port}` } },
  ],
  // The three servers as tools/servers.ts defines them (npm start runs the same).
  webServer: SERVER_NAMES.map((name) => {
    const launch = serverLaunch(name, { env: serverEnv });
    return { command: shellCommand(launch), cwd: launch.cwd, url: launch.readyUrl, env: launch.env as Record<string, string>, reuseExistingServer: false, timeout: 60_000 };
  }),
});
