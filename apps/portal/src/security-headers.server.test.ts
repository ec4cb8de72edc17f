import { HSTS, portalCsp, portalSecurityHeaders, tilesOrigin, type PortalPolicyOrigins } from './security-headers.server';

const local: PortalPolicyOrigins = {
  apiPublicUrl: 'http://localhost:3000',
  dashboardOrigin: 'http://localhost:4300',
  search: { mode: 'embedded', appId: 'sam', searchKey: 'public', host: 'localhost:3000', protocol: 'http' },
  mapTilesUrl: null,
};

/** The policy as directive → sources. */
const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => d.split(' ')).map(([name, ...sources]) => [name, sources]));

describe('portalCsp', () => {
  it('runs only this origin’s scripts and those carrying the nonce, never inline ones', () => {
    const csp = directives(portalCsp('abc123', local));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(csp['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(portalCsp('abc123', local)).not.toContain('unsafe-');
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it('reaches the API, the search engine, the dashboard and the video players, each once', () => {
    const csp = directives(portalCsp('n', local));
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:3000']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'http://localhost:3000']);
    expect(csp['form-action']).toEqual(["'self'", 'http://localhost:4300', 'http://localhost:3000']);
    expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('follows the configured origins: a search host of its own, hosted Algolia, base tiles', () => {
    const deployed = directives(
      portalCsp('n', {
        apiPublicUrl: 'https://api.sam.be/',
        dashboardOrigin: 'https://pro.sam.be',
        search: { mode: 'embedded', appId: 'sam', searchKey: 'k', host: 'search.sam.be', protocol: 'https' },
        mapTilesUrl: 'https://{a-c}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      }),
    );
    expect(deployed['connect-src']).toEqual(["'self'", 'https://api.sam.be', 'https://search.sam.be']);
    expect(deployed['img-src']).toEqual(["'self'", 'data:', 'https://api.sam.be', 'https://*.tile.openstreetmap.org']);
    expect(deployed['form-action']).toEqual(["'self'", 'https://pro.sam.be', 'https://api.sam.be']);

    const hosted = directives(portalCsp('n', { ...local, search: { mode: 'hosted', appId: 'ABC123', searchKey: 'k' } }));
    expect(hosted['connect-src']).toEqual(["'self'", 'http://localhost:3000', 'https://abc123-dsn.algolia.net', 'https://abc123.algolia.net', 'https://*.algolianet.com']);
  });

  it('reads a tiles template’s origin', () => {
    expect(tilesOrigin('https://tiles.example.be/{z}/{x}/{y}.png')).toBe('https://tiles.example.be');
    expect(tilesOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(() => tilesOrigin('/tiles/{z}/{x}/{y}.png')).toThrow(/MAP_TILES_URL/);
  });
});

describe('portalSecurityHeaders', () => {
  it('sends the other headers, and HSTS in production only', () => {
    const headers = portalSecurityHeaders({ nonce: 'n', production: false, origins: local });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Content-Security-Policy']).toContain("'nonce-n'");
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
    expect(portalSecurityHeaders({ nonce: 'n', production: true, origins: local })['Strict-Transport-Security']).toBe(HSTS);
  });
});
