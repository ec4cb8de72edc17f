import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-database';
import { requestsInFlightPlugin } from './requests-in-flight';

/** A server with one slow route, and a client that hangs up while the handler still runs. */
async function serverWithSlowRoute(handlerMs: number) {
  const app: FastifyInstance = Fastify();
  await app.register(requestsInFlightPlugin);
  const events: string[] = [];
  let started!: () => void;
  const handlerStarted = new Promise<void>((resolve) => (started = resolve));
  // A client that hangs up during a hook: the request never reaches its handler.
  app.post('/guarded', { onRequest: async () => new Promise((resolve) => setTimeout(resolve, 300)) }, async () => ({ ok: true }));
  app.post('/slow', async () => {
    started();
    await new Promise((resolve) => setTimeout(resolve, handlerMs));
    events.push('handler finished');
    return { ok: true };
  });
  app.get('/quick', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('a bug');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const hangUp = async (path = '/slow') => {
    const request = httpRequest({ port, host: '127.0.0.1', path, method: 'POST', headers: { 'content-type': 'application/json' } });
    request.on('error', () => undefined);
    request.end('{}');
    await (path === '/slow' ? handlerStarted : new Promise((resolve) => setTimeout(resolve, 50)));
    request.destroy();
  };
  return { app, events, hangUp, port };
}

describe('requests in flight', () => {
  it('counts a handler whose client hung up until it has answered, after app.close() has resolved', async () => {
    const { app, events, hangUp } = await serverWithSlowRoute(400);
    await hangUp();
    expect(app.requestsInFlight.count).toBe(1);
    await app.close();
    events.push('closed');
    // What the shutdown relied on before: close resolves with the handler still running.
    expect(events).toEqual(['closed']);
    expect(await app.requestsInFlight.settled(20_000)).toBe(true);
    events.push('settled');
    expect(events).toEqual(['closed', 'handler finished', 'settled']);
    expect(app.requestsInFlight.count).toBe(0);
  }, 30_000);

  it('reports false when a handler outlasts the wait, and nothing in flight after answered and failed requests, nor after one given up during a hook', async () => {
    const { app, hangUp, port } = await serverWithSlowRoute(1_500);
    expect((await fetch(`http://127.0.0.1:${port}/quick`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/fails`)).status).toBe(500);
    expect(app.requestsInFlight.count).toBe(0);
    expect(await app.requestsInFlight.settled(10)).toBe(true);
    await hangUp('/guarded');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(app.requestsInFlight.count).toBe(0);
    await hangUp();
    await app.close();
    expect(await app.requestsInFlight.settled(50)).toBe(false);
    expect(await app.requestsInFlight.settled(20_000)).toBe(true);
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
