import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the fault tests' own (README "Faults"): its own data directory and port,
 * so it can be stopped and started under traffic while the shared server (5432) keeps serving
 * everyone else. Debian's binaries (/usr/lib/postgresql/<version>/bin); as root, the server runs
 * as the postgres user (PostgreSQL refuses root).
 */
/**
 * Its directory: under the system's temporary directory, which the postgres user can reach even
 * when the repository sits in root's home (0700).
 */
export const PRIVATE_POSTGRES_DIR = path.join(tmpdir(), 'sam-faults-postgres');

export interface PrivatePostgres {
  /** Admin URL (database postgres, user postgres, trust on loopback). */
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its data. */
  destroy(): Promise<void>;
}

/** The newest installed server's bin directory, or undefined. */
function binDirectory(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Why the private server cannot run here, or undefined when it can. */
export function privatePostgresUnavailable(): string | undefined {
  if (!binDirectory()) return 'no PostgreSQL server binaries under /usr/lib/postgresql';
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root without a postgres user to run the server as';
    }
  }
  return undefined;
}

/** A server a previous, interrupted run left behind in `dir` is stopped (its data is about to go). */
export function stopLeftoverPostgres(dir: string): void {
  const bin = binDirectory();
  const data = path.join(dir, 'data');
  if (!bin || !existsSync(path.join(data, 'postmaster.pid'))) return;
  const asRoot = process.getuid?.() === 0;
  const args = ['-D', data, '-m', 'immediate', '-w', 'stop'];
  spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args] : args, { stdio: 'ignore' });
}

export async function startPrivatePostgres(dir: string): Promise<PrivatePostgres> {
  const bin = binDirectory();
  if (!bin) throw new Error('faults: no PostgreSQL binaries');
  const port = await freePort();
  const data = path.join(dir, 'data');
  const sockets = path.join(dir, 'sockets');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  mkdirSync(data, { mode: 0o700 });
  mkdirSync(sockets);
  const asRoot = process.getuid?.() === 0;
  const postgresUser = asRoot ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })) : undefined;
  const postgresGroup = asRoot ? Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) : undefined;
  if (postgresUser !== undefined && postgresGroup !== undefined) {
    chownSync(dir, postgresUser, postgresGroup);
    chownSync(data, postgresUser, postgresGroup);
    chownSync(sockets, postgresUser, postgresGroup);
  }
  // Asynchronous, so that the traffic the tests send goes on while the server stops and starts.
  const run = async (tool: string, args: string[]) => {
    try {
      await promisify(execFile)(asRoot ? 'runuser' : path.join(bin, tool), asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args, { cwd: dir });
    } catch (error) {
      throw new Error(`faults: ${tool} failed: ${String((error as { stderr?: string }).stderr ?? error)}`);
    }
  };
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  // Loopback only; a small footprint next to the shared server and the API.
  const options = `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c shared_buffers=32MB -c max_connections=40`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    // Fast shutdown: the server ends every session (57P01) and closes its port, as a restart does.
    stop: async () => {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    start: async () => {
      await start();
      running = true;
    },
    destroy: async () => {
      if (running) await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
