import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD, newsletterSubscribeSchema } from '@sam/contracts';
import { useSubscribeNewsletterMutation } from '../api';
import type { Locale } from '@sam/i18n-routes';
import { useDeferredPublicForm } from '../forms/use-public-form';
import type { DeferredFormProps } from '../forms/DeferredForm';
import { NewsletterFormView } from './NewsletterFormView';

/**
 * The sign-up form of the newsletter band, in its own chunk (react-hook-form, the zod schema):
 * NewsletterSignup's DeferredForm loads it when the band comes near the viewport or is used, in
 * place of the placeholder with the same markup (docs/decisions/0033-web-performance-budgets.md).
 */
export function NewsletterForm({ locale, before, onReady }: { locale: Locale } & DeferredFormProps) {
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();
  const { form, onSubmit, alert, sent, error } = useDeferredPublicForm(
    newsletterSubscribeSchema,
    (values) => subscribe({ ...values, locale }).unwrap(),
    { email: '', [HONEYPOT_FIELD]: '' },
    { before, onReady },
  );
  const { register } = form;
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
