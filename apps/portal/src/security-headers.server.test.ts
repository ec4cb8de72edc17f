import { createHash } from 'node:crypto';
import { HSTS, inlineSourceHashes, portalCsp, portalSecurityHeaders, tilesOrigin, type PortalPolicyOrigins } from './security-headers.server';

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
    const csp = directives(portalCsp({ nonce: 'abc123' }, local));
    expect(csp['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(csp['style-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(portalCsp({ nonce: 'abc123' }, local)).not.toContain('unsafe-');
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it('allows the inline scripts and styles of a cached page by their hashes, nothing else inline', () => {
    const csp = directives(portalCsp({ scriptHashes: ["'sha256-a'", "'sha256-b'"], styleHashes: [] }, local));
    expect(csp['script-src']).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
  });

  it('reaches the API, the search engine, the dashboard and the video players, each once', () => {
    const csp = directives(portalCsp({ nonce: 'n' }, local));
    expect(csp['connect-src']).toEqual(["'self'", 'http://localhost:3000']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'http://localhost:3000']);
    expect(csp['form-action']).toEqual(["'self'", 'http://localhost:4300', 'http://localhost:3000']);
    expect(csp['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
  });

  it('follows the configured origins: a search host of its own, hosted Algolia, base tiles', () => {
    const deployed = directives(
      portalCsp({ nonce: 'n' }, {
        apiPublicUrl: 'https://api.sam.be/',
        dashboardOrigin: 'https://pro.sam.be',
        search: { mode: 'embedded', appId: 'sam', searchKey: 'k', host: 'search.sam.be', protocol: 'https' },
        mapTilesUrl: 'https://{a-c}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      }),
    );
    expect(deployed['connect-src']).toEqual(["'self'", 'https://api.sam.be', 'https://search.sam.be']);
    expect(deployed['img-src']).toEqual(["'self'", 'data:', 'https://api.sam.be', 'https://*.tile.openstreetmap.org']);
    expect(deployed['form-action']).toEqual(["'self'", 'https://pro.sam.be', 'https://api.sam.be']);

    const hosted = directives(portalCsp({ nonce: 'n' }, { ...local, search: { mode: 'hosted', appId: 'ABC123', searchKey: 'k' } }));
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
    const headers = portalSecurityHeaders({ inline: { nonce: 'n' }, production: false, origins: local });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Content-Security-Policy']).toContain("'nonce-n'");
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
    expect(portalSecurityHeaders({ inline: { nonce: 'n' }, production: true, origins: local })['Strict-Transport-Security']).toBe(HSTS);
  });
});

describe('inlineSourceHashes', () => {
  // The hashes browsers compute (the CSP spec's example: sha256 of the UTF-8 text, base64).
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('hashes each inline script and style element once, not the scripts loaded by src', () => {
    const html = [
      '<html><head><style>header[data-network-colors]{background:#1a4d8f}</style>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script>window.__reactRouterContext = {"a":"é\\u003c/script>"};</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '</head><body><script>window.__reactRouterContext = {"a":"é\\u003c/script>"};</script>',
      '<script type="module" async="">import("/assets/route.js");</script></body></html>',
    ].join('');
    expect(inlineSourceHashes(html)).toEqual({
      scriptHashes: [hashOf('window.__reactRouterContext = {"a":"é\\u003c/script>"};'), hashOf('{"@type":"Organization"}'), hashOf('import("/assets/route.js");')],
      styleHashes: [hashOf('header[data-network-colors]{background:#1a4d8f}')],
    });
  });

  it('finds nothing in a page without inline code', () => {
    expect(inlineSourceHashes('<p>Bonjour</p><script src="/a.js"></script>')).toEqual({ scriptHashes: [], styleHashes: [] });
  });
});
