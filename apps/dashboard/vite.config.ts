import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { samGeoAssets } from '../../libs/search-map/src/geo-assets.vite';
import { SECURITY_HEADERS_FILE, dashboardSecurityHeaders } from './src/security-headers';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = resolve(appRoot, '../..');

// The @sam/* aliases come from tsconfig.base.json, so TypeScript, Jest and Vite agree on them.
const { compilerOptions } = JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const alias = Object.entries(compilerOptions.paths).map(([name, [target]]) => ({
  find: new RegExp(`^${escapeRegExp(name)}$`),
  replacement: resolve(workspaceRoot, target),
}));

const PORT = 4300;

/** The headers serve.mjs sends, for the API this build talks to (src/env.ts reads the same VITE_API_URL). */
const securityHeaders = (apiUrl: string): Plugin => ({
  name: 'sam-security-headers',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: SECURITY_HEADERS_FILE, source: `${JSON.stringify(dashboardSecurityHeaders({ apiUrl }), null, 2)}\n` });
  },
});

export default defineConfig(({ mode }) => ({
  root: appRoot,
  base: '/',
  // The boundary layers at /geo on the dashboard's own origin too (the listing editor's address map).
  plugins: [react(), samGeoAssets(resolve(workspaceRoot, 'assets/geo')), securityHeaders(loadEnv(mode, appRoot, 'VITE_').VITE_API_URL ?? 'http://localhost:3000')],
  resolve: { alias },
  server: { port: PORT, strictPort: true, fs: { allow: [workspaceRoot] } },
  preview: { port: PORT, strictPort: true },
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/dashboard'),
    emptyOutDir: true,
    sourcemap: true,
  },
}));
