import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-database';
import { requestsInFlightPlugin } from './requests-in-flight';

/** A promise and the function that settles it. */
function signal() {
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { settled, settle };
}

/**
 * A server with a slow route whose handler waits for the test to open its gate, a route whose hook
 * waits likewise, and a client that hangs up once the handler or the hook has started.
 */
async function serverWithSlowRoute() {
  const app: FastifyInstance = Fastify();
  await app.register(requestsInFlightPlugin);
  const events: string[] = [];
  const handlerStarted = signal();
  const gate = signal();
  const hookStarted = signal();
  const hookGate = signal();
  const hookDone = signal();
  // A client that hangs up during a hook: the request never reaches its handler.
  const guardedHook = async () => {
    hookStarted.settle();
    await hookGate.settled;
    hookDone.settle();
  };
  app.post('/guarded', { onRequest: guardedHook }, async () => ({ ok: true }));
  app.post('/slow', async () => {
    handlerStarted.settle();
    await gate.settled;
    events.push('handler finished');
    return { ok: true };
  });
  app.get('/quick', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('a bug');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const hangUp = async (path: '/slow' | '/guarded' = '/slow') => {
    const request = httpRequest({ port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-type': 'application/json' } });
    request.on('error', () => undefined);
    request.end('{}');
    await (path === '/slow' ? handlerStarted : hookStarted).settled;
    request.destroy();
  };
  return { app, events, hangUp, port, openGate: gate.settle, openHookGate: hookGate.settle, hookDone: hookDone.settled };
}

describe('requests in flight', () => {
  it('counts a handler whose client hung up until it has answered, after app.close() has resolved', async () => {
    const { app, events, hangUp, openGate } = await serverWithSlowRoute();
    await hangUp();
    expect(app.requestsInFlight.count).toBe(1);
    await app.close();
    events.push('closed');
    // What the shutdown relied on before: close resolves with the handler still running.
    expect(events).toEqual(['closed']);
    const settled = app.requestsInFlight.settled(20_000);
    openGate();
    expect(await settled).toBe(true);
    events.push('settled');
    expect(events).toEqual(['closed', 'handler finished', 'settled']);
    expect(app.requestsInFlight.count).toBe(0);
  }, 30_000);

  it('reports false when a handler outlasts the wait, and nothing in flight after answered and failed requests, nor after one given up during a hook', async () => {
    const { app, hangUp, port, openGate, openHookGate, hookDone } = await serverWithSlowRoute();
    expect((await fetch(`http://127.0.0.1:${port}/quick`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/fails`)).status).toBe(500);
    expect(app.requestsInFlight.count).toBe(0);
    expect(await app.requestsInFlight.settled(10)).toBe(true);
    await hangUp('/guarded');
    openHookGate();
    await hookDone;
    await new Promise((resolve) => setImmediate(resolve)); // the lifecycle's next step, had there been one
    expect(app.requestsInFlight.count).toBe(0);
    await hangUp();
    await app.close();
    expect(await app.requestsInFlight.settled(50)).toBe(false);
    const settled = app.requestsInFlight.settled(20_000);
    openGate();
    expect(await settled).toBe(true);
  }, 30_000);
});

describe('requests in flight in the API', () => {
  it('leaves none counted after answers of every kind: 200, 404, 422, 419 and a HEAD', async () => {
    const t = await createTestApp('sqlite');
    try {
      const statuses = [];
      for (const request of [
        { method: 'GET', url: '/health' },
        { method: 'GET', url: '/api/nothing-here' },
        { method: 'GET', url: '/api/offres/categories?locale=de' },
        { method: 'POST', url: '/login', payload: { email: 'personne@example.be', password: 'x' } },
        { method: 'HEAD', url: '/health' },
      ] as const) {
        statuses.push((await t.app.inject(request)).statusCode);
      }
      expect(statuses).toEqual([200, 404, 422, 419, 200]);
      expect(t.app.requestsInFlight.count).toBe(0);
    } finally {
      await t.close();
    }
  }, 60_000);
});
