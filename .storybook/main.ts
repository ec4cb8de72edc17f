import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { workspaceAliases } from '../tools/vite/workspace-aliases.ts';

const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The map's boundary layers, at the address the portal serves them from.
  staticDirs: [{ from: '../assets/geo', to: '/geo' }],
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, alias: { ...(viteConfig.resolve?.alias as object), ...workspaceAliases(fileURLToPath(new URL('..', import.meta.url))) } },
  }),
};
export default config;
