import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { resolveSearchClientConfig } from '@sam/contracts';
import { passwordHashCostFor } from '@sam/db';

export interface ApiConfig {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; unset means the embedded SQLite file. */
  databaseUrl?: string;
  databaseFile: string;
  /** Shared cookie domain (e.g. `.example.be`); unset means host-only cookies. */
  cookieDomain?: string;
  nodeEnv: string;
  /** Secure cookies in production only: local dev runs on plain http://localhost. */
  secureCookies: boolean;
  portalOrigin: string;
  dashboardOrigin: string;
  /** API_PUBLIC_URL: where browsers and mail clients reach this API (a newsletter's one-click unsubscribe). */
  apiPublicUrl: string;
  sessionLifetimeMinutes: number;
  logLevel: string;
  /** Behind a reverse proxy, take the client IP from X-Forwarded-For (login throttling is per IP). */
  trustProxy: boolean;
  /**
   * RATE_LIMIT_FACTOR: multiplies every rate limit's allowance (default 1). Test runs that register
   * hundreds of accounts from one address (the e2e suites) raise it; production leaves it at 1.
   */
  rateLimitFactor: number;
  /** scrypt's work factor for new password hashes (@sam/db): lowered for NODE_ENV=test only. */
  passwordHashCost: number;
  /**
   * APP_KEY: secret for signed links (email verification, unregistering). Required in production;
   * elsewhere, when unset, one is generated once and kept in `appKeyFile` (see plugins/signing.ts).
   */
  appKey?: string;
  appKeyFile: string;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://…): mails go out through it; unset = local outbox. */
  smtpUrl?: string;
  /** SMTP_FROM: the sender of every mail. */
  smtpFrom: string;
  /** OUTBOX_DIR: where the local outbox writes its .eml files and index (no SMTP_URL). */
  outboxDir: string;
  /**
   * DEV_OUTBOX=1: serve the local outbox at /dev/outbox (it shows every mail, password-reset links
   * included, to anyone). Opt-in, for `npm start` and the e2e suites; never in production.
   */
  devOutbox: boolean;
  /** CONTACT_EMAIL: the association's address, which receives contact messages, suggestions and ad orders. */
  contactEmail: string;
  /** STORAGE_DIR: where uploaded files (photos, documents, offer attachments) are kept on local disk. */
  storageDir: string;
  /** Search engine: the embedded one (default) or hosted Algolia (docs/decisions/0005-search-engine.md). */
  search: SearchConfig;
}

export type SearchConfig =
  /** SEARCH_PUBLIC_HOST / SEARCH_PUBLIC_PROTOCOL: where browsers reach this API's Algolia-protocol routes. */
  | { mode: 'embedded'; publicHost: string; publicProtocol: 'http' | 'https' }
  /** ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY (pushes records) and ALGOLIA_SEARCH_KEY (for the frontends). */
  | { mode: 'hosted'; appId: string; adminKey: string; searchKey: string };

function searchConfig(env: NodeJS.ProcessEnv): SearchConfig {
  const client = resolveSearchClientConfig(env);
  if (client.mode === 'embedded') return { mode: 'embedded', publicHost: client.host, publicProtocol: client.protocol };
  const adminKey = blankToUndefined(env.ALGOLIA_ADMIN_KEY);
  if (!adminKey) throw new Error('ALGOLIA_ADMIN_KEY must be set with ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY (the API pushes records with it)');
  return { mode: 'hosted', appId: client.appId, adminKey, searchKey: client.searchKey };
}

/** The workspace root is the nearest folder holding nx.json, from the running script or the cwd. */
export function findRepoRoot(starts: string[] = [process.argv[1] ? dirname(resolve(process.argv[1])) : '', process.cwd()]): string {
  for (const start of starts.filter(Boolean)) {
    let dir = resolve(start);
    for (;;) {
      if (existsSync(join(dir, 'nx.json'))) return dir;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return process.cwd();
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

const blankToUndefined = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const appKey = blankToUndefined(env.APP_KEY);
  // Signed links must survive restarts and be the same on every instance: no generated key in production.
  if (nodeEnv === 'production' && !appKey) throw new Error('APP_KEY must be set in production (e.g. `openssl rand -base64 32`)');
  const dataDir = join(findRepoRoot(), 'data');
  return {
    port: integer(env.PORT, 3000, 'PORT'),
    host: blankToUndefined(env.HOST) ?? '127.0.0.1',
    databaseUrl: blankToUndefined(env.DATABASE_URL),
    databaseFile: blankToUndefined(env.DATABASE_FILE) ?? join(dataDir, 'sam.sqlite'),
    cookieDomain: blankToUndefined(env.COOKIE_DOMAIN),
    nodeEnv,
    secureCookies: nodeEnv === 'production',
    portalOrigin: blankToUndefined(env.PORTAL_ORIGIN) ?? 'http://localhost:4200',
    dashboardOrigin: blankToUndefined(env.DASHBOARD_ORIGIN) ?? 'http://localhost:4300',
    apiPublicUrl: (blankToUndefined(env.API_PUBLIC_URL) ?? 'http://localhost:3000').replace(/\/+$/, ''),
    sessionLifetimeMinutes: integer(env.SESSION_LIFETIME_MINUTES, 120, 'SESSION_LIFETIME_MINUTES'),
    logLevel: blankToUndefined(env.LOG_LEVEL) ?? (nodeEnv === 'production' ? 'info' : 'debug'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    rateLimitFactor: integer(env.RATE_LIMIT_FACTOR, 1, 'RATE_LIMIT_FACTOR'),
    passwordHashCost: passwordHashCostFor(nodeEnv),
    appKey,
    appKeyFile: join(dataDir, 'app-key'),
    smtpUrl: blankToUndefined(env.SMTP_URL),
    smtpFrom: blankToUndefined(env.SMTP_FROM) ?? 'SAM <no-reply@sam.example>',
    outboxDir: blankToUndefined(env.OUTBOX_DIR) ?? join(dataDir, 'outbox'),
    devOutbox: nodeEnv !== 'production' && (env.DEV_OUTBOX === '1' || env.DEV_OUTBOX === 'true'),
    contactEmail: blankToUndefined(env.CONTACT_EMAIL) ?? 'contact@sam.example',
    storageDir: blankToUndefined(env.STORAGE_DIR) ?? join(dataDir, 'storage'),
    search: searchConfig(env),
  };
}
