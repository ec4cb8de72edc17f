import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverLaunch } from '../../servers';

/** The API as a child process on a free port, over the scratch SQLite database. */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface MemoryUsage {
  /** Resident set size now, MB. */
  rssMb: number;
  /** Peak resident set size (VmHWM), MB. */
  peakRssMb: number;
}

/** VmRSS and VmHWM of a Linux process (null elsewhere). */
export function readMemory(pid: number): MemoryUsage | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export interface ApiProcess {
  pid: number;
  port: number;
  baseUrl: string;
  /** Milliseconds from spawn until /health answered (includes the index build at start). */
  readyMs: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  sqliteFile: string;
  /** Run dist/apps/api/main.js instead of the TypeScript sources through tsx. */
  dist?: boolean;
  timeoutMs?: number;
}

const running = new Set<ChildProcess>();
// Never leave an API behind, whatever way the benchmark ends.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startApi(options: StartOptions): Promise<ApiProcess> {
  const port = await freePort();
  // The API as tools/servers.ts launches it (npm start, e2e), here on a free port over the scratch database;
  // one client measures the engine, so the per-address search allowance is lifted (RATE_LIMIT_FACTOR).
  const launch = serverLaunch('api', {
    port,
    host: '127.0.0.1',
    source: !options.dist,
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_FILE: options.sqliteFile, NODE_ENV: 'production', APP_KEY: randomBytes(32).toString('base64'), LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '1000' },
  });
  if (!existsSync(launch.entry)) throw new Error(`${launch.entry} does not exist${options.dist ? ' (run npm run build first)' : ''}`);
  const env = launch.env;
  delete env.DATABASE_URL; // the engine reads the scratch SQLite file, whatever the shell exports
  const started = performance.now();
  const child = spawn(launch.command, launch.args, { cwd: launch.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null = null;
  child.on('exit', (code) => {
    exited = code ?? -1;
    running.delete(child);
  });

  const stop = async () => {
    if (exited !== null) return;
    child.kill('SIGTERM');
    for (let i = 0; i < 50 && exited === null; i++) await sleep(100);
    if (exited === null) child.kill('SIGKILL');
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = started + (options.timeoutMs ?? 180_000);
  while (performance.now() < deadline) {
    if (exited !== null) throw new Error(`the API exited with code ${exited} before answering:\n${output}`);
    try {
      const response = await fetch(launch.readyUrl);
      if (response.ok) {
        if (child.pid === undefined) throw new Error('the API has no pid');
        return { pid: child.pid, port, baseUrl, readyMs: performance.now() - started, stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await stop();
  throw new Error(`the API did not answer /health within ${Math.round((options.timeoutMs ?? 180_000) / 1000)} s:\n${output}`);
}
