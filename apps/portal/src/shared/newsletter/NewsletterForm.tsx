import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD, newsletterSubscribeSchema } from '@sam/contracts';
import { useSubscribeNewsletterMutation } from '@sam/api-client';
import type { Locale } from '@sam/i18n-routes';
import { usePublicForm } from '../forms/use-public-form';
import { NEWSLETTER_EMAIL_ID, NEWSLETTER_SUBMIT_ID, NewsletterFormView } from './NewsletterFormView';

/** What the visitor typed into the placeholder's field before this form was loaded (kept, not cleared). */
const typedBeforeLoad = (): string => (typeof document === 'undefined' ? '' : (document.getElementById(NEWSLETTER_EMAIL_ID) as HTMLInputElement | null)?.value ?? '');

/** The placeholder's control that had the focus when this form replaced it, to give it back. */
const focusedBeforeLoad = (): string | null => {
  if (typeof document === 'undefined') return null;
  const id = document.activeElement?.id;
  return id === NEWSLETTER_EMAIL_ID || id === NEWSLETTER_SUBMIT_ID ? id : null;
};

/**
 * The sign-up form of the newsletter band, in its own chunk (react-hook-form, the zod schema):
 * NewsletterSignup loads it when the band comes near the viewport or is used, in place of the
 * placeholder with the same markup (docs/decisions/0033-web-performance-budgets.md). `onReady`
 * tells the band it is interactive.
 */
export function NewsletterForm({ locale, onReady }: { locale: Locale; onReady?: () => void }) {
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const [email] = useState(typedBeforeLoad);
  const [focused] = useState(focusedBeforeLoad);
  const { form, onSubmit, alert, sent, error } = usePublicForm(newsletterSubscribeSchema, (values) => subscribe({ ...values, locale }).unwrap(), {
    email,
    [HONEYPOT_FIELD]: '',
  });
  const { register } = form;
  useEffect(() => {
    if (focused) document.getElementById(focused)?.focus();
    onReady?.();
  }, [focused, onReady]);
  return (
    <NewsletterFormView
      email={register('email')}
      honeypot={register(HONEYPOT_FIELD)}
      onSubmit={onSubmit}
      emailError={error('email')}
      alert={alert}
      busy={isLoading}
      sent={sent ? <FormattedMessage id="newsletter.sent" values={{ email: sent.email }} /> : undefined}
    />
  );
}
