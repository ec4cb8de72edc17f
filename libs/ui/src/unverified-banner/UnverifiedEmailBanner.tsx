import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../form/FormControls';
import styles from './UnverifiedEmailBanner.module.css';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

export interface UnverifiedEmailBannerProps {
  email: string;
  /** Asks the API to send a new verification link; a rejection shows the failure message. */
  onResend: () => Promise<unknown>;
}

/** Spec §2/§4: shown to a logged-in user whose email is not verified (the app hides it on the verify page). */
export function UnverifiedEmailBanner({ email, onResend }: UnverifiedEmailBannerProps) {
  const [state, setState] = useState<SendState>('idle');

  const resend = async () => {
    if (state === 'sending') return;
    setState('sending');
    try {
      await onResend();
      setState('sent');
    } catch (error) {
      console.error('Resending the verification link failed', error);
      setState('failed');
    }
  };

  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <p className={styles.text}>
          <FormattedMessage id="verifyBanner.text" values={{ email, strong: (chunks) => <strong key="email">{chunks}</strong> }} />
        </p>
        {/* aria-disabled rather than disabled: the button keeps focus while the link is being sent. */}
        <Button type="button" variant="secondary" className={styles.resend} onClick={resend} aria-disabled={state === 'sending' || undefined}>
          <FormattedMessage id={state === 'sending' ? 'verifyBanner.sending' : 'verifyBanner.resend'} />
        </Button>
        {/* Always present so that the confirmation is announced when it appears. */}
        <p role="status" className={styles.feedback}>
          {state === 'sent' ? <FormattedMessage id="verifyBanner.sent" values={{ email }} /> : null}
        </p>
        {state === 'failed' ? (
          <p role="alert" className={`${styles.feedback} ${styles.failed}`}>
            <FormattedMessage id="verifyBanner.failed" />
          </p>
        ) : null}
      </div>
    </div>
  );
}
