import { referenceEndpoints } from '@sam/contracts';
import { sharedPlugin } from './define-plugin';

/**
 * The API's security headers (issue 14, docs/decisions/0023-security-headers.md), on every
 * response, errors and 404s included. Its answers are data (JSON, uploaded files, .eml), never
 * pages to render: `default-src 'none'` keeps an uploaded SVG or HTML file opened directly from
 * running anything, and nosniff keeps a browser from guessing another type. The one HTML page,
 * the reference at /api/docs, gets the policy its own script and style need.
 */

/** A Content-Security-Policy header value from its directives (an empty list is a bare keyword). */
export const cspHeader = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

export const API_CSP = cspHeader({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });

/**
 * /api/docs: Swagger UI's bundle, style and start script from this origin (no inline script or
 * style: it sets styles through the CSSOM), the OpenAPI document and "try it out" calls to this
 * origin, its SVG icons as data: URLs.
 */
export const REFERENCE_PAGE_CSP = cspHeader({
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** One year; no includeSubDomains: the association's other hosts are not ours to force onto HTTPS. */
export const HSTS = 'max-age=31536000';

/** The headers of every API response; HSTS only in production (local runs are plain http). */
export function apiSecurityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    'content-security-policy': API_CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    ...(production ? { 'strict-transport-security': HSTS } : {}),
  };
}

const REFERENCE_PAGE_PATH = referenceEndpoints.page.path;

export const securityHeadersPlugin = sharedPlugin('security-headers', async (app) => {
  const headers = apiSecurityHeaders({ production: app.config.nodeEnv === 'production' });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.routeOptions.url === REFERENCE_PAGE_PATH) reply.header('content-security-policy', REFERENCE_PAGE_CSP);
  });
});
