import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot, loadConfig } from './config';

describe('loadConfig', () => {
  it('has local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      cookieDomain: undefined,
      secureCookies: false,
      portalOrigin: 'http://localhost:4200',
      dashboardOrigin: 'http://localhost:4300',
      apiPublicUrl: 'http://localhost:3000',
      sessionLifetimeMinutes: 120,
      trustProxy: false,
      rateLimitFactor: 1,
      passwordHashCost: 15,
      devOutbox: false,
      appKey: undefined,
      smtpUrl: undefined,
      smtpFrom: 'SAM <no-reply@sam.example>',
      contactEmail: 'contact@sam.example',
      search: { mode: 'embedded', publicHost: 'localhost:3000', publicProtocol: 'http' },
    });
    expect(config.appKeyFile).toBe(join(findRepoRoot(), 'data', 'app-key'));
    expect(config.outboxDir).toBe(join(findRepoRoot(), 'data', 'outbox'));
    expect(config.storageDir).toBe(join(findRepoRoot(), 'data', 'storage'));
    expect(config.databaseFile).toBe(join(findRepoRoot(), 'data', 'sam.sqlite'));
    expect(existsSync(join(findRepoRoot(), 'nx.json'))).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db/sam',
      DATABASE_FILE: '/var/lib/sam.sqlite',
      COOKIE_DOMAIN: '.example.be',
      NODE_ENV: 'production',
      PORTAL_ORIGIN: 'https://example.be',
      DASHBOARD_ORIGIN: 'https://dashboard.example.be',
      API_PUBLIC_URL: 'https://api.example.be/',
      SESSION_LIFETIME_MINUTES: '30',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      APP_KEY: 'base64:c2VjcmV0LWtleS1mb3ItdGVzdHMtb25seS0xMjM0NTY=',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.be:465',
      SMTP_FROM: 'SAM asbl <info@example.be>',
      OUTBOX_DIR: '/var/spool/sam-outbox',
      STORAGE_DIR: '/srv/sam/storage',
      CONTACT_EMAIL: 'info@example.be',
      SEARCH_PUBLIC_HOST: 'api.example.be',
      SEARCH_PUBLIC_PROTOCOL: 'https',
    });
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/sam',
      databaseFile: '/var/lib/sam.sqlite',
      cookieDomain: '.example.be',
      nodeEnv: 'production',
      secureCookies: true,
      portalOrigin: 'https://example.be',
      dashboardOrigin: 'https://dashboard.example.be',
      apiPublicUrl: 'https://api.example.be',
      sessionLifetimeMinutes: 30,
      logLevel: 'warn',
      trustProxy: true,
      appKey: 'base64:c2VjcmV0LWtleS1mb3ItdGVzdHMtb25seS0xMjM0NTY=',
      appKeyFile: join(findRepoRoot(), 'data', 'app-key'),
      smtpUrl: 'smtps://mailer:secret@smtp.example.be:465',
      smtpFrom: 'SAM asbl <info@example.be>',
      outboxDir: '/var/spool/sam-outbox',
      devOutbox: false,
      rateLimitFactor: 1,
      passwordHashCost: 15,
      storageDir: '/srv/sam/storage',
      contactEmail: 'info@example.be',
      search: { mode: 'embedded', publicHost: 'api.example.be', publicProtocol: 'https' },
    });
  });

  it('selects hosted Algolia when its application id and keys are all set', () => {
    const hosted = { ALGOLIA_APP_ID: 'APPID123', ALGOLIA_ADMIN_KEY: 'admin-secret', ALGOLIA_SEARCH_KEY: 'search-public' };
    expect(loadConfig(hosted).search).toEqual({ mode: 'hosted', appId: 'APPID123', adminKey: 'admin-secret', searchKey: 'search-public' });
    expect(() => loadConfig({ ALGOLIA_APP_ID: 'APPID123', ALGOLIA_SEARCH_KEY: 'search-public' })).toThrow(/ALGOLIA_ADMIN_KEY/);
    expect(() => loadConfig({ ALGOLIA_APP_ID: 'APPID123', ALGOLIA_ADMIN_KEY: 'admin-secret' })).toThrow(/ALGOLIA_SEARCH_KEY/);
    expect(() => loadConfig({ SEARCH_PUBLIC_PROTOCOL: 'ftp' })).toThrow(/SEARCH_PUBLIC_PROTOCOL/);
  });

  it('hashes passwords at scrypt N=2^15, lighter for test runs only', () => {
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: 'k' }).passwordHashCost).toBe(15);
    expect(loadConfig({ NODE_ENV: 'development' }).passwordHashCost).toBe(15);
    expect(loadConfig({ NODE_ENV: 'test' }).passwordHashCost).toBe(10);
  });

  it('requires APP_KEY in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: '   ' })).toThrow(/APP_KEY/);
    expect(loadConfig({ NODE_ENV: 'development' }).appKey).toBeUndefined();
  });

  it('refuses nonsense numbers', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_LIFETIME_MINUTES: '-5' })).toThrow(/SESSION_LIFETIME_MINUTES/);
  });
});
