import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The three server processes, defined once. `npm start` runs them through this file's command line
 * (`node --import tsx tools/servers.ts [api|portal|dashboard…]`, as do the apps' Nx `serve` targets),
 * the Playwright suites through playwright.config.ts (webServer) and the search bench starts the API
 * from here. Each serves its build (npm run build); the API can also run from its sources (bench).
 */

export const REPO_ROOT = path.resolve(__dirname, '..');

export const SERVER_NAMES = ['api', 'portal', 'dashboard'] as const;
export type ServerName = (typeof SERVER_NAMES)[number];

interface ServerDefinition {
  /** Its port on localhost (ARCHITECTURE.md "Ports and hosts"). */
  port: number;
  /** Working directory, from the repository root. */
  cwd: string;
  /** Node's arguments (paths from the repository root): the built server. */
  args: readonly string[];
  /** The API from its TypeScript sources instead (`node --import tsx`, so the pid is the server's own). */
  sourceArgs?: readonly string[];
  /** A page that answers once the server is ready. */
  readyPath: string;
}

export const SERVERS: Record<ServerName, ServerDefinition> = {
  api: {
    port: 3000,
    cwd: '.',
    args: ['--enable-source-maps', 'dist/apps/api/main.js'],
    sourceArgs: ['--import', 'tsx', 'apps/api/src/main.ts'],
    readyPath: '/health',
  },
  // react-router-serve's setup plus the security headers (apps/portal/server.mjs), from the app's folder.
  portal: { port: 4200, cwd: 'apps/portal', args: ['--enable-source-maps', 'apps/portal/server.mjs', 'dist/apps/portal/server/index.js'], readyPath: '/fr' },
  dashboard: { port: 4300, cwd: '.', args: ['apps/dashboard/serve.mjs'], readyPath: '/fr/mon-tableau-de-bord' },
};

export interface LaunchOptions {
  /** Default: the server's own port. */
  port?: number;
  /** The environment to start from (default process.env); PORT is set from `port`. */
  env?: NodeJS.ProcessEnv;
  /** Host of the ready URL (default localhost). */
  host?: string;
  /** The API from its sources rather than its build. */
  source?: boolean;
}

export interface ServerLaunch {
  name: ServerName;
  port: number;
  /** The Node executable and its arguments (absolute paths). */
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The script Node runs: missing until the app is built. */
  entry: string;
  /** Answers 2xx once the server is ready. */
  readyUrl: string;
}

/** How to start one server: the command, its working directory, environment and ready URL. */
export function serverLaunch(name: ServerName, options: LaunchOptions = {}): ServerLaunch {
  const server = SERVERS[name];
  const port = options.port ?? server.port;
  const args = options.source && server.sourceArgs ? server.sourceArgs : server.args;
  const absolute = args.map((arg) => (arg.startsWith('-') || arg === 'tsx' ? arg : path.join(REPO_ROOT, arg)));
  const env: NodeJS.ProcessEnv = { ...(options.env ?? process.env), PORT: String(port) };
  if (options.source) env.TSX_TSCONFIG_PATH = path.join(REPO_ROOT, `apps/${name}/tsconfig.json`);
  return {
    name,
    port,
    command: process.execPath,
    args: absolute,
    cwd: path.join(REPO_ROOT, server.cwd),
    env,
    entry: absolute[absolute.length - 1],
    readyUrl: `http://${options.host ?? 'localhost'}:${port}${server.readyPath}`,
  };
}

/** The launch as one shell command line (Playwright's webServer runs a string). */
export function shellCommand(launch: ServerLaunch): string {
  const quote = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);
  return [launch.command, ...launch.args].map(quote).join(' ');
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs` or as soon as `exited()` says the process is gone. */
export async function waitUntilReady(url: string, { timeoutMs = 60_000, exited = () => false }: { timeoutMs?: number; exited?: () => boolean } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the server of ${url} exited before answering`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** `npm start`'s servers: the API first (the others call it), then the portal and the dashboard; one exiting stops them all. */
async function serve(names: ServerName[]): Promise<number> {
  const running = new Set<ChildProcess>();
  let stopping = false;
  let exitCode = 0;
  let allExited = () => {};
  const done = new Promise<void>((resolve) => (allExited = resolve));
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    stopping = true;
    for (const child of running) child.kill(signal);
    if (running.size === 0) allExited();
  };
  const start = (name: ServerName): ServerLaunch => {
    const launch = serverLaunch(name);
    const child = spawn(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, stdio: 'inherit' });
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (!stopping) {
        console.error(`servers: ${name} exited (${signal ?? `code ${code}`}), stopping the others`);
        exitCode = code || 1;
        stop();
      }
      if (running.size === 0) allExited();
    });
    return launch;
  };
  process.once('SIGINT', () => ((exitCode = 130), stop('SIGINT')));
  process.once('SIGTERM', () => ((exitCode = 143), stop('SIGTERM')));

  try {
    const ready = (launch: ServerLaunch) => waitUntilReady(launch.readyUrl, { exited: () => stopping });
    const others = names.filter((name) => name !== 'api');
    if (names.includes('api')) await ready(start('api'));
    await Promise.all(others.map((name) => ready(start(name))));
    const urls = names.map((name) => `${name} ${name === 'api' ? `http://localhost:${SERVERS.api.port}` : serverLaunch(name).readyUrl}`);
    console.log(`\n\x1b[1m== Ready: ${urls.join(' · ')}\x1b[0m\n`);
  } catch (error) {
    if (!stopping) {
      console.error(`servers: ${error instanceof Error ? error.message : String(error)}`);
      exitCode = 1;
      stop();
    }
  }
  await done;
  return exitCode;
}

if (path.resolve(process.argv[1] ?? '') === __filename) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(SERVER_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    console.error(`usage: node --import tsx tools/servers.ts [${SERVER_NAMES.join('|')}…] (unknown: ${unknown.join(', ')})`);
    process.exit(2);
  }
  // Always in the order api, portal, dashboard.
  const names = SERVER_NAMES.filter((name) => asked.length === 0 || asked.includes(name));
  void serve(names).then((code) => process.exit(code));
}
