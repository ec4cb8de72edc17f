/**
 * The dashboard's security headers (issue 14, docs/decisions/0023-security-headers.md). The SPA's
 * origins are fixed when it is built (VITE_API_URL), so the policy is too: the build writes these
 * headers beside index.html (security-headers.json, vite.config.ts) and serve.mjs sends them
 * with every file, adding HSTS when it runs with NODE_ENV=production.
 */

export interface DashboardHeaders {
  /** Every response. */
  headers: Record<string, string>;
  /** Every response too, when the server runs with NODE_ENV=production (local runs are plain http). */
  productionHeaders: Record<string, string>;
}

/** The file the build writes next to index.html. */
export const SECURITY_HEADERS_FILE = 'security-headers.json';

const cspHeader = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');

/**
 * A static SPA: index.html has no inline script or style (Vite links its bundles), so only this
 * origin's files run, and React sets styles through the CSSOM, which the policy leaves alone. The
 * API serves the data, the photos and logos; the address map's boundaries come from /geo here.
 */
export function dashboardCsp({ apiUrl }: { apiUrl: string }): string {
  const api = new URL(apiUrl).origin;
  return cspHeader({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', api],
    'font-src': ["'self'"],
    'connect-src': ["'self'", api],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

export function dashboardSecurityHeaders({ apiUrl }: { apiUrl: string }): DashboardHeaders {
  return {
    headers: {
      'Content-Security-Policy': dashboardCsp({ apiUrl }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    },
    // One year; no includeSubDomains: the association's other hosts are not ours to force onto HTTPS.
    productionHeaders: { 'Strict-Transport-Security': 'max-age=31536000' },
  };
}
