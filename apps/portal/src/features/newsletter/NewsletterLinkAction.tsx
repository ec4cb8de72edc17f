import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormAlert } from '@sam/ui';

interface NewsletterLinkActionProps {
  /** What the button does (confirm or unsubscribe); rejects with the API's { message } on failure. */
  run: () => Promise<unknown>;
  textId: string;
  submitId: string;
  doneId: string;
  homeHref: string;
}

/**
 * The page a newsletter mail links to: one button, so that a mail scanner that opens links
 * confirms or unsubscribes nobody; the API call happens on the click.
 */
export function NewsletterLinkAction({ run, textId, submitId, doneId, homeHref }: NewsletterLinkActionProps) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [alert, setAlert] = useState<string | null>(null);

  const act = async () => {
    setAlert(null);
    setState('busy');
    try {
      await run();
      setState('done');
    } catch (error) {
      setAlert((error as { message?: string }).message || intl.formatMessage({ id: 'error.generic.heading' }));
      setState('idle');
    }
  };

  return (
    <>
      <div role="status">
        {state === 'done' ? (
          <p>
            <FormattedMessage id={doneId} /> <a href={homeHref}><FormattedMessage id="newsletter.cancel" /></a>
          </p>
        ) : null}
      </div>
      {state === 'done' ? null : (
        <>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <p><FormattedMessage id={textId} /></p>
          <Button type="button" onClick={act} disabled={state === 'busy'}><FormattedMessage id={submitId} /></Button>{' '}
          <a href={homeHref}><FormattedMessage id="newsletter.cancel" /></a>
        </>
      )}
    </>
  );
}
