import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';

/** Lets an error boundary tell the shell that the navigation to the current location failed. */
export const RouteFailureContext = createContext<(locationKey: string) => void>(() => undefined);

/** Called by the route error boundaries: the progress bar of this navigation turns red (spec §9). */
export function useReportRouteFailure(): void {
  const report = useContext(RouteFailureContext);
  const { key } = useLocation();
  useEffect(() => report(key), [report, key]);
}
