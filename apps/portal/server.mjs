// The portal's server: what react-router-serve does (compression, static files, a request log, the
// React Router build) plus the security headers of every response (issue 14, decision 0023) and the
// caching of anonymous pages (issue 16, docs/decisions/0032-page-caching.md):
// - a visitor without a session gets the page rendered whole, its inline scripts allowed by their
//   hashes rather than a nonce, with an ETag (304 on If-None-Match) and a Cache-Control that lets
//   shared caches (nginx, a CDN) keep it briefly; the same answer is kept here for
//   PORTAL_PAGE_CACHE_SECONDS and shared by the requests that arrive while it is rendered;
// - a signed-in visitor, and every other method, gets the streamed page with a fresh nonce, private.
// Usage: node apps/portal/server.mjs [dist/apps/portal/server/index.js]
import { productionDeployment as production } from './server-env.mjs';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';
import { createRequestHandler as createFetchHandler } from 'react-router';


const appRoot = fileURLToPath(new URL('.', import.meta.url));
const buildPath = path.resolve(process.argv[2] ?? path.join(appRoot, '../../dist/apps/portal/server/index.js'));
const build = await import(pathToFileURL(buildPath).href);
const clientDir = path.resolve(path.dirname(buildPath), '../client');
/** apps/portal/src/entry.server.tsx: the policy, built from the portal's configured origins, and the hashes of a page's inline code. */
const { securityHeaders, inlineSourceHashes, scriptsAfterFirstPaint, takingTurns } = build.entry.module;

/** The API's session cookie: without it the visitor is anonymous and sees what every anonymous visitor sees. */
const SESSION_COOKIE = 'sam_session';
/** Browsers ask again every time (a 304 when unchanged); shared caches keep a page 30 s and may serve it 30 s more while they refresh it. */
const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** How long this process answers an anonymous page from memory; 0 renders each request (the e2e run). */
const pageCacheMs = 1000 * Number(process.env.PORTAL_PAGE_CACHE_SECONDS ?? 5);
const PAGE_CACHE_ENTRIES = 500;
const SUBRESOURCE_HEADERS = { 'X-Content-Type-Options': 'nosniff' };

const app = express();
app.disable('x-powered-by');
app.disable('etag'); // the pages' ETags are set below; static files keep serve-static's own
app.use(compression());
// Vite's content-hashed scripts and stylesheets never change, and a policy, a frame rule or an opener
// rule means nothing on them (browsers read those on documents and workers, and the portal starts no
// worker): they carry nosniff alone. A first visit loads about twenty of them, and the document
// headers cost about 700 bytes each (issue 16 item 6, decision 0033).
app.use(
  '/assets',
  (req, res, next) => {
    if (/\.(?:js|css)$/.test(req.path)) res.set(SUBRESOURCE_HEADERS);
    next();
  },
  express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', etag: false, lastModified: false }),
);
app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  res.set(securityHeaders({ nonce: res.locals.cspNonce }, production));
  next();
});
app.use(express.static(clientDir));
app.use(express.static(path.join(appRoot, 'public'), { maxAge: '1h' }));
app.use(morgan('tiny'));

const signedIn = (req) => (req.get('cookie') ?? '').split(/;\s*/).some((pair) => pair.startsWith(`${SESSION_COOKIE}=`));

const handleFetch = createFetchHandler(build, process.env.NODE_ENV);

/** The whole answer to an anonymous GET: status, headers, body, and an ETag when shared caches may keep it. */
async function renderWhole(req) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) headers.append(name, one);
  }
  const response = await handleFetch(new Request(new URL(req.originalUrl, `${req.protocol}://${req.get('host')}`), { headers }), { wholePage: true });
  const html = /^text\/html/i.test(response.headers.get('content-type') ?? '');
  // The first paint before any script (first-paint.server.ts).
  const body = html ? Buffer.from(scriptsAfterFirstPaint(await response.text())) : Buffer.from(await response.arrayBuffer());
  // A route's own Set-Cookie or Cache-Control is the visitor's or the route's to decide: left as they are.
  const shareable = response.status === 200 && !response.headers.has('set-cookie') && !response.headers.has('cache-control');
  return {
    status: response.status,
    headers: [...response.headers],
    setCookies: response.headers.getSetCookie(),
    body,
    inline: html ? inlineSourceHashes(body.toString('utf8')) : null,
    // Weak: compression sends other bytes for the same page.
    etag: shareable ? `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` : null,
    storedAt: Date.now(),
  };
}

/** Answers kept for pageCacheMs, and the renders in progress, by URL and the visitor's cookies (Vary: Cookie). */
const pages = new Map();
const inProgress = new Map();

async function anonymousPage(req) {
  if (pageCacheMs === 0) return renderWhole(req);
  const key = `${req.originalUrl}\n${req.get('cookie') ?? ''}`;
  const kept = pages.get(key);
  if (kept && Date.now() - kept.storedAt < pageCacheMs) return kept;
  let rendering = inProgress.get(key);
  const own = !rendering;
  if (own) {
    rendering = renderWhole(req).finally(() => inProgress.delete(key));
    inProgress.set(key, rendering);
  }
  const page = await rendering;
  if (!page.etag) return own ? page : renderWhole(req); // a redirect, a 404, a cookie: never shared
  if (own) {
    pages.delete(key);
    if (pages.size >= PAGE_CACHE_ENTRIES) pages.delete(pages.keys().next().value);
    pages.set(key, page);
  }
  return page;
}

const matches = (ifNoneMatch, etag) => ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag.replace(/^W\//, ''));

app.get('*', async (req, res, next) => {
  if (signedIn(req)) return next();
  try {
    const page = await anonymousPage(req);
    if (page.inline) res.set(securityHeaders(page.inline, production));
    if (page.etag) {
      // The same policy on a 304: a browser keeps the headers a 304 brings with the body it kept.
      res.set({ 'Cache-Control': SHARED_CACHE_CONTROL, ETag: page.etag });
      res.vary('Cookie');
      const ifNoneMatch = req.get('if-none-match');
      if (ifNoneMatch && matches(ifNoneMatch, page.etag)) return res.status(304).end();
    }
    res.status(page.status);
    for (const [name, value] of page.headers) if (name !== 'set-cookie' && name !== 'content-length') res.set(name, value);
    for (const cookie of page.setCookies) res.append('Set-Cookie', cookie);
    res.end(page.body);
  } catch (error) {
    next(error);
  }
});

// Signed-in visitors and forms: streamed, a fresh nonce, never kept by a cache.
app.all(
  '*',
  (_req, res, next) => {
    res.set('Cache-Control', PRIVATE_CACHE_CONTROL);
    next();
  },
  createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }) }),
);

const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST; // undefined: every interface, IPv4 and IPv6 (so `localhost` works either way)
// Requests start one per turn of the event loop, so a busy portal still accepts new connections (@sam/request-turns).
const server = createServer(takingTurns(app));
// An idle connection is kept 72 s, as the API's (Fastify's default), longer than a proxy keeps its own
// upstream connections idle (nginx: 60 s): with Node's 5 s, nginx could reuse one the portal was closing.
server.keepAliveTimeout = 72_000;
server.listen(port, host, () => console.log(`portal: http://${host ?? 'localhost'}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
