import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the localised document title of the page being shown. */
export function usePageTitle(messageId: string): void {
  const intl = useIntl();
  const page = intl.formatMessage({ id: messageId });
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'dashboard.documentTitle' }, { page });
  }, [intl, page]);
}
