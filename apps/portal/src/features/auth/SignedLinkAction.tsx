import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormAlert, Spinner } from '@sam/ui';
import { useIntl } from 'react-intl';

type State<T> = { status: 'working' } | { status: 'done'; result: T } | { status: 'failed'; message: string };

/**
 * Runs a signed link's action once, when the page has loaded in the browser (verification,
 * autologin): the API needs the CSRF cookie, which only the browser holds.
 */
export function SignedLinkAction<T>({ run, renderDone }: { run: () => Promise<T>; renderDone: (result: T) => ReactNode }) {
  const intl = useIntl();
  const [state, setState] = useState<State<T>>({ status: 'working' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; the link is single use
    started.current = true;
    run().then(
      (result) => setState({ status: 'done', result }),
      (error: unknown) => {
        const message = (error as { data?: { message?: string }; message?: string })?.data?.message ?? (error as { message?: string })?.message;
        setState({ status: 'failed', message: message || intl.formatMessage({ id: 'error.generic.heading' }) });
      },
    );
  }, [run, intl]);

  if (state.status === 'working') return <p><Spinner label={intl.formatMessage({ id: 'common.loading' })} /> <FormattedMessage id="common.loading" /></p>;
  if (state.status === 'failed') return <FormAlert>{state.message}</FormAlert>;
  return <div role="status">{renderDone(state.result)}</div>;
}
