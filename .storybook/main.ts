import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { workspaceAliases } from '../tools/vite/workspace-aliases.ts';
import { samGeoAssets } from '../libs/search-map/src/geo-assets.vite.ts';

const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    // The map's boundary files (exact, simplified levels, zones) at the address the portal serves them from.
    plugins: [...(viteConfig.plugins ?? []), samGeoAssets(fileURLToPath(new URL('../assets/geo', import.meta.url)))],
    resolve: { ...viteConfig.resolve, alias: { ...(viteConfig.resolve?.alias as object), ...workspaceAliases(fileURLToPath(new URL('..', import.meta.url))) } },
  }),
};
export default config;
