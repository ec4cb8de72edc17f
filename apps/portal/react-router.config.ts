import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';

// Server-side rendered portal (docs/decisions/0002-portal-ssr.md).
export default {
  appDirectory: 'src',
  buildDirectory: '../../dist/apps/portal',
  ssr: true,
  // The whole route manifest up front: the client navigation can then load a page's module itself
  // and apply the once-a-minute reload rule of spec §4 to a chunk that fails (ClientNavigation.tsx).
  routeDiscovery: { mode: 'initial' },
  // The server build is ES modules in a folder without a package.json: say so, or Node parses it as
  // CommonJS first at every start and warns (MODULE_TYPELESS_PACKAGE_JSON).
  async buildEnd({ reactRouterConfig }) {
    await writeFile(path.join(reactRouterConfig.buildDirectory, 'server', 'package.json'), '{ "type": "module" }\n');
  },
  future: { v8_viteEnvironmentApi: true, v8_splitRouteModules: true, v8_trailingSlashAwareDataRequests: true },
} satisfies Config;
