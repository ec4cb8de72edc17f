import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
// eslint-disable-next-line no-restricted-imports -- the test reads the portal's page as the visitor gets it, in the portal's texts
import { messageText, portalCatalogue } from '@sam/i18n-routes';
import { serverLaunch, waitUntilReady } from '../../servers';
import { API, stopApi } from './api-process';
import type { PrivatePostgres } from './private-postgres';

/**
 * The portal in front of an API that cannot answer (issue 16 item 4): its database stopped, then
 * the API itself gone. A page whose content comes from the API answers the localised error page
 * with 503 and Retry-After, never a 500 nor a hang; the portal logs one line per failed call, not
 * a stack trace; once the database is back the page is served again.
 */

const PORTAL_PORT = 4290;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
/** An answer within the API's own bound (the pool's 5 s connection wait) plus rendering. */
const LATENCY_BOUND_MS = 8_000;
const RECOVERY_BOUND_MS = 10_000;

interface Page {
  status: number;
  retryAfter: string | null;
  body: string;
  ms: number;
}

async function page(path: string): Promise<Page> {
  const started = Date.now();
  try {
    const response = await fetch(`${PORTAL}${path}`, { signal: AbortSignal.timeout(20_000) });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text(), ms: Date.now() - started };
  } catch (error) {
    return { status: 0, retryAfter: null, body: String(error), ms: Date.now() - started };
  }
}

async function startPortal(): Promise<{ child: ChildProcess; log: () => string }> {
  // No page kept between requests: each one below must reach the API.
  const env = { ...process.env, API_INTERNAL_URL: API, API_PUBLIC_URL: API, PORTAL_ORIGIN: PORTAL, PORTAL_PAGE_CACHE_SECONDS: '0' };
  const launch = serverLaunch('portal', { port: PORTAL_PORT, host: '127.0.0.1', env });
  const child = spawn(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  await waitUntilReady(launch.readyUrl, { timeoutMs: 120_000, exited: () => child.exitCode !== null || child.signalCode !== null });
  return { child, log: () => stderr };
}

/** Problems with a page that should be the error page of an outage, in `locale`. */
async function outageProblems(what: string, answer: Page, locale: 'fr' | 'nl'): Promise<string[]> {
  const problems: string[] = [];
  const reassurance = messageText((await portalCatalogue.load(locale))['error.generic.reassurance']) ?? '';
  if (answer.status !== 503) problems.push(`${what}: answered ${answer.status}, not 503`);
  if (!answer.retryAfter) problems.push(`${what}: no Retry-After`);
  if (!reassurance || !answer.body.includes(reassurance)) problems.push(`${what}: not the ${locale} error page`);
  if (answer.ms > LATENCY_BOUND_MS) problems.push(`${what}: took ${answer.ms} ms`);
  return problems;
}

/** Runs with the lane's API up on its private server; stops that API at the end. */
export async function portalThroughOutage(server: PrivatePostgres, api: ChildProcess): Promise<string[]> {
  const problems: string[] = [];
  const portal = await startPortal();
  try {
    const before = await page('/fr/agenda');
    if (before.status !== 200) problems.push(`the agenda answered ${before.status} before the outage`);

    await server.stop();
    const databaseDown = await page('/fr/agenda');
    problems.push(...(await outageProblems('the agenda, database stopped', databaseDown, 'fr')));
    await server.start();
    const upAt = Date.now();
    let recovered: Page | undefined;
    while (Date.now() - upAt < RECOVERY_BOUND_MS && recovered?.status !== 200) {
      recovered = await page('/fr/agenda');
      if (recovered.status !== 200) await sleep(200);
    }
    const recoveryMs = Date.now() - upAt;
    if (recovered?.status !== 200) problems.push(`the agenda did not answer 200 within ${RECOVERY_BOUND_MS} ms of the database's return`);

    await stopApi(api);
    const apiGone = await page('/nl/agenda');
    problems.push(...(await outageProblems('the agenda, API stopped', apiGone, 'nl')));

    const log = portal.log();
    const stacks = (log.match(/Unexpected Server Error|^\s+at /gm) ?? []).length;
    const lines = log.split('\n').filter((line) => line.startsWith('portal: the API could not answer')).length;
    if (stacks) problems.push(`the portal logged ${stacks} stack lines or unexpected errors: ${log.slice(0, 400)}`);
    if (lines === 0) problems.push('the portal logged nothing about the outage');
    console.log(
      `  portal: agenda ${before.status} before; database stopped: ${databaseDown.status} in ${databaseDown.ms} ms (Retry-After ${databaseDown.retryAfter}); ` +
        `200 again ${recoveryMs} ms after the database was back; API stopped: ${apiGone.status} in ${apiGone.ms} ms (Retry-After ${apiGone.retryAfter}); ${lines} log lines, ${stacks} stack lines`,
    );
  } finally {
    portal.child.kill('SIGTERM');
  }
  return problems;
}
