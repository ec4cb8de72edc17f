import { createHash } from 'node:crypto';
import type { SearchClientConfig } from '@sam/contracts';
import { VIDEO_PLAYER_ORIGINS } from './shared/video/video-embed';

/**
 * The portal's security headers (issue 14, docs/decisions/0023-security-headers.md), one policy
 * for every response the portal server sends (pages, data requests, static files; server.mjs).
 */

export interface PortalPolicyOrigins {
  /** Where browsers reach the API: images of listings, contact forms, the session. */
  apiPublicUrl: string;
  /** The dashboard: forms and links lead there (login's redirect). */
  dashboardOrigin: string;
  /** The search engine the browser calls (embedded: the API's Algolia-protocol host; hosted Algolia). */
  search: SearchClientConfig;
  /** Optional XYZ base tiles under the search map. */
  mapTilesUrl: string | null;
}


/** Hosted Algolia's hosts (the client picks among `<app>-dsn.algolia.net`, `<app>-1.algolianet.com`…). */
const hostedSearchOrigins = (appId: string) => [`https://${appId.toLowerCase()}-dsn.algolia.net`, `https://${appId.toLowerCase()}.algolia.net`, 'https://*.algolianet.com'];

const originOf = (url: string): string => new URL(url).origin;

/** A tiles template's origin; `{a-c}.tile.example.org` (subdomains the map picks) becomes `*.tile.example.org`. */
export function tilesOrigin(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/i.exec(template);
  if (!match) throw new Error(`MAP_TILES_URL must be an http(s) address, got "${template}"`);
  return `${match[1].toLowerCase()}${match[2].replace(/^\{[^}]*\}\./, '*.').toLowerCase()}`;
}

/** A Content-Security-Policy value from its directives. */
export const cspHeader = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');

/**
 * What lets the page's inline scripts and style elements run: the response's nonce (streamed pages,
 * private to one visitor), or the hashes of the ones a whole rendered body holds (pages shared
 * caches may keep, docs/decisions/0032-page-caching.md: a nonce repeated to every visitor from a
 * cache would no longer be a secret).
 */
export type InlineSources = { nonce: string } | { scriptHashes: readonly string[]; styleHashes: readonly string[] };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP hashes of a rendered page's inline scripts (React Router's hydration data and module
 * import, scroll restoration, React's streaming, JSON-LD) and style elements, each once. React
 * escapes `</` inside them, so each ends at the first closing tag; `<script src>` and the page's messages (data, never run) need no hash.
 */
export function inlineSourceHashes(html: string): { scriptHashes: string[]; styleHashes: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(([, attributes]) => !/\bsrc=|\btype="application\/json"/i.test(attributes)).map(([, , text]) => sha256(text));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text]) => sha256(text));
  return { scriptHashes: [...new Set(scripts)], styleHashes: [...new Set(styles)] };
}

/**
 * Scripts: this origin's bundles and the inline scripts the response's nonce or hashes allow,
 * never 'unsafe-inline'. Styles: the bundled stylesheets and allowed style elements (a network's
 * colours); no style attribute is rendered on the server, and OpenLayers and React set styles
 * through the CSSOM, which the policy does not restrict.
 */
export function portalCsp(inline: InlineSources, origins: PortalPolicyOrigins): string {
  const api = originOf(origins.apiPublicUrl);
  const search = origins.search.mode === 'hosted' ? hostedSearchOrigins(origins.search.appId) : [`${origins.search.protocol}://${origins.search.host}`];
  const tiles = origins.mapTilesUrl ? [tilesOrigin(origins.mapTilesUrl)] : [];
  return cspHeader({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...('nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.scriptHashes)],
    'style-src': ["'self'", ...('nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.styleHashes)],
    // Photos and logos come from the API, base tiles from their server (the map draws the rest on a
    // canvas); data: for small inline images (harmless in an image).
    'img-src': ["'self'", 'data:', api, ...tiles],
    'font-src': ["'self'"],
    'connect-src': ["'self'", api, ...search],
    // The video players (a provider's video, the "La vidéo" page), embedded once functional cookies are accepted.
    'frame-src': [...VIDEO_PLAYER_ORIGINS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", originOf(origins.dashboardOrigin), api],
    'frame-ancestors': ["'none'"],
  });
}

/** One year; no includeSubDomains: the association's other hosts are not ours to force onto HTTPS. */
export const HSTS = 'max-age=31536000';

/** Every response's headers; HSTS only when NODE_ENV=production (local runs are plain http). */
export function portalSecurityHeaders({ inline, production, origins }: { inline: InlineSources; production: boolean; origins: PortalPolicyOrigins }): Record<string, string> {
  return {
    'Content-Security-Policy': portalCsp(inline, origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The site asks for no device: no camera, microphone or location (the search asks for a place by name).
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(production ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
