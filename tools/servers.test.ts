import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REPO_ROOT, serverLaunch, shellCommand, waitUntilReady } from './servers';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('serverLaunch', () => {
  it('runs each built server with Node from its working directory, on its port', () => {
    const portal = serverLaunch('portal', { env: { NODE_ENV: 'test' } });
    assert.equal(portal.command, process.execPath);
    assert.equal(portal.cwd, path.join(REPO_ROOT, 'apps/portal'));
    assert.deepEqual(portal.args, ['--enable-source-maps', path.join(REPO_ROOT, 'apps/portal/server.mjs'), path.join(REPO_ROOT, 'dist/apps/portal/server/index.js')]);
    assert.equal(portal.entry, path.join(REPO_ROOT, 'dist/apps/portal/server/index.js'));
    assert.deepEqual(portal.env, { NODE_ENV: 'test', PORT: '4200' });
    assert.equal(portal.readyUrl, 'http://localhost:4200/fr');
    assert.equal(serverLaunch('api').entry, path.join(REPO_ROOT, 'dist/apps/api/main.js'));
    assert.equal(serverLaunch('dashboard', { port: 4999, host: '127.0.0.1' }).readyUrl, 'http://127.0.0.1:4999/fr/mon-tableau-de-bord');
  });

  it('runs the API from its sources through tsx when asked (the bench)', () => {
    const api = serverLaunch('api', { source: true, env: {} });
    assert.deepEqual(api.args, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/main.ts')]);
    assert.equal(api.env.TSX_TSCONFIG_PATH, path.join(REPO_ROOT, 'apps/api/tsconfig.json'));
  });

  it('quotes what a shell would split', () => {
    assert.equal(shellCommand({ ...serverLaunch('dashboard'), command: '/usr/bin/node', args: ['/a b/serve.mjs', "it's"] }), `/usr/bin/node '/a b/serve.mjs' 'it'\\''s'`);
  });

  it('starts a server that answers its ready URL', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'sam-servers-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>dashboard</title>');
    const launch = serverLaunch('dashboard', { port: await freePort(), env: { ...process.env, DASHBOARD_DIST: dist, HOST: '127.0.0.1' }, host: '127.0.0.1' });
    const child = spawn(launch.command, launch.args, { cwd: launch.cwd, env: launch.env, stdio: 'ignore' });
    try {
      await waitUntilReady(launch.readyUrl, { timeoutMs: 15_000, exited: () => child.exitCode !== null });
      assert.equal((await fetch(launch.readyUrl)).status, 200);
    } finally {
      child.kill();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
