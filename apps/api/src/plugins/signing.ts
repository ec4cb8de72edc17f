import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ApiConfig } from '../config';
import { safeEqual } from '../security/crypto';
import { sharedPlugin } from './define-plugin';

export interface Signing {
  /** HMAC-SHA256 (hex) with APP_KEY over a purpose and values: a signature for one use only. */
  sign(purpose: string, ...parts: (string | number)[]): string;
  /** Constant-time check of a signature made by `sign` with the same purpose and values. */
  verify(signature: string, purpose: string, ...parts: (string | number)[]): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    signing: Signing;
  }
}

const MIN_KEY_BYTES = 16;

/** `base64:…` (Laravel style) is decoded; any other value is used as UTF-8 text. */
export function keyBytes(appKey: string): Buffer {
  const key = appKey.startsWith('base64:') ? Buffer.from(appKey.slice('base64:'.length), 'base64') : Buffer.from(appKey, 'utf8');
  if (key.length < MIN_KEY_BYTES) throw new Error(`APP_KEY is too short: at least ${MIN_KEY_BYTES} bytes are needed`);
  return key;
}

/**
 * APP_KEY, or (outside production, where loadConfig already insists on it) the key kept in
 * data/app-key, generated on first use so signed links survive restarts of a dev server.
 */
export function resolveAppKey(config: Pick<ApiConfig, 'appKey' | 'appKeyFile' | 'nodeEnv'>): Buffer {
  if (config.appKey) return keyBytes(config.appKey);
  if (config.nodeEnv === 'production') throw new Error('APP_KEY must be set in production');
  if (!existsSync(config.appKeyFile)) {
    mkdirSync(dirname(config.appKeyFile), { recursive: true });
    try {
      // 'wx': two processes starting together keep whichever key was written first.
      writeFileSync(config.appKeyFile, `base64:${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return keyBytes(readFileSync(config.appKeyFile, 'utf8').trim());
}

export const signingPlugin = sharedPlugin('signing', async (app) => {
  const key = resolveAppKey(app.config);
  // JSON keeps the parts unambiguous ('1','23' never signs like '12','3').
  const sign = (purpose: string, ...parts: (string | number)[]) =>
    createHmac('sha256', key).update(JSON.stringify([purpose, ...parts.map(String)])).digest('hex');
  app.decorate<Signing>('signing', {
    sign,
    verify: (signature, purpose, ...parts) => safeEqual(sign(purpose, ...parts), signature),
  });
});
