import { appLinker } from '@sam/i18n-routes';
import { useRootData } from './root-data';

/**
 * Links by route name from a portal component (appHref, docs/decisions/0017-cross-app-links.md):
 * a portal page stays a path, a dashboard page gets the dashboard's origin from the public config.
 */
export function useAppHref() {
  const config = useRootData()?.config;
  return appLinker({ portal: config?.portalOrigin ?? '', dashboard: config?.dashboardOrigin ?? '' }, 'portal');
}
