import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { HONEYPOT_FIELD } from '@sam/contracts';
import { Button, FormAlert, TextField } from '@sam/ui';
import { HoneypotField } from '../forms/FormFields';
import styles from './NewsletterSignup.module.css';

export const NEWSLETTER_EMAIL_ID = 'newsletter-email';
export const NEWSLETTER_SUBMIT_ID = 'newsletter-submit';

type EmailInput = InputHTMLAttributes<HTMLInputElement> & { name: string; ref?: Ref<HTMLInputElement> };

export interface NewsletterFormViewProps {
  email: EmailInput;
  honeypot: UseFormRegisterReturn<typeof HONEYPOT_FIELD>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  emailError?: string;
  alert?: ReactNode;
  busy?: boolean;
  /** The confirmation that replaces the form once the address is taken. */
  sent?: ReactNode;
}

/**
 * The newsletter band's form as markup, shared by the light placeholder every page hydrates and the
 * loaded form (NewsletterForm), so that swapping one for the other moves nothing.
 */
export function NewsletterFormView({ email, honeypot, onSubmit, emailError, alert, busy = false, sent }: NewsletterFormViewProps) {
  return (
    <>
      {/* Always present, so the confirmation that replaces the form is announced (a live region, not
          a second role=status beside the toasts'). */}
      <div aria-live="polite">{sent ? <p className={styles.sent}>{sent}</p> : null}</div>
      {sent ? null : (
        <form method="post" onSubmit={onSubmit} noValidate className={styles.form}>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <div className={styles.row}>
            <TextField id={NEWSLETTER_EMAIL_ID} label={<FormattedMessage id="newsletter.email" />} type="email" autoComplete="email" error={emailError} {...email} />
            <Button id={NEWSLETTER_SUBMIT_ID} type="submit" disabled={busy}><FormattedMessage id="newsletter.submit" /></Button>
          </div>
          <HoneypotField registration={honeypot} />
          <p className={styles.note}><FormattedMessage id="newsletter.privacy" /></p>
        </form>
      )}
    </>
  );
}
