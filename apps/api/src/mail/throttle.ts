import type { FastifyInstance } from 'fastify';

/**
 * Anonymous requests that send a mail to an address (forgot password, unregister a listing):
 * 3 per address and IP per 15 minutes, 20 per IP per hour. Every request counts, whether or not
 * a mail goes out, so the 429 reveals nothing about accounts (no enumeration).
 */
export async function throttleMailRequest(app: FastifyInstance, kind: string, email: string, ip: string): Promise<void> {
  const rules = [
    { key: `${kind}:${email}|${ip}`, maxAttempts: 3, windowMs: 15 * 60_000 },
    { key: `${kind}:ip:${ip}`, maxAttempts: 20, windowMs: 60 * 60_000 },
  ];
  await app.throttle.consume(...rules);
}
