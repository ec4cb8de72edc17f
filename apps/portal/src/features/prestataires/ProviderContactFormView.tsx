import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@sam/contracts';
import { Button, FormAlert, TextField } from '@sam/ui';
import { inertRegistration } from '../../shared/forms/DeferredForm';
import { ConsentCheckbox, formStyles, HoneypotField, TextAreaField, useOptionalLabel } from '../../shared/forms/FormFields';

type Control<E> = InputHTMLAttributes<E> & { name: string; ref?: Ref<E> };
type ContactField = 'name' | 'email' | 'phone' | 'message';

export interface ProviderContactFormViewProps {
  title: string;
  privacyHref: string;
  fields: Record<ContactField, Control<HTMLInputElement>> & { message: Control<HTMLTextAreaElement>; prestataire: Control<HTMLInputElement> };
  consent: UseFormRegisterReturn;
  honeypot: UseFormRegisterReturn<typeof HONEYPOT_FIELD>;
  errors?: Partial<Record<ContactField | 'consent', string>>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  alert?: ReactNode;
  busy?: boolean;
}

/**
 * §7 the provider page's contact form as markup, shared by the light placeholder the page hydrates
 * and the loaded form (ProviderContactForm), so that swapping one for the other moves nothing.
 */
export function ProviderContactFormView({ title, privacyHref, fields, consent, honeypot, errors = {}, onSubmit, alert, busy = false }: ProviderContactFormViewProps) {
  const optional = useOptionalLabel();
  return (
    <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="provider-contact-heading">
      <h2 id="provider-contact-heading"><FormattedMessage id="provider.contactForm.heading" values={{ title }} /></h2>
      <p className={formStyles.note}><FormattedMessage id="provider.contactForm.intro" /></p>
      <p className={formStyles.note}><FormattedMessage id="form.requiredNote" /></p>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <input type="hidden" {...fields.prestataire} />
      <TextField label={<FormattedMessage id="contact.name" />} autoComplete="name" error={errors.name} {...fields.name} />
      <TextField label={<FormattedMessage id="contact.email" />} type="email" autoComplete="email" error={errors.email} {...fields.email} />
      <TextField label={optional('contact.phone')} type="tel" autoComplete="tel" error={errors.phone} {...fields.phone} />
      <TextAreaField label={<FormattedMessage id="contact.message" />} rows={6} error={errors.message} {...fields.message} />
      <ConsentCheckbox privacyHref={privacyHref} error={errors.consent} registration={consent} />
      <HoneypotField registration={honeypot} />
      <Button type="submit" disabled={busy}><FormattedMessage id="provider.contactForm.submit" /></Button>
    </form>
  );
}

/** The placeholder: the same form, without behaviour, until the loaded form replaces it. */
export function ProviderContactFormPlaceholder({ slug, title, privacyHref }: { slug: string; title: string; privacyHref: string }) {
  return (
    <ProviderContactFormView
      title={title}
      privacyHref={privacyHref}
      fields={{ name: { name: 'name' }, email: { name: 'email' }, phone: { name: 'phone' }, message: { name: 'message' }, prestataire: { name: 'prestataire', defaultValue: slug } }}
      consent={inertRegistration('consent')}
      honeypot={inertRegistration(HONEYPOT_FIELD)}
    />
  );
}
