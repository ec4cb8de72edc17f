import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD, newsletterSubscribeSchema } from '@sam/contracts';
import { useSubscribeNewsletterMutation } from '@sam/api-client';
import type { Locale } from '@sam/i18n-routes';
import { Button, FormAlert, TextField } from '@sam/ui';
import { HoneypotField } from '../forms/FormFields';
import { usePublicForm } from '../forms/use-public-form';
import styles from './NewsletterSignup.module.css';

export const NEWSLETTER_EMAIL_ID = 'newsletter-email';

/** What the visitor typed into the server-rendered field before this form was loaded (kept, not cleared). */
const typedBeforeLoad = (): string => (typeof document === 'undefined' ? '' : (document.getElementById(NEWSLETTER_EMAIL_ID) as HTMLInputElement | null)?.value ?? '');

/**
 * The sign-up form of the newsletter band, in its own chunk (react-hook-form, the zod schema):
 * NewsletterSignup loads it when the band comes near the viewport or is used
 * (docs/decisions/0033-web-performance-budgets.md). `onReady` tells the band it is interactive.
 */
export function NewsletterForm({ locale, onReady }: { locale: Locale; onReady?: () => void }) {
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const { form, onSubmit, alert, sent, error } = usePublicForm(newsletterSubscribeSchema, (values) => subscribe({ ...values, locale }).unwrap(), {
    email: typedBeforeLoad(),
    [HONEYPOT_FIELD]: '',
  });
  const { register } = form;
  useEffect(() => onReady?.(), [onReady]);
  return (
    <>
      {/* Always present, so the confirmation that replaces the form is announced (a live region, not
          a second role=status beside the toasts'). */}
      <div aria-live="polite">{sent ? <p className={styles.sent}><FormattedMessage id="newsletter.sent" values={{ email: sent.email }} /></p> : null}</div>
      {sent ? null : (
        <form method="post" onSubmit={onSubmit} noValidate className={styles.form}>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <div className={styles.row}>
            <TextField id={NEWSLETTER_EMAIL_ID} label={<FormattedMessage id="newsletter.email" />} type="email" autoComplete="email" error={error('email')} {...register('email')} />
            <Button type="submit" disabled={isLoading}><FormattedMessage id="newsletter.submit" /></Button>
          </div>
          <HoneypotField registration={register(HONEYPOT_FIELD)} />
          <p className={styles.note}><FormattedMessage id="newsletter.privacy" /></p>
        </form>
      )}
    </>
  );
}
