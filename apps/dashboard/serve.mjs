// Static server of the built dashboard SPA (no dependencies): hashed assets cached for a year,
// index.html for every path under the dashboard bases so the client router takes over.
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const ROOT = resolve(process.env.DASHBOARD_DIST ?? join(workspaceRoot, 'dist/apps/dashboard'));
const PORT = Number(process.env.PORT ?? 4300);
const HOST = process.env.HOST; // undefined: every interface, IPv4 and IPv6 (so `localhost` works either way)

// DASHBOARD_BASE of @sam/i18n-routes, plus the bare origin (the router sends it to the right locale).
const SPA_PATHS = [/^\/$/, /^\/fr\/mon-tableau-de-bord(\/.*)?$/, /^\/nl\/my-dashboard(\/.*)?$/];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.geojson': 'application/geo+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.geojson', '.map', '.svg', '.txt', '.webmanifest']);

/**
 * The security headers of every response, written by the build for the API it talks to
 * (src/security-headers.ts), plus HSTS with NODE_ENV=production. Not built yet: the baseline
 * without a policy for scripts (only the 503 below is served then).
 */
function securityHeaders() {
  let built;
  try {
    built = JSON.parse(readFileSync(join(ROOT, 'security-headers.json'), 'utf8'));
  } catch {
    console.warn(`dashboard: no ${ROOT}/security-headers.json (not built?), serving under a policy that runs nothing`);
    return { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'", 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' };
  }
  return { ...built.headers, ...(process.env.NODE_ENV === 'production' ? built.productionHeaders : {}) };
}
const BASE_HEADERS = securityHeaders();

/** Vite puts content-hashed files under /assets/: they never change, so cache them for good. */
const cacheControl = (urlPath) =>
  urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

async function fileAt(urlPath) {
  const path = normalize(join(ROOT, urlPath));
  if (path !== ROOT && !path.startsWith(ROOT + sep)) return null; // no way out of the build folder
  try {
    const info = await stat(path);
    return info.isFile() ? { path, info } : null;
  } catch {
    return null;
  }
}

function send(req, res, { path, info }, urlPath, status = 200) {
  const ext = extname(path).toLowerCase();
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    ...BASE_HEADERS,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(urlPath),
    'Last-Modified': info.mtime.toUTCString(),
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const gzip = COMPRESSIBLE.has(ext) && info.size > 1024 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = info.size;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(path);
  stream.on('error', () => res.destroy());
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

const server = createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...BASE_HEADERS, Allow: 'GET, HEAD' }).end();
    return;
  }
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400, BASE_HEADERS).end();
    return;
  }

  const file = urlPath.endsWith('/') ? null : await fileAt(urlPath);
  if (file) return send(req, res, file, urlPath);

  const spaPath = urlPath.replace(/\/+$/, '') || '/';
  if (SPA_PATHS.some((pattern) => pattern.test(spaPath))) {
    const index = await fileAt('/index.html');
    if (index) return send(req, res, index, '/index.html');
    res.writeHead(503, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end(`Dashboard not built: ${ROOT}/index.html is missing.\n`);
    return;
  }
  res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found\n');
});

server.listen(PORT, HOST, () => {
  console.log(`dashboard: serving ${ROOT} on http://${HOST ?? 'localhost'}:${PORT}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
