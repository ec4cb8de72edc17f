import { FormattedMessage } from 'react-intl';
import { HONEYPOT_FIELD, providerContactSchema } from '@sam/contracts';
import { useSendProviderMessageMutation } from '@sam/api-client';
import type { Locale } from '@sam/i18n-routes';
import { Button, FormAlert, TextField } from '@sam/ui';
import { ConsentCheckbox, formStyles, HoneypotField, SentMessage, TextAreaField, useOptionalLabel } from '../../shared/forms/FormFields';
import { usePublicForm } from '../../shared/forms/use-public-form';

/** §7 POST /api/prestataires/contact: write to the provider, validated with the API's own schema. */
export function ProviderContactForm({ slug, title, locale, privacyHref }: { slug: string; title: string; locale: Locale; privacyHref: string }) {
  const [send, { isLoading }] = useSendProviderMessageMutation();
  const { form, onSubmit, alert, sent, error, again } = usePublicForm(providerContactSchema, (values) => send({ ...values, locale }).unwrap(), {
    prestataire: slug,
    name: '',
    email: '',
    phone: '',
    message: '',
    [HONEYPOT_FIELD]: '',
  });
  const optional = useOptionalLabel();

  if (sent) {
    return (
      <SentMessage messages="provider.contactForm.sent" values={{ email: sent.email }} onAgain={again} />
    );
  }
  const { register } = form;
  return (
    <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="provider-contact-heading">
      <h2 id="provider-contact-heading"><FormattedMessage id="provider.contactForm.heading" values={{ title }} /></h2>
      <p className={formStyles.note}><FormattedMessage id="provider.contactForm.intro" /></p>
      <p className={formStyles.note}><FormattedMessage id="form.requiredNote" /></p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <input type="hidden" {...register('prestataire')} />
      <TextField label={<FormattedMessage id="contact.name" />} autoComplete="name" error={error('name')} {...register('name')} />
      <TextField label={<FormattedMessage id="contact.email" />} type="email" autoComplete="email" error={error('email')} {...register('email')} />
      <TextField label={optional('contact.phone')} type="tel" autoComplete="tel" error={error('phone')} {...register('phone')} />
      <TextAreaField label={<FormattedMessage id="contact.message" />} rows={6} error={error('message')} {...register('message')} />
      <ConsentCheckbox privacyHref={privacyHref} error={error('consent')} registration={register('consent')} />
      <HoneypotField registration={register(HONEYPOT_FIELD)} />
      <Button type="submit" disabled={isLoading}><FormattedMessage id="provider.contactForm.submit" /></Button>
    </form>
  );
}
