import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** URL-safe random secret (base64url, no padding). */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Laravel's email-verification hash: sha1 of the address. It only ties a link to an address; the HMAC signs it. */
export const sha1Hex = (value: string): string => createHash('sha1').update(value).digest('hex');

/** Constant-time comparison of two strings (false when the lengths differ). */
export function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
