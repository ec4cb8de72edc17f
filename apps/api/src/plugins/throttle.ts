import { nowIso } from '@sam/db';
import { HttpError } from '../http-error';
import { ThrottlesRepository } from '../throttles/repository';
import { sharedPlugin } from './define-plugin';

export interface ThrottleRule {
  /** e.g. `login:<email>|<ip>` */
  key: string;
  maxAttempts: number;
  windowMs: number;
}

export interface Throttle {
  /** Throws 429 (localised 'auth.throttled', Retry-After) when the key has used its attempts. */
  ensureNotExceeded(rule: ThrottleRule): Promise<void>;
  /** Counts one attempt against the key. */
  hit(rule: ThrottleRule): Promise<void>;
  clear(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

/** Throttling backed by the `throttles` table so limits hold across API instances (ARCHITECTURE: stateless instances). */
export const throttlePlugin = sharedPlugin('throttle', async (app) => {
  const throttles = new ThrottlesRepository(app.db);

  app.decorate<Throttle>('throttle', {
    async ensureNotExceeded({ key, maxAttempts }) {
      const state = await throttles.find(key);
      if (!state || state.reset_at <= nowIso() || state.hits < maxAttempts) return;
      const retryAfter = Math.max(1, Math.ceil((Date.parse(state.reset_at) - Date.now()) / 1000));
      throw new HttpError(429, 'auth.throttled', { headers: { 'retry-after': String(retryAfter) } });
    },
    async hit({ key, windowMs }) {
      await throttles.hit(key, nowIso(), new Date(Date.now() + windowMs).toISOString());
    },
    clear: (key) => throttles.clear(key),
  });
});
