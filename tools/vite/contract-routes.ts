import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { generatedFrom } from './generated-modules';

/**
 * What a browser needs of an endpoint's contract to call it (api-client's `callOf`/`urlOf` and
 * the CSRF rule): its route. The zod schemas stay with the API, the server render and the forms
 * that import them.
 */
export const ROUTE_FIELDS = ['id', 'method', 'path', 'access', 'csrf', 'status'] as const;

const isRoute = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { method?: unknown }).method === 'string' && typeof (value as { path?: unknown }).path === 'string';

/**
 * The module a browser build gets instead of an endpoints file: every exported table of
 * endpoints, each endpoint cut down to its route. Exported functions (endpoint factories the API
 * uses) are left out, so a browser import of one fails the build instead of shipping schemas.
 */
export function routesModule(exports: Record<string, unknown>, file: string): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === 'function') continue;
    const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [];
    if (entries.length === 0 || !entries.every(([, endpoint]) => isRoute(endpoint))) {
      throw new Error(`${file}: export ${name} is not a table of endpoints; endpoint files export endpoint tables (and factories) only`);
    }
    const table = Object.fromEntries(
      entries.map(([key, endpoint]) => [
        key,
        Object.fromEntries(ROUTE_FIELDS.filter((field) => (endpoint as Record<string, unknown>)[field] !== undefined).map((field) => [field, (endpoint as Record<string, unknown>)[field]])),
      ]),
    );
    lines.push(`export const ${name} = ${JSON.stringify(table)};`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Browser builds carry each endpoint's route, not its schemas (decision 0033): every file of
 * libs/contracts/src/endpoints but the barrel is loaded, in the client environment of a build,
 * as the route tables its real module exports (read through Vite's module runner at build
 * start). Without it, any API call in the page shell brought zod's core and the schemas of every
 * endpoint of its group into the first load. Dev servers and the server build use the real modules.
 */
export function contractRoutesInBrowser(endpointsDir: string): Plugin {
  const files = readdirSync(endpointsDir)
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts' && !name.endsWith('.test.ts'))
    .map((name) => join(endpointsDir, name));
  return {
    name: 'sam-contract-routes',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    load: generatedFrom(files, routesModule),
  };
}
