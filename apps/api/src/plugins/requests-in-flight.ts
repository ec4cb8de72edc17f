import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sharedPlugin } from './define-plugin';

export interface RequestsInFlight {
  /** Route handlers that have not returned yet, their client gone or not. */
  readonly count: number;
  /** Resolves true once none is left, false if some still run after `timeoutMs`. */
  settled(timeoutMs: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    requestsInFlight: RequestsInFlight;
  }
}

/**
 * Counts the route handlers still running. `app.close()` waits for connections, not for handlers:
 * a client that hangs up mid-request (a proxy giving up, a load balancer draining) leaves its
 * handler running after close has resolved, and closing the database under it turned a write into
 * "driver has already been destroyed" (seen in `npm run load`'s teardown). The API's shutdown waits
 * for this count before closing the database (main.ts).
 *
 * Handlers, not requests: a request whose client hangs up during its hooks never reaches its
 * handler, nor onSend or onResponse, and would be counted for ever.
 */
export const requestsInFlightPlugin = sharedPlugin('requests-in-flight', async (app) => {
  let count = 0;
  const idle = new Set<() => void>();
  const leave = () => {
    count--;
    if (count === 0) for (const resolve of idle) resolve();
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function countedHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      count++;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        leave();
        throw error;
      }
      if (result instanceof Promise) return result.finally(leave);
      leave();
      return result;
    };
  });
  app.decorate('requestsInFlight', {
    get count() {
      return count;
    },
    settled(timeoutMs: number) {
      if (count === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = (value: boolean) => {
          clearTimeout(timer);
          idle.delete(onIdle);
          resolve(value);
        };
        const onIdle = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        idle.add(onIdle);
      });
    },
  } satisfies RequestsInFlight);
});
