// The portal's server: what react-router-serve does (compression, static files, a request log, the
// React Router build) plus the security headers of every response, pages, data and static files
// alike, with a fresh Content-Security-Policy nonce each (issue 14, docs/decisions/0023-security-headers.md).
// Usage: node apps/portal/server.mjs [dist/apps/portal/server/index.js]
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';

// HSTS only when the deployment says production (as the API's secure cookies); the render itself
// defaults to production mode, as react-router-serve's does (set before React is loaded).
const production = process.env.NODE_ENV === 'production';
process.env.NODE_ENV ??= 'production';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const buildPath = path.resolve(process.argv[2] ?? path.join(appRoot, '../../dist/apps/portal/server/index.js'));
const build = await import(pathToFileURL(buildPath).href);
const clientDir = path.resolve(path.dirname(buildPath), '../client');
/** apps/portal/src/entry.server.tsx: the policy, built from the portal's configured origins. */
const { securityHeaders } = build.entry.module;

const app = express();
app.disable('x-powered-by');
app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  res.set(securityHeaders(res.locals.cspNonce, production));
  next();
});
app.use(compression());
// Vite's content-hashed files never change.
app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(clientDir));
app.use(express.static(path.join(appRoot, 'public'), { maxAge: '1h' }));
app.use(morgan('tiny'));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }) }));

const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST; // undefined: every interface, IPv4 and IPv6 (so `localhost` works either way)
const server = app.listen(port, host, () => console.log(`portal: http://${host ?? 'localhost'}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
