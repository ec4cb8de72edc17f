import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';
import { allEndpoints, referenceEndpoints } from '@sam/contracts';
import { notFound } from '../http-error';
import { routes } from '../plugins/contract-route';
import { openApiDocument } from './openapi';

/** Static files of the page: Swagger UI's bundle and style, and our start script (no inline script, for a strict CSP). */
const ASSETS: Record<string, { file: () => string; type: string }> = {
  'swagger-ui-bundle.js': { file: () => join(getAbsoluteFSPath(), 'swagger-ui-bundle.js'), type: 'application/javascript; charset=utf-8' },
  'swagger-ui.css': { file: () => join(getAbsoluteFSPath(), 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
};

const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, withCredentials: true,
    requestInterceptor: function (request) {
      var token = document.cookie.split('; ').find(function (c) { return c.indexOf('XSRF-TOKEN=') === 0; });
      if (token && request.method !== 'GET') request.headers['X-XSRF-TOKEN'] = decodeURIComponent(token.slice(11));
      return request;
    } });
});\n`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SAM API reference</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="reference"><h1>SAM API reference</h1><p>The reference needs JavaScript; the document itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`;

/** GET /api/openapi.json (generated from the contracts) and the interactive reference page /api/docs. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  let document: Record<string, unknown> | null = null;

  routes(app, referenceEndpoints, {
    openapi: () => (document ??= openApiDocument(allEndpoints(), '/')),
    page: ({ reply }) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
    asset: async ({ params, reply }) => {
      if (params.file === 'start.js') return reply.type('application/javascript; charset=utf-8').send(START_SCRIPT);
      const asset = ASSETS[params.file];
      if (!asset) throw notFound();
      return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(await readFile(asset.file()));
    },
  });
};
