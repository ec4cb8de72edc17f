import { useSyncExternalStore } from 'react';

const everyMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
};
const currentMinute = () => Math.floor(Date.now() / 60_000);
const noClock = () => null;

/**
 * The browser's clock to the minute, updated every minute; null while server-rendering and
 * hydrating (the server's clock and zone may differ from the visitor's). Open now (issue 17).
 */
export function useBrowserNow(): Date | null {
  const minute = useSyncExternalStore(everyMinute, currentMinute, noClock);
  return minute === null ? null : new Date(minute * 60_000);
}
