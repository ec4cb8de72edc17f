import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { workspaceAliases } from '../../tools/vite/workspace-aliases';
import { contractRoutesInBrowser } from '../../tools/vite/contract-routes';
import { precompiledMessages } from '../../tools/vite/precompiled-messages';
import { shellChunk } from '../../tools/vite/shell-chunk';
import { samGeoAssets } from '../../libs/search-map/src/geo-assets.vite';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const appFile = (name: string) => fileURLToPath(new URL(`src/${name}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    reactRouter(),
    contractRoutesInBrowser(fileURLToPath(new URL('../../libs/contracts/src/endpoints', import.meta.url))),
    precompiledMessages(['fr', 'nl'].map((locale) => fileURLToPath(new URL(`../../libs/i18n-routes/src/messages/portal/${locale}.ts`, import.meta.url)))),
    shellChunk((id) => id === appFile('entry.client.tsx') || id === appFile('root.tsx')),
    samGeoAssets(fileURLToPath(new URL('../../assets/geo', import.meta.url)))],
  resolve: { alias: workspaceAliases(workspaceRoot) },
  server: { port: 4200, strictPort: true },
  // The libs are TypeScript sources: bundle them into the server build rather than require them at run time.
  ssr: { noExternal: [/^@sam\//] },
});
