import { loadZoneFilter, parseAreaZone, type ZoneFilter } from '@sam/search-map';

/** Where the portal serves assets/geo (libs/search-map/src/geo-assets.vite.ts). */
export const GEO_BASE_URL = '/geo';

// Area geometry is static: one cache for the page's lifetime (filled by the loader, map and lists).
const filters = new Map<string, ZoneFilter>();

export function rememberZone(zone: string, filter: ZoneFilter): void {
  filters.set(zone, filter);
}

export function resolveZone(zone: string): ZoneFilter | undefined {
  return filters.get(zone);
}

export async function loadZone(zone: string): Promise<ZoneFilter | null> {
  const known = filters.get(zone);
  if (known) return known;
  const area = parseAreaZone(zone);
  const filter = area ? await loadZoneFilter(GEO_BASE_URL, area) : null;
  if (filter) filters.set(zone, filter);
  return filter;
}
