import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt (N=2^15, r=8, p=1) from node:crypto: no native add-on to install on a fresh machine.
/** scrypt's work factor as log2(N): 15, 32 MiB and 0.1-0.8 s a hash depending on the machine. */
export const PASSWORD_HASH_COST = 15;
/**
 * The factor of test runs (NODE_ENV=test), as Laravel's test setup lowers bcrypt's rounds: the
 * same scrypt at 1 MiB a hash. Hundreds of registrations and logins in the API and e2e suites
 * otherwise spend minutes of a 2-core machine on hashing. A hash carries its own N, so hashes of
 * either factor verify anywhere.
 */
export const TEST_PASSWORD_HASH_COST = 10;

/** The work factor for a process's NODE_ENV: the API and the seed hash alike. */
export const passwordHashCostFor = (nodeEnv: string | undefined): number => (nodeEnv === 'test' ? TEST_PASSWORD_HASH_COST : PASSWORD_HASH_COST);
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N: n, r, p, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Returns `scrypt$N$r$p$salt$hash` (base64), N being 2^cost. */
export async function hashPassword(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, R, P);
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
