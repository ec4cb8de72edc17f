import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD, newsletterSubscribeSchema } from '@sam/contracts';
import { useSubscribeNewsletterMutation } from '@sam/api-client';
import type { Locale } from '@sam/i18n-routes';
import { Button, FormAlert, Illustration, TextField } from '@sam/ui';
import { HoneypotField } from '../forms/FormFields';
import { usePublicForm } from '../forms/use-public-form';
import styles from './NewsletterSignup.module.css';

/**
 * Spec §2 "pages load a newsletter-form script": the sign-up above the footer of every portal
 * page. Double opt-in: the API mails a confirmation link; nothing is sent before it is followed.
 */
export function NewsletterSignup({ locale }: { locale: Locale }) {
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const { form, onSubmit, alert, sent, error } = usePublicForm(newsletterSubscribeSchema, (values) => subscribe({ ...values, locale }).unwrap(), {
    email: '',
    [HONEYPOT_FIELD]: '',
  });
  const { register } = form;
  return (
    <section className={styles.band} aria-labelledby="newsletter-heading">
      <div className={styles.inner}>
        <Illustration name="newsletter" className={styles.picture} />
        <div className={styles.text}>
          <h2 id="newsletter-heading" className={styles.heading}><FormattedMessage id="newsletter.heading" /></h2>
          <p className={styles.intro}><FormattedMessage id="newsletter.intro" /></p>
        </div>
        <div className={styles.action}>
          {/* Always present, so the confirmation that replaces the form is announced (a live region, not
              a second role=status beside the toasts'). */}
          <div aria-live="polite">{sent ? <p className={styles.sent}><FormattedMessage id="newsletter.sent" values={{ email: sent.email }} /></p> : null}</div>
          {sent ? null : (
            <form method="post" onSubmit={onSubmit} noValidate className={styles.form}>
              {alert ? <FormAlert>{alert}</FormAlert> : null}
              <div className={styles.row}>
                <TextField label={<FormattedMessage id="newsletter.email" />} type="email" autoComplete="email" error={error('email')} {...register('email')} />
                <Button type="submit" disabled={isLoading}><FormattedMessage id="newsletter.submit" /></Button>
              </div>
              <HoneypotField registration={register(HONEYPOT_FIELD)} />
              <p className={styles.note}><FormattedMessage id="newsletter.privacy" /></p>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
