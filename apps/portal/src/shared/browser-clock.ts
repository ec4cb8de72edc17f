import { startTransition, useEffect, useState } from 'react';

const currentMinute = () => Math.floor(Date.now() / 60_000);

/**
 * The browser's clock to the minute, updated every minute; null while server-rendering and
 * hydrating (the server's clock and zone may differ from the visitor's). Open now (issue 17).
 * The update after hydration is a transition, so React renders it in slices: as a synchronous
 * store update (useSyncExternalStore) it was one long task right after hydration (decision 0033).
 */
export function useBrowserNow(): Date | null {
  const [minute, setMinute] = useState<number | null>(null);
  useEffect(() => {
    const update = () => startTransition(() => setMinute(currentMinute()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);
  return minute === null ? null : new Date(minute * 60_000);
}
