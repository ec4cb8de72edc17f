import { FormattedMessage } from 'react-intl';
import { contactMessageSchema, HONEYPOT_FIELD } from '@sam/contracts';
import { useSendContactMessageMutation } from '../../shared/api';
import type { Locale } from '@sam/i18n-routes';
import { Button, FormAlert, TextField } from '@sam/ui';
import { ConsentCheckbox, formStyles, HoneypotField, SentMessage, TextAreaField, useOptionalLabel } from '../../shared/forms/FormFields';
import { usePublicForm } from '../../shared/forms/use-public-form';

/** §2 /fr/contact: a message to the association (POST /api/contact), acknowledged by mail. */
export function ContactForm({ locale, privacyHref }: { locale: Locale; privacyHref: string }) {
  const [sendMessage, { isLoading }] = useSendContactMessageMutation();
  const { form, onSubmit, alert, sent, error, again } = usePublicForm(contactMessageSchema, (values) => sendMessage({ ...values, locale }).unwrap(), {
    name: '',
    email: '',
    phone: '',
    subject: '',
    message: '',
    [HONEYPOT_FIELD]: '',
  });
  const optional = useOptionalLabel();

  if (sent) {
    return (
      <SentMessage messages="contact.sent" values={{ email: sent.email }} onAgain={again} />
    );
  }
  const { register } = form;
  return (
    <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading"><FormattedMessage id="contact.form.heading" /></h2>
      <p className={formStyles.note}><FormattedMessage id="form.requiredNote" /></p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <TextField label={<FormattedMessage id="contact.name" />} autoComplete="name" error={error('name')} {...register('name')} />
      <TextField label={<FormattedMessage id="contact.email" />} type="email" autoComplete="email" error={error('email')} {...register('email')} />
      <TextField label={optional('contact.phone')} hint={<FormattedMessage id="contact.phone.hint" />} type="tel" autoComplete="tel" error={error('phone')} {...register('phone')} />
      <TextField label={<FormattedMessage id="contact.subject" />} error={error('subject')} {...register('subject')} />
      <TextAreaField label={<FormattedMessage id="contact.message" />} hint={<FormattedMessage id="contact.message.hint" />} rows={8} error={error('message')} {...register('message')} />
      <ConsentCheckbox privacyHref={privacyHref} error={error('consent')} registration={register('consent')} />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <Button type="submit" disabled={isLoading}><FormattedMessage id="contact.submit" /></Button>
    </form>
  );
}
