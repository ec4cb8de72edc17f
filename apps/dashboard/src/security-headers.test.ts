import { dashboardCsp, dashboardSecurityHeaders } from './security-headers';

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => d.split(' ')).map(([name, ...sources]) => [name, sources]));

describe('dashboard security headers', () => {
  it('runs only its own files (no inline script or style), talks to the API, is framed nowhere', () => {
    const csp = directives(dashboardCsp({ apiUrl: 'https://api.sam.be/' }));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.sam.be']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://api.sam.be']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(dashboardCsp({ apiUrl: 'http://localhost:3000' })).not.toContain('unsafe-');
  });

  it('keeps HSTS for production', () => {
    const { headers, productionHeaders } = dashboardSecurityHeaders({ apiUrl: 'http://localhost:3000' });
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin', 'Cross-Origin-Opener-Policy': 'same-origin' });
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
    expect(productionHeaders).toEqual({ 'Strict-Transport-Security': 'max-age=31536000' });
  });
});
