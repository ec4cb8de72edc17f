import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving asks first: another dashboard page (react-router's blocker, with a native
 * confirm) and closing or reloading the tab (beforeunload). Moving between the tabs of the same
 * page (?onglet=) is not leaving.
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  const intl = useIntl();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(intl.formatMessage({ id: 'dashboard.listing.unsaved' }))) blocker.proceed();
    else blocker.reset();
  }, [blocker, intl]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers need it set
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
