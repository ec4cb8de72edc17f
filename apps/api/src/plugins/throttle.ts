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
  /** Checks every rule, then counts one attempt against each (a request that must pass them all). */
  consume(...rules: ThrottleRule[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

/** Throttling backed by the `throttles` table so limits hold across API instances (ARCHITECTURE: stateless instances). */
export const throttlePlugin = sharedPlugin('throttle', async (app) => {
  const throttles = new ThrottlesRepository(app.db);

  // RATE_LIMIT_FACTOR scales every allowance (config.ts).
  const allowance = (maxAttempts: number) => maxAttempts * app.config.rateLimitFactor;

  const throttle: Throttle = {
    async ensureNotExceeded({ key, maxAttempts }) {
      const state = await throttles.find(key);
      if (!state || state.reset_at <= nowIso() || state.hits < allowance(maxAttempts)) return;
      const retryAfter = Math.max(1, Math.ceil((Date.parse(state.reset_at) - Date.now()) / 1000));
      throw new HttpError(429, 'auth.throttled', { headers: { 'retry-after': String(retryAfter) } });
    },
    async hit({ key, windowMs }) {
      await throttles.hit(key, nowIso(), new Date(Date.now() + windowMs).toISOString());
    },
    clear: (key) => throttles.clear(key),
    async consume(...rules) {
      for (const rule of rules) await throttle.ensureNotExceeded(rule);
      for (const rule of rules) await throttle.hit(rule);
    },
  };
  app.decorate<Throttle>('throttle', throttle);
});
