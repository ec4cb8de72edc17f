/** The parts of the Network Information API that matter here (not in every browser, hence optional). */
export interface NavigatorWithConnection {
  connection?: { saveData?: boolean; effectiveType?: string } | null;
}

/** Spec §9: prefetching is skipped on 2g (and slow-2g) connections and when the data saver is on. */
export function canPrefetch(nav: NavigatorWithConnection | null | undefined = typeof navigator === 'undefined' ? undefined : (navigator as NavigatorWithConnection)): boolean {
  if (!nav) return false; // no navigator (server render): nothing to prefetch
  const connection = nav.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
