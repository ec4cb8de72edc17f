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
      sessionLifetimeMinutes: 120,
      trustProxy: false,
    });
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
      SESSION_LIFETIME_MINUTES: '30',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
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
      sessionLifetimeMinutes: 30,
      logLevel: 'warn',
      trustProxy: true,
    });
  });

  it('refuses nonsense numbers', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_LIFETIME_MINUTES: '-5' })).toThrow(/SESSION_LIFETIME_MINUTES/);
  });
});
