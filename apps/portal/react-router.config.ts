import type { Config } from '@react-router/dev/config';

// Server-side rendered portal (docs/decisions/0002-portal-ssr.md).
export default {
  appDirectory: 'src',
  buildDirectory: '../../dist/apps/portal',
  ssr: true,
  future: { v8_viteEnvironmentApi: true, v8_splitRouteModules: true, v8_trailingSlashAwareDataRequests: true, v8_passThroughRequests: true },
} satisfies Config;
